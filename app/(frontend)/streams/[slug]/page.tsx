import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { sectionCrumbOf } from '@/lib/navigation/section-crumb';
import { ReportRecord } from '@/components/moderation/report-record';
import { StreamDetailView } from '@/components/streams/stream-detail-view';
import { getStream } from '@/lib/content/streams/get-stream';
import { buildStreamMetadata } from '@/lib/content/streams/stream-seo';

type Props = { params: Promise<{ slug: string }> };

// Rendered on first request and cached; the data cache's tags refresh it after an edit.
export const revalidate = 5;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const stream = await getStream((await params).slug);
  return stream ? buildStreamMetadata(stream) : { title: 'Stream not found' };
}

export default async function StreamPage({ params }: Props) {
  const stream = await getStream((await params).slug);
  if (!stream) notFound();
  return (
    <>
      <BreadcrumbBanner title={stream.title} trail={[sectionCrumbOf('/streams')]} />
      <StreamDetailView stream={stream} />
      <ReportRecord model="Stream" id={stream.id} what="stream" />
    </>
  );
}
