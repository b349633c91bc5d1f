import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ViewAllListing } from '@/components/media/view-all-listing';
import { isMediaType } from '@/lib/sample-data/media-lookup';

export const metadata: Metadata = {
  title: 'View All',
  description: 'Every film, series and video in the catalogue, filterable by type.',
};

export default async function ViewAllPage({ searchParams }: { searchParams: Promise<{ type?: string }> }) {
  const { type } = await searchParams;
  return (
    <>
      <BreadcrumbBanner title="View All" />
      <ViewAllListing type={isMediaType(type) ? type : undefined} />
    </>
  );
}
