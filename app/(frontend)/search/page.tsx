import type { Metadata } from 'next';
import { SearchScreen } from '@/components/search/search-screen';
import { runSearch } from '@/lib/content/search/run-search';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Result pages are for visitors, not for search engines' indexes.
export const metadata: Metadata = { title: 'Search', robots: { index: false, follow: true } };

export default async function SearchPage({ searchParams }: Props) {
  return <SearchScreen outcome={await runSearch(await searchParams)} />;
}
