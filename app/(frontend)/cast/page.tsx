import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { CastListing } from '@/components/media/cast-listing';

export const metadata: Metadata = {
  title: 'Cast',
  description: 'The actors, directors, writers and narrators credited across the catalogue.',
};

export default function CastPage() {
  return (
    <>
      <BreadcrumbBanner title="Cast" />
      <CastListing />
    </>
  );
}
