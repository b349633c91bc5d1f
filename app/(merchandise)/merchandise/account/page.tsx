import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { AccountDashboard } from '@/components/shop/account-dashboard';

export const metadata = {
  title: 'My Account',
  description: 'Your shop account: dashboard, orders, addresses and account details.',
};

export default function AccountPage() {
  return (
    <>
      <BreadcrumbBanner title="My Account" />
      <div className="container-xl shop-section">
        <AccountDashboard />
      </div>
    </>
  );
}
