import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { GenresListing } from '@/components/media/genres-listing';

export const metadata: Metadata = {
  title: 'Genres',
  description: 'Browse the catalogue by genre: discipline, power, influence, information warfare, stoicism, leadership and more.',
};

export default function GenresPage() {
  return (
    <>
      <BreadcrumbBanner title="Genres" />
      <GenresListing />
    </>
  );
}
