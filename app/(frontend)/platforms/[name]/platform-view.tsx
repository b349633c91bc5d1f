import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PlatformDetailView } from '@/components/platforms/platform-detail-view';
import { sectionCrumbOf } from '@/lib/navigation/section-crumb';
import { platformPathOf, readPlatformPage } from '@/lib/content/platform-overview/platform-pages';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';

export type PlatformQuery = { show?: string | string[]; year?: string | string[]; page?: string | string[] };

/** /platforms/<name>, a slice, year or page of it (platforms/[name]/page.tsx) or plain (the cached view). */
export async function platformMetadata(name: string, query: PlatformQuery): Promise<Metadata> {
  const page = await readPlatformPage(name, query);
  if (!page) return { title: 'Platform not found' };
  const { platform, recorded, active } = page.counts;
  const title = `Bans on ${platform.displayName}`;
  const description = `${recorded} creator bans recorded on ${platform.displayName}, ${active} still active: dates, reasons, evidence and appeals.`;
  const url = `${siteOrigin()}${platformPathOf(platform.id, page.view, { year: page.year, page: page.window.page })}`;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title, description },
    twitter: { card: 'summary', title, description },
  };
}

/** One platform's figures and one page of its ban records; not found for a platform nothing knows or a page past the last. */
export async function PlatformView({ name, query }: { name: string; query: PlatformQuery }) {
  const page = await readPlatformPage(name, query);
  if (!page) notFound();
  return (
    <>
      <BreadcrumbBanner
        title={`Bans on ${page.counts.platform.displayName}`}
        name={page.counts.platform.displayName}
        trail={[sectionCrumbOf('/platforms')]}
      />
      <PlatformDetailView page={page} />
    </>
  );
}
