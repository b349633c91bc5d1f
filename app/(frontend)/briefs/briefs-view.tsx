import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BriefListing } from '@/components/briefs/brief-listing';
import { parseBriefFilters } from '@/lib/content/briefs/brief-filters';
import { loadBriefListing } from '@/lib/content/briefs/load-brief-listing';
import { buildBriefListingMetadata } from '@/lib/seo/brief-metadata';

type Query = Record<string, string | string[] | undefined>;

/** /briefs for a query string: served by briefs/page.tsx, and without one by the cached view. */
export function briefsMetadata(query: Query): Metadata {
  return buildBriefListingMetadata(parseBriefFilters(query));
}

export async function BriefsView({ query }: { query: Query }) {
  const listing = await loadBriefListing(query);
  if (!listing) notFound();
  return <BriefListing {...listing} />;
}
