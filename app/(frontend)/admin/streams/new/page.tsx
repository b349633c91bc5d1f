import { AdminPage } from '@/components/admin/admin-page';
import { StreamEditor } from '@/components/admin/stream-editor';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { displayNameOf } from '@/lib/auth/session-user';

export const metadata = { title: 'Admin: new stream' };

// /admin/streams/new – a new stream; the signed-in admin is recorded as its creator.
export default async function NewStreamPage() {
  const user = await getSessionUser();
  return (
    <AdminPage title="New stream" intro="Fields marked (optional) may stay empty. The slug is made from the title unless you type one.">
      <StreamEditor editor={displayNameOf(user)} />
    </AdminPage>
  );
}
