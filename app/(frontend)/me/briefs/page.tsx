import type { Metadata } from 'next';
import { MyBriefsScreen } from '@/components/my/my-briefs-screen';
import { MyPage } from '@/components/my/my-page';
import { SignedInUser } from '@/components/my/signed-in-user';

export const metadata: Metadata = { title: 'My briefs', robots: { index: false } };

// /me/briefs – the signed-in creator's briefs with their status moves.
export default function MyBriefsPage() {
  return (
    <MyPage title="My briefs">
      <SignedInUser>
        <MyBriefsScreen />
      </SignedInUser>
    </MyPage>
  );
}
