import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BriefListing } from '@/components/briefs/brief-listing';
import { parseBriefFilters } from '@/lib/content/briefs/brief-filters';
import { loadBriefListing } from '@/lib/content/briefs/load-brief-listing';
import { buildBriefListingMetadata } from '@/lib/seo/brief-metadata';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return buildBriefListingMetadata(parseBriefFilters(await searchParams));
}

export default async function BriefsPage({ searchParams }: Props) {
  const listing = await loadBriefListing(await searchParams);
  if (!listing) notFound();
  return <BriefListing {...listing} />;
}
