import { AdminPage } from '@/components/admin/admin-page';
import { SubscriptionList } from '@/components/admin/subscription-list';

export const metadata = { title: 'Admin: newsletter' };

// /admin/newsletter – the addresses the footer's Subscribe box stored.
export default function AdminNewsletterPage() {
  return (
    <AdminPage title="Newsletter" intro="Addresses from the footer’s Subscribe box, newest first. Delete one when its owner asks to be removed.">
      <SubscriptionList />
    </AdminPage>
  );
}
