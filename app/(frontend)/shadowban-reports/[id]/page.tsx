import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReportPermalinkView, reportTitle } from '@/components/records/report-permalink-view';
import { RecordLiveNotice } from '@/components/realtime/record-live-notice';
import { JsonLd } from '@/components/seo/json-ld';
import { readReportPermalink } from '@/lib/content/records/read-record-permalink';
import { readRecordTrail } from '@/lib/content/records/read-record-trail';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { reportSummaryOf } from '@/lib/content/records/record-summary';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { buildRecordJsonLd, recordShareDescription } from '@/lib/seo/record-json-ld';

// Rendered on first request and cached; refreshed at once after an edit, else every 5 s (300 s behind our own server, which refreshes on every change: lib/data/event-driven-freshness.mjs).
export const revalidate = 5;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

// Record ids are plain [A-Za-z0-9_-]: an escaped character means no record, so nothing is decoded.
const read = async (params: Props['params']) => readReportPermalink((await params).id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const permalink = await read(params);
  if (!permalink) return { title: 'Shadowban report not found', robots: { index: false } };
  const summary = reportSummaryOf(permalink, reportTitle(permalink));
  return buildPageMetadata({
    title: summary.title,
    description: recordShareDescription(summary, permalink.report.description),
    path: recordPathOf('ShadowbanExperience', permalink.report.id),
    article: { publishedTime: permalink.createdAt ?? undefined, modifiedTime: permalink.updatedAt },
  });
}

// /shadowban-reports/[id] – one shadowban report's permanent page (the open data's permalink), with its whole story.
export default async function ShadowbanReportPage({ params }: Props) {
  const permalink = await read(params);
  if (!permalink) notFound();
  const trail = await readRecordTrail('ShadowbanExperience', permalink.report.id);
  return (
    <>
      <JsonLd data={buildRecordJsonLd(reportSummaryOf(permalink, reportTitle(permalink)), trail)} />
      <ReportPermalinkView permalink={permalink} trail={trail} />
      {/* A moderator's verification, a published reply or a hide, or its creator leaving, while the page is open (issue 47). */}
      <RecordLiveNotice recordKey={`ShadowbanExperience#${permalink.report.id}`} creatorKey={permalink.creatorKey} />
    </>
  );
}
