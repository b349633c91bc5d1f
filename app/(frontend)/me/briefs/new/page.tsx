import type { Metadata } from 'next';
import { MyBriefScreen } from '@/components/my/my-brief-screen';
import { MyPage } from '@/components/my/my-page';
import { SignedInUser } from '@/components/my/signed-in-user';

export const metadata: Metadata = { title: 'New brief', robots: { index: false } };

// /me/briefs/new – write a brief.
export default function NewBriefPage() {
  return (
    <MyPage title="New brief">
      <SignedInUser>
        <MyBriefScreen briefId={null} />
      </SignedInUser>
    </MyPage>
  );
}
