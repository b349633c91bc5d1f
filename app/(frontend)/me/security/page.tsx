import type { Metadata } from 'next';
import { ChangeEmail } from '@/components/account/change-email';
import { ChangePassword } from '@/components/account/change-password';
import { LastSignIns } from '@/components/account/last-sign-ins';
import { LeaveAccount } from '@/components/account/leave-account';
import { SecondFactors } from '@/components/account/second-factors';
import { SignOutEverywhere } from '@/components/account/sign-out-everywhere';
import { TakeMyData } from '@/components/account/take-my-data';
import { MyPage } from '@/components/my/my-page';
import { SignedInUser } from '@/components/my/signed-in-user';

export const metadata: Metadata = { title: 'Security', robots: { index: false } };

// /me/security – the account's two-step sign-in (staff need it for their rights), password, e-mail address, last sign-ins and sign-out everywhere.
export default function MySecurityPage() {
  return (
    <MyPage title="Security">
      <SignedInUser>
        <div className="account-settings">
          <div className="my-panel">
            <SecondFactors />
          </div>
          <ChangePassword />
          <ChangeEmail />
          <LastSignIns />
          <SignOutEverywhere />
          <TakeMyData />
          <LeaveAccount />
        </div>
      </SignedInUser>
    </MyPage>
  );
}
