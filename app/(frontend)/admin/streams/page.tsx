import { AdminPage } from '@/components/admin/admin-page';
import { DeletedNotice } from '@/components/admin/deleted-notice';
import { StreamTable } from '@/components/admin/stream-table';

export const metadata = { title: 'Admin: streams' };

// /admin/streams – every stream, with create, edit and delete.
export default async function AdminStreamsPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  const { deleted } = await searchParams;
  return (
    <AdminPage title="Streams" intro="The catalogue behind /streams. Inactive and pending streams are listed here too.">
      <DeletedNotice name={deleted} />
      <StreamTable />
    </AdminPage>
  );
}
