import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { StreamCatalogue } from '@/components/streams/stream-catalogue';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';
import { hasActiveFilters, parseStreamFilters } from '@/lib/content/streams/stream-filters';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

const description = 'Documentaries, films and live streams about platform bans, censorship, power and discipline: filter by genre, language and status, or search.';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const url = `${siteOrigin()}/streams`;
  // Filtered and searched views are for visitors; search engines index the catalogue itself.
  const robots = hasActiveFilters(parseStreamFilters(await searchParams)) ? { index: false, follow: true } : undefined;
  return { title: 'Streams', description, alternates: { canonical: url }, robots, openGraph: { type: 'website', url, title: 'Streams', description }, twitter: { card: 'summary', title: 'Streams', description } };
}

export default async function StreamsPage({ searchParams }: Props) {
  const filters = parseStreamFilters(await searchParams);
  return (
    <>
      <BreadcrumbBanner title="Streams" />
      <StreamCatalogue filters={filters} />
    </>
  );
}
