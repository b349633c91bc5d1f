import type { Metadata } from 'next';
import { SecondFactors } from '@/components/account/second-factors';
import { MyPage } from '@/components/my/my-page';
import { SignedInUser } from '@/components/my/signed-in-user';

export const metadata: Metadata = { title: 'Security', robots: { index: false } };

// /me/security – the account's two-step sign-in (staff need it for their rights).
export default function MySecurityPage() {
  return (
    <MyPage title="Security">
      <SignedInUser>
        <SecondFactors />
      </SignedInUser>
    </MyPage>
  );
}
