import { AdminPage } from '@/components/admin/admin-page';
import { ReplyQueue } from '@/components/moderation/reply-queue';

export const metadata = { title: 'Admin: replies' };

// /admin/replies – MODERATORS and ADMINS: replies and corrections to ban records, to publish or decline.
export default function RepliesPage() {
  return (
    <AdminPage title="Replies" intro="Replies and corrections anyone sent about a ban record or shadowban report. Publish what belongs beside the record; decline the rest with a reason.">
      <ReplyQueue />
    </AdminPage>
  );
}
