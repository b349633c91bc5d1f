import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ContactPage } from '@/components/extra/contact-page';

export const metadata = {
  title: 'Contact Us',
  description: 'Write to the StreamIt editors about a ban, a correction or the press.',
};

export default function ContactUsPage() {
  return (
    <>
      <BreadcrumbBanner title="Contact Us" />
      <ContactPage />
    </>
  );
}
