import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReportPermalinkView, reportTitle } from '@/components/records/report-permalink-view';
import { readReportPermalink } from '@/lib/content/records/read-record-permalink';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

// Rendered on first request and cached; refreshed every 5 s or at once after an edit.
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
  return buildPageMetadata({ title: reportTitle(permalink), description: permalink.report.description, path: `/shadowban-reports/${encodeURIComponent(permalink.report.id)}` });
}

// /shadowban-reports/[id] – one shadowban report's permanent page (the open data's permalink).
export default async function ShadowbanReportPage({ params }: Props) {
  const permalink = await read(params);
  if (!permalink) notFound();
  return <ReportPermalinkView permalink={permalink} />;
}
