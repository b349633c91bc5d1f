import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PlatformDetailView } from '@/components/platforms/platform-detail-view';
import { banViewOf, platformPathOf, readPlatformPage } from '@/lib/content/platform-overview/platform-pages';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';

type Props = { params: Promise<{ name: string }>; searchParams: Promise<{ show?: string | string[] }> };

// The slice (?show=) makes this page per request; its data comes from the tagged data cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await readPlatformPage((await params).name);
  if (!page) return { title: 'Platform not found' };
  const { platform, recorded, active } = page.counts;
  const title = `Bans on ${platform.displayName}`;
  const description = `${recorded} creator bans recorded on ${platform.displayName}, ${active} still active: dates, reasons, evidence and appeals.`;
  const url = `${siteOrigin()}${platformPathOf(platform.id)}`;
  return { title, description, alternates: { canonical: url }, openGraph: { type: 'website', url, title, description }, twitter: { card: 'summary', title, description } };
}

export default async function PlatformPage({ params, searchParams }: Props) {
  const [{ name }, { show }] = await Promise.all([params, searchParams]);
  const page = await readPlatformPage(name);
  if (!page) notFound();
  return (
    <>
      <BreadcrumbBanner title={`Bans on ${page.counts.platform.displayName}`} />
      <PlatformDetailView counts={page.counts} records={page.records} view={banViewOf(show)} />
    </>
  );
}
