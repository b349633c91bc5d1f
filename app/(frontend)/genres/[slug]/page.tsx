import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { GenreDetail } from '@/components/media/genre-detail';
import { genres } from '@/lib/sample-data/genres';
import { findGenre } from '@/lib/sample-data/media-lookup';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return genres.map((genre) => ({ slug: genre.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const genre = findGenre((await params).slug);
  return genre ? { title: `${genre.title} – Genre`, description: `Films, series and videos filed under ${genre.title}.` } : {};
}

export default async function GenrePage({ params }: Props) {
  const genre = findGenre((await params).slug);
  if (!genre) notFound();
  return (
    <>
      <BreadcrumbBanner title={genre.title} />
      <GenreDetail genre={genre} />
    </>
  );
}
