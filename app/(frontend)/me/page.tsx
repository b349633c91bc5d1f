import type { Metadata } from 'next';
import { MyOverview } from '@/components/my/my-overview';
import { MyPage } from '@/components/my/my-page';
import { HiddenRecordsNotice } from '@/components/moderation/hidden-records-notice';
import { RecordLiveNotice } from '@/components/realtime/record-live-notice';
import { loadMyOverviewFirstView } from '@/lib/content/my/my-overview-data';
import { plainData, readAsSignedInUser } from '@/lib/data/signed-in-data';

export const metadata: Metadata = { title: 'My workspace', robots: { index: false } };
// Rendered for each request with the caller's own records: never prerendered, cached or shared.
export const dynamic = 'force-dynamic';

// /me – the signed-in creator's overview of their profile, briefs and records. The first view is
// read on the server as the creator, so it shows without waiting for the browser's Data client;
// without a session the server can use, the browser reads it as before. With a first view, a
// moderator's change to one of its records is offered while the page is open (after it settles).
export default async function MePage() {
  const firstView = await readAsSignedInUser((client, user) => loadMyOverviewFirstView(client, user.userId));
  const plain = firstView && plainData(firstView);
  return (
    <MyPage title="My workspace">
      <HiddenRecordsNotice firstRows={plain?.hidden} />
      <MyOverview firstView={plain} />
      {plain && plain.recordKeys.length > 0 && <RecordLiveNotice ownRecordKeys={plain.recordKeys} />}
    </MyPage>
  );
}
