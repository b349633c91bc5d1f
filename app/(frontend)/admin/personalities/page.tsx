import { AdminPage } from '@/components/admin/admin-page';
import { DeletedNotice } from '@/components/admin/deleted-notice';
import { PersonalityTable } from '@/components/admin/personality-table';

export const metadata = { title: 'Admin: personalities' };

// /admin/personalities – every personality, with create, edit and delete.
export default async function AdminPersonalitiesPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  const { deleted } = await searchParams;
  return (
    <AdminPage title="Personalities" intro="The people behind /personalities, in ranking order.">
      <DeletedNotice name={deleted} />
      <PersonalityTable />
    </AdminPage>
  );
}
