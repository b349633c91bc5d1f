import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BriefPage } from '@/components/briefs/brief-page';
import { ReportRecord } from '@/components/moderation/report-record';
import { getPublishedBrief } from '@/lib/content/briefs/get-published-brief';
import { decodeSlug, loadBriefPage } from '@/lib/content/briefs/load-brief-page';
import { buildBriefJsonLd } from '@/lib/seo/brief-json-ld';
import { buildBriefMetadata } from '@/lib/seo/brief-metadata';

// Rendered on first request, then served from the cache and refreshed at most 5 s later (or at once on an edit).
export const revalidate = 5;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = decodeSlug((await params).slug);
  const brief = slug ? await getPublishedBrief(slug) : null;
  return brief ? buildBriefMetadata(brief) : { title: 'Brief not found' };
}

export default async function Brief({ params }: Props) {
  const slug = decodeSlug((await params).slug);
  const page = slug ? await loadBriefPage(slug) : null;
  if (!page) notFound();
  return (
    <>
      <BriefPage brief={page.brief} related={page.related} jsonLd={buildBriefJsonLd(page.brief)} />
      <ReportRecord model="Brief" id={page.brief.id} what="brief" />
    </>
  );
}
