import { AdminOverview } from '@/components/admin/admin-overview';
import { BackupStatus } from '@/components/admin/backup-status';
import { AdminPage } from '@/components/admin/admin-page';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { displayNameOf } from '@/lib/auth/session-user';

export const metadata = { title: 'Admin' };

// /admin – the ADMINS area's overview, linking its sections.
export default async function AdminHomePage() {
  const user = await getSessionUser();
  return (
    <AdminPage title="Admin" heading="Overview">
      <AdminOverview adminName={displayNameOf(user)} />
      <BackupStatus />
    </AdminPage>
  );
}
