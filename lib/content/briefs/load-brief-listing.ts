import { listContentEntries } from '@/lib/content/content-pages/content-entries';
import { isPastLastPage, pageWindow } from '@/lib/content/content-pages/numbered-page';
import type { BriefFacets } from './brief-facets';
import { BRIEFS_PER_PAGE, parseBriefFilters, type BriefFilters } from './brief-filters';
import type { BriefSummary } from './brief-types';
import { readBriefSummaries } from './list-published-briefs';
import type { PageOf } from './paginate';
import { readBriefFacets } from './read-brief-facets';

export type BriefListingData = { filters: BriefFilters; result: PageOf<BriefSummary>; facets: BriefFacets };

/**
 * /briefs for a query string: one page of the filtered list (its ids and true total from the
 * database, then the page's briefs by id) and the filter choices; null for a page past the end.
 */
export async function loadBriefListing(searchParams: Record<string, string | string[] | undefined>): Promise<BriefListingData | null> {
  const filters = parseBriefFilters(searchParams);
  const choices = { category: filters.category, tag: filters.tag, warfareTag: filters.warfareTag };
  const offset = (filters.page - 1) * BRIEFS_PER_PAGE;
  const [page, facets] = await Promise.all([listContentEntries('BRIEFS', offset, BRIEFS_PER_PAGE, choices), readBriefFacets()]);
  const window = pageWindow(filters.page, BRIEFS_PER_PAGE, page.total);
  if (isPastLastPage(window)) return null;
  const items = await readBriefSummaries(page.entries.map((entry) => entry.id));
  return { filters, result: { items, page: window.page, totalPages: window.totalPages, totalItems: page.total }, facets };
}
