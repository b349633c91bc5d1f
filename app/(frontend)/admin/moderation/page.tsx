import { AdminPage } from '@/components/admin/admin-page';
import { ModerationQueue } from '@/components/moderation/moderation-queue';

export const metadata = { title: 'Admin: moderation' };

// /admin/moderation – MODERATORS and ADMINS: visitors' reports to act on, and the hidden records.
export default function ModerationPage() {
  return (
    <AdminPage title="Moderation" intro="Reports visitors sent about public records. Hide what breaks the rules (its owner sees your reason), dismiss the rest.">
      <ModerationQueue />
    </AdminPage>
  );
}
