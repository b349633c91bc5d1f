import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ShowDetail } from '@/components/media/show-detail';
import { findEntry, findShow, tvShowEntries } from '@/lib/sample-data/media-lookup';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return tvShowEntries.map((entry) => ({ slug: entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = findEntry('tv-show', (await params).slug);
  return entry ? { title: entry.info.title, description: entry.info.synopsis } : {};
}

export default async function TvShowPage({ params }: Props) {
  const { slug } = await params;
  const entry = findEntry('tv-show', slug);
  const show = findShow(slug);
  if (!entry || !show) notFound();
  return (
    <>
      <BreadcrumbBanner title={entry.info.title} />
      <ShowDetail entry={entry} show={show} />
    </>
  );
}
