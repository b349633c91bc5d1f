import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { RestrictedListing } from '@/components/media/restricted-listing';

export const metadata: Metadata = {
  title: 'Restricted Content',
  description: 'Age-gated films rated 16+ and 18+, each with the reason it is restricted.',
};

export default function RestrictedPage() {
  return (
    <>
      <BreadcrumbBanner title="Restricted Content" />
      <RestrictedListing />
    </>
  );
}
