import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { LegalDocument } from '@/components/extra/legal-document';
import { privacyPolicy } from '@/lib/sample-data/legal';

export const metadata = {
  title: 'Privacy Policy',
  description: 'What information StreamIt handles, why, and the choices you have.',
};

export default function PrivacyPolicyPage() {
  return (
    <>
      <BreadcrumbBanner title="Privacy Policy" />
      <LegalDocument document={privacyPolicy} />
    </>
  );
}
