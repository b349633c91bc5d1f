import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { StreamCatalogue } from '@/components/streams/stream-catalogue';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';
import { loadStreamCatalogue } from '@/lib/content/streams/load-stream-catalogue';
import { hasActiveFilters, parseStreamFilters } from '@/lib/content/streams/stream-filters';

type Query = Record<string, string | string[] | undefined>;

const description = 'Documentaries, films and live streams about platform bans, censorship, power and discipline: filter by genre, language and status, or search.';

/** /streams with filters (streams/page.tsx), or plain (the cached view). */
export function streamsMetadata(query: Query): Metadata {
  const filters = parseStreamFilters(query);
  // Each numbered page of the catalogue is its own page, as on /briefs.
  const url = `${siteOrigin()}/streams${filters.page > 1 ? `?page=${filters.page}` : ''}`;
  const title = filters.page > 1 ? `Streams – page ${filters.page}` : 'Streams';
  // Filtered and searched views are for visitors; search engines index the catalogue itself.
  const robots = hasActiveFilters(filters) ? { index: false, follow: true } : undefined;
  return { title, description, alternates: { canonical: url }, robots, openGraph: { type: 'website', url, title, description }, twitter: { card: 'summary', title, description } };
}

export async function StreamsView({ query }: { query: Query }) {
  const catalogue = await loadStreamCatalogue(query);
  // A page past the end answers 404, as /briefs does (a filter change always starts at page 1).
  if (!catalogue) notFound();
  return (
    <>
      <BreadcrumbBanner title="Streams" />
      <StreamCatalogue {...catalogue} />
    </>
  );
}
