import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PricingPage } from '@/components/extra/pricing-page';

export const metadata = {
  title: 'Pricing',
  description:
    'Compare StreamIt plans, switch between monthly and yearly prices, and read the billing questions.',
};

export default function PricingRoutePage() {
  return (
    <>
      <BreadcrumbBanner title="Pricing" />
      <PricingPage detailed />
    </>
  );
}
