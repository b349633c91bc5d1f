import { AdminPage } from '@/components/admin/admin-page';
import { PersonalityEditor } from '@/components/admin/personality-editor';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { displayNameOf } from '@/lib/auth/session-user';

export const metadata = { title: 'Admin: edit personality' };

// /admin/personalities/[id] – edit or delete one personality.
export default async function EditPersonalityPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user] = await Promise.all([params, getSessionUser()]);
  return (
    <AdminPage title="Edit personality">
      <PersonalityEditor id={decodeURIComponent(id)} editor={displayNameOf(user)} />
    </AdminPage>
  );
}
