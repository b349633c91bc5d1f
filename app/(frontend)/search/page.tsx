import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { SearchScreen } from '@/components/search/search-screen';
import { runSearch } from '@/lib/content/search/run-search';
import { searchMetadata } from '@/lib/content/search/search-metadata';
import { cleanSearchAddress } from '@/lib/content/search/search-params';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<SearchParams> };

// The metadata and the page ask for the same search: it runs once per request.
const searchOnce = cache((key: string) => runSearch(JSON.parse(key) as SearchParams));
const searchFor = async (searchParams: Promise<SearchParams>) => searchOnce(JSON.stringify(await searchParams));

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchFor(searchParams));
}

export default async function SearchPage({ searchParams }: Props) {
  // The form sends its empty fields too: the search lives at its clean address.
  const clean = cleanSearchAddress(await searchParams);
  if (clean) redirect(clean);
  return <SearchScreen outcome={await searchFor(searchParams)} />;
}
