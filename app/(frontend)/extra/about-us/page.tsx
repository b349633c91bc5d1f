import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { AboutPage } from '@/components/extra/about-page';

export const metadata = {
  title: 'About Us',
  description:
    'Who runs StreamIt, why we document platform bans and shadowbans, and the standards we work to.',
};

export default function AboutUsPage() {
  return (
    <>
      <BreadcrumbBanner title="About Us" />
      <AboutPage />
    </>
  );
}
