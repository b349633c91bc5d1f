import { AdminPage } from '@/components/admin/admin-page';
import { PersonalityEditor } from '@/components/admin/personality-editor';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { displayNameOf } from '@/lib/auth/session-user';

export const metadata = { title: 'Admin: new personality' };

// /admin/personalities/new – a new personality; the signed-in admin is recorded as createdBy.
export default async function NewPersonalityPage() {
  const user = await getSessionUser();
  return (
    <AdminPage title="New personality" intro="Fields marked (optional) may stay empty. Links must be full web addresses.">
      <PersonalityEditor editor={displayNameOf(user)} />
    </AdminPage>
  );
}
