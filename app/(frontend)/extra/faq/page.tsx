import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { FaqSection } from '@/components/extra/faq-section';

export const metadata = {
  title: 'FAQ',
  description: 'Answers about StreamIt, how we document bans and shadowbans, your account and our plans.',
};

export default function FaqPage() {
  return (
    <>
      <BreadcrumbBanner title="Frequently Asked Questions" />
      <FaqSection />
    </>
  );
}
