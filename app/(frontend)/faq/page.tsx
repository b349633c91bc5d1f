import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { HelpCentre } from '@/components/extra/help-centre';

export const metadata = {
  title: 'Help Centre',
  description:
    'Help with StreamIt by topic: what we cover, bans and shadowbans, your account, plans and billing.',
};

export default function HelpCentrePage() {
  return (
    <>
      <BreadcrumbBanner title="Help Centre" />
      <HelpCentre />
    </>
  );
}
