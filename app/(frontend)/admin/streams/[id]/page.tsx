import { AdminPage } from '@/components/admin/admin-page';
import { StreamEditor } from '@/components/admin/stream-editor';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { displayNameOf } from '@/lib/auth/session-user';

export const metadata = { title: 'Admin: edit stream' };

// /admin/streams/[id] – edit or delete one stream.
export default async function EditStreamPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, getSessionUser()]);
  return (
    <AdminPage title="Edit stream">
      <StreamEditor id={decodeURIComponent(id)} editor={displayNameOf(user)} />
    </AdminPage>
  );
}
