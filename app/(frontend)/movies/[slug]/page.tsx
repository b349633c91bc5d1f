import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { MovieDetail } from '@/components/media/movie-detail';
import { findEntry, movieEntries } from '@/lib/sample-data/media-lookup';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return movieEntries.map((entry) => ({ slug: entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = findEntry('movie', (await params).slug);
  return entry ? { title: entry.info.title, description: entry.info.synopsis } : {};
}

export default async function MoviePage({ params }: Props) {
  const entry = findEntry('movie', (await params).slug);
  if (!entry) notFound();
  return (
    <>
      <BreadcrumbBanner title={entry.info.title} />
      <MovieDetail entry={entry} />
    </>
  );
}
