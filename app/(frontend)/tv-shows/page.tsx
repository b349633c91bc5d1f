import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { TvShowsListing } from '@/components/media/tv-shows-listing';

export const metadata: Metadata = {
  title: 'TV Shows',
  description: 'Series on narrative wars, moderation rooms, boardrooms and stoic endurance.',
};

export default function TvShowsPage() {
  return (
    <>
      <BreadcrumbBanner title="TV Shows" />
      <TvShowsListing />
    </>
  );
}
