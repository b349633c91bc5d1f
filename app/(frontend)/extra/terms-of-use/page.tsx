import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { LegalDocument } from '@/components/extra/legal-document';
import { termsOfUse } from '@/lib/sample-data/legal';

export const metadata = {
  title: 'Terms of Use',
  description: 'The terms that govern reading and using StreamIt.',
};

export default function TermsOfUsePage() {
  return (
    <>
      <BreadcrumbBanner title="Terms of Use" />
      <LegalDocument document={termsOfUse} />
    </>
  );
}
