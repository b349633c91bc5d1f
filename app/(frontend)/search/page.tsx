import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchScreen } from '@/components/search/search-screen';
import { runSearch } from '@/lib/content/search/run-search';
import { searchMetadata, searchResultHead } from '@/lib/content/search/search-metadata';
import { cleanSearchAddress } from '@/lib/content/search/search-params';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<SearchParams> };

// From the address alone: the metadata never waits for the search (lib/content/search/search-metadata.ts).
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchParams);
}

export default async function SearchPage({ searchParams }: Props) {
  // The form sends its empty fields too: the search lives at its clean address.
  const params = await searchParams;
  const clean = cleanSearchAddress(params);
  if (clean) redirect(clean);
  const outcome = await runSearch(params);
  const head = searchResultHead(outcome);
  return (
    <>
      {/* What the answer decides about the head; React places these <meta> tags there. */}
      {head && <meta name="description" content={head.description} />}
      {head?.isNoindex && <meta name="robots" content="noindex, follow" />}
      <SearchScreen outcome={outcome} />
    </>
  );
}
