import type { Metadata } from 'next';
import { MyNextSteps } from '@/components/my/my-next-steps';
import { MyOverviewFirstView } from '@/components/my/my-overview-first-view';
import { MyPage } from '@/components/my/my-page';
import { HiddenRecordsNoticeInBrowser, MyOverviewInBrowser } from '@/components/my/read-in-browser';
import { HiddenRecordsList } from '@/components/moderation/hidden-records-list';
import { RecordLiveNotice } from '@/components/realtime/record-live-notice';
import { loadMyOverviewFirstView } from '@/lib/content/my/my-overview-data';
import { plainData, readAsSignedInUser } from '@/lib/data/signed-in-data';

export const metadata: Metadata = { title: 'My workspace', robots: { index: false } };
// Rendered for each request with the caller's own records: never prerendered, cached or shared.
export const dynamic = 'force-dynamic';

const NO_PROFILE = { hasProfile: false, hasBans: false, hasBriefs: false };

// /me – the signed-in creator's overview of their profile, briefs and records. The first view is
// read on the server as the creator and rendered there alone (server components: nothing of it is
// hydrated), so it shows without waiting for the browser's Data client; what the server could not
// read, the browser reads as before (components/my/read-in-browser.tsx, loaded only then). With a
// first view, a moderator's change to one of its records is offered while the page is open (after
// it settles).
export default async function MePage() {
  const firstView = await readAsSignedInUser((client, user) => loadMyOverviewFirstView(client, user.userId));
  const plain = firstView && plainData(firstView);
  return (
    <MyPage title="My workspace">
      {plain?.hidden ? <HiddenRecordsList rows={plain.hidden} /> : <HiddenRecordsNoticeInBrowser />}
      {plain && !plain.profile ? (
        <MyNextSteps progress={NO_PROFILE} />
      ) : plain?.profile && plain.counts ? (
        <MyOverviewFirstView profile={plain.profile} counts={plain.counts} />
      ) : (
        <MyOverviewInBrowser firstView={plain} />
      )}
      {plain && plain.recordKeys.length > 0 && <RecordLiveNotice ownRecordKeys={plain.recordKeys} />}
    </MyPage>
  );
}
