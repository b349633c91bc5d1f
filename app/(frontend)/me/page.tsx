import type { Metadata } from 'next';
import { MyOverview } from '@/components/my/my-overview';
import { MyPage } from '@/components/my/my-page';
import { HiddenRecordsNotice } from '@/components/moderation/hidden-records-notice';

export const metadata: Metadata = { title: 'My workspace', robots: { index: false } };

// /me – the signed-in creator's overview of their profile, briefs and records.
export default function MePage() {
  return (
    <MyPage title="My workspace">
      <HiddenRecordsNotice />
      <MyOverview />
    </MyPage>
  );
}
