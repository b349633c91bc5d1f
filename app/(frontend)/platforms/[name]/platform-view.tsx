import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PlatformDetailView } from '@/components/platforms/platform-detail-view';
import { parsePageNumber } from '@/lib/content/content-pages/numbered-page';
import { sectionCrumbOf } from '@/lib/navigation/section-crumb';
import { banViewOf, banYearOf, platformPathOf, readPlatformPage, type PlatformPage } from '@/lib/content/platform-overview/platform-pages';
import { platformById } from '@/lib/content/platforms';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';

export type PlatformQuery = { show?: string | string[]; year?: string | string[]; page?: string | string[] };

/**
 * /platforms/<name>, a slice, year or page of it (platforms/[name]/page.tsx) or plain (the cached
 * view): what the address alone says (title, canonical), so the metadata never waits for the
 * page's reads (as /search's: lib/content/search/search-metadata.ts). The description, which
 * counts the records, is the page's own (PlatformHead), rendered with its figures. A platform no
 * one knows, or a page past the last, answers 404 from the page, whose metadata wins.
 */
export function platformMetadata(name: string, query: PlatformQuery): Metadata {
  const platform = platformById(name);
  const id = platform?.id ?? name.trim().toLowerCase();
  if (!id || id.length > 60) return { title: 'Platform not found' };
  const title = `Bans on ${platform?.displayName ?? id}`;
  const url = `${siteOrigin()}${platformPathOf(id, banViewOf(query.show), { year: banYearOf(query.year), page: parsePageNumber(query.page) })}`;
  // No description here, not even the site's default: the page gives its own.
  return {
    title,
    description: null,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title },
    twitter: { card: 'summary', title },
  };
}

/** The head tags the platform's figures decide; React places these <meta> tags in the document's head. */
function PlatformHead({ page }: { page: PlatformPage }) {
  const { platform, recorded, active } = page.counts;
  const description = `${recorded} creator bans recorded on ${platform.displayName}, ${active} still active: dates, reasons, evidence and appeals.`;
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:description" content={description} />
      <meta name="twitter:description" content={description} />
    </>
  );
}

/** One platform's figures and one page of its ban records; not found for a platform nothing knows or a page past the last. */
export async function PlatformView({ name, query }: { name: string; query: PlatformQuery }) {
  const page = await readPlatformPage(name, query);
  if (!page) notFound();
  return (
    <>
      <PlatformHead page={page} />
      <BreadcrumbBanner
        title={`Bans on ${page.counts.platform.displayName}`}
        name={page.counts.platform.displayName}
        trail={[sectionCrumbOf('/platforms')]}
      />
      <PlatformDetailView page={page} />
    </>
  );
}
