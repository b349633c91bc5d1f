import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { MoviesListing, moviePageCount } from '@/components/media/movies-listing';

export const metadata: Metadata = {
  title: 'Movies',
  description: 'Films about platform bans, shadowbans, power, influence and discipline, newest first.',
};

export default async function MoviesPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { page } = await searchParams;
  const requested = Number.parseInt(page ?? '1', 10);
  const current = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), moviePageCount()) : 1;
  return (
    <>
      <BreadcrumbBanner title="Movies" />
      <MoviesListing page={current} />
    </>
  );
}
