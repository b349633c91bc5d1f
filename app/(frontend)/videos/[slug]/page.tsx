import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { VideoDetail } from '@/components/media/video-detail';
import { findEntry, videoEntries } from '@/lib/sample-data/media-lookup';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return videoEntries.map((entry) => ({ slug: entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = findEntry('video', (await params).slug);
  return entry ? { title: entry.info.title, description: entry.info.synopsis } : {};
}

export default async function VideoPage({ params }: Props) {
  const entry = findEntry('video', (await params).slug);
  if (!entry) notFound();
  return (
    <>
      <BreadcrumbBanner title={entry.info.title} />
      <VideoDetail entry={entry} />
    </>
  );
}
