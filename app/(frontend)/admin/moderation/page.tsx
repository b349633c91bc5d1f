import { Suspense } from 'react';
import { AdminPage } from '@/components/admin/admin-page';
import { ModerationQueue } from '@/components/moderation/moderation-queue';
import { FirstViewPending } from '@/components/my/first-view-pending';
import { loadModerationFirstView } from '@/lib/content/moderation/moderation-first-view';
import { plainData, readAsSignedInUser } from '@/lib/data/signed-in-data';

export const metadata = { title: 'Admin: moderation' };

/**
 * The queue with its first view, read on the server as the moderator (the admin layout makes every
 * admin page dynamic and middleware.ts keeps it private); without a session the server can use,
 * the browser reads it as before.
 */
async function QueueFirstView() {
  const firstView = await readAsSignedInUser((client) => loadModerationFirstView(client));
  return <ModerationQueue firstView={firstView && plainData(firstView)} />;
}

// /admin/moderation – MODERATORS and ADMINS: visitors' reports to act on, and the hidden records.
// The frame (banner, tabs, heading) streams at once and the queue after it, inside Suspense:
// without the boundary the whole document waited for the server's reads (Lighthouse: the root
// document took 1.2 s against 40–180 ms for the cached public pages, with no stylesheet or script
// asked for before it came).
export default function ModerationPage() {
  return (
    <AdminPage title="Moderation" intro="Reports visitors sent about public records. Hide what breaks the rules (its owner sees your reason), dismiss the rest.">
      <Suspense fallback={<FirstViewPending what="the queue" />}>
        <QueueFirstView />
      </Suspense>
    </AdminPage>
  );
}
