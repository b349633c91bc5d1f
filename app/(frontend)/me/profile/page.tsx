import type { Metadata } from 'next';
import { MyPage } from '@/components/my/my-page';
import { MyProfileScreen } from '@/components/my/my-profile-screen';
import { SignedInUser } from '@/components/my/signed-in-user';

export const metadata: Metadata = { title: 'My profile', robots: { index: false } };

// /me/profile – create the creator's profile on the first visit, then edit it.
export default function MyProfilePage() {
  return (
    <MyPage title="My profile">
      <SignedInUser>
        <MyProfileScreen />
      </SignedInUser>
    </MyPage>
  );
}
