import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { FigureMethodology } from '@/components/profiles/figure-methodology';

// Nothing here depends on the records: rendered once at build time. Hence no canonical URL either,
// which would bake the build machine's origin into the page (lib/seo/site-origin.ts).
export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'How we count',
  description:
    'How the figures on creator and platform pages are counted — bans, appeal states, shadowban reports, platforms affected, estimated loss — and how a record earns trust: restriction types, the verification ladder, evidence items, replies and disputes, who records and who moderates.',
};

// /methodology – what every figure on a creator's page counts, one anchored section per figure.
export default function MethodologyPage() {
  return (
    <>
      <BreadcrumbBanner title="How we count" />
      <FigureMethodology />
    </>
  );
}
