import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PricingPage } from '@/components/extra/pricing-page';

export const metadata = {
  title: 'Pricing Plan',
  description: 'StreamIt plans, monthly or yearly: Observer is free, Analyst and Strategist open at launch.',
};

export default function PricingPlanPage() {
  return (
    <>
      <BreadcrumbBanner title="Pricing Plan" />
      <PricingPage />
    </>
  );
}
