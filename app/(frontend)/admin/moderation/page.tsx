import { AdminPage } from '@/components/admin/admin-page';
import { ModerationQueue } from '@/components/moderation/moderation-queue';
import { loadModerationFirstView } from '@/lib/content/moderation/moderation-first-view';
import { plainData, readAsSignedInUser } from '@/lib/data/signed-in-data';

export const metadata = { title: 'Admin: moderation' };

// /admin/moderation – MODERATORS and ADMINS: visitors' reports to act on, and the hidden records.
// The first view is read on the server as the moderator (the admin layout makes every admin page
// dynamic and middleware.ts keeps it private); without a session the server can use, the browser
// reads it as before.
export default async function ModerationPage() {
  const firstView = await readAsSignedInUser((client) => loadModerationFirstView(client));
  return (
    <AdminPage title="Moderation" intro="Reports visitors sent about public records. Hide what breaks the rules (its owner sees your reason), dismiss the rest.">
      <ModerationQueue firstView={firstView && plainData(firstView)} />
    </AdminPage>
  );
}
