import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { AccountDashboard } from '@/components/shop/account-dashboard';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { displayNameOf } from '@/lib/auth/session-user';
import { workspaceLinksFor } from '@/lib/navigation/workspace-links';

export const metadata = {
  title: 'My Account',
  description: 'Your account: your workspace, records and profile, and the shop’s sample orders.',
};

// /merchandise/account – signed-in users only (middleware.ts).
export default async function AccountPage() {
  const user = await getSessionUser();
  return (
    <>
      <BreadcrumbBanner title="My Account" />
      <div className="container-xl shop-section">
        <AccountDashboard signedInAs={displayNameOf(user)} workLinks={workspaceLinksFor(user?.groups ?? [])} />
      </div>
    </>
  );
}
