import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { sectionCrumbOf } from '@/lib/navigation/section-crumb';
import { PlatformDetailView } from '@/components/platforms/platform-detail-view';
import { platformPathOf, readPlatformPage } from '@/lib/content/platform-overview/platform-pages';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';

type Query = { show?: string | string[]; year?: string | string[]; page?: string | string[] };
type Props = { params: Promise<{ name: string }>; searchParams: Promise<Query> };

// The slice, year and page (query string) make this page per request; its data comes from the tagged data cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const page = await readPlatformPage((await params).name, await searchParams);
  if (!page) return { title: 'Platform not found' };
  const { platform, recorded, active } = page.counts;
  const title = `Bans on ${platform.displayName}`;
  const description = `${recorded} creator bans recorded on ${platform.displayName}, ${active} still active: dates, reasons, evidence and appeals.`;
  const url = `${siteOrigin()}${platformPathOf(platform.id, page.view, { year: page.year, page: page.window.page })}`;
  return { title, description, alternates: { canonical: url }, openGraph: { type: 'website', url, title, description }, twitter: { card: 'summary', title, description } };
}

// GET /platforms/<name>?show=&year=&page= – one platform's figures and one page of its ban records.
export default async function PlatformPage({ params, searchParams }: Props) {
  const page = await readPlatformPage((await params).name, await searchParams);
  if (!page) notFound();
  return (
    <>
      <BreadcrumbBanner title={`Bans on ${page.counts.platform.displayName}`} name={page.counts.platform.displayName} trail={[sectionCrumbOf('/platforms')]} />
      <PlatformDetailView page={page} />
    </>
  );
}
