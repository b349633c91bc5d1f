import { AdminPage } from '@/components/admin/admin-page';
import { AuditLogTable } from '@/components/moderation/audit-log-table';

export const metadata = { title: 'Admin: audit log' };

// /admin/audit – ADMINS: who hid, restored, dismissed or featured what, when and why.
export default function AuditLogPage() {
  return (
    <AdminPage title="Audit log" intro="Every moderation act, kept for accountability. Entries cannot be changed or deleted.">
      <AuditLogTable />
    </AdminPage>
  );
}
