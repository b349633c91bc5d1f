import { AdminPage } from '@/components/admin/admin-page';
import { ContactMessageList } from '@/components/admin/contact-message-list';

export const metadata = { title: 'Admin: messages' };

// /admin/messages – what visitors sent through /extra/contact-us.
export default function AdminMessagesPage() {
  return (
    <AdminPage title="Messages" intro="Sent through the contact form, newest first. Reply by e-mail; delete when done.">
      <ContactMessageList />
    </AdminPage>
  );
}
