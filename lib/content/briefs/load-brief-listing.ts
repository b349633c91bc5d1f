import { collectBriefFacets, type BriefFacets } from './brief-facets';
import { BRIEFS_PER_PAGE, filterBriefs, parseBriefFilters, type BriefFilters } from './brief-filters';
import type { BriefSummary } from './brief-types';
import { listPublishedBriefs } from './list-published-briefs';
import { isPastLastPage, paginate, type PageOf } from './paginate';

export type BriefListingData = { filters: BriefFilters; result: PageOf<BriefSummary>; facets: BriefFacets };

/** /briefs for a query string: the filtered page and the filter choices, or null for a page past the end. */
export async function loadBriefListing(searchParams: Record<string, string | string[] | undefined>): Promise<BriefListingData | null> {
  const filters = parseBriefFilters(searchParams);
  const briefs = await listPublishedBriefs();
  const result = paginate(filterBriefs(briefs, filters), filters.page, BRIEFS_PER_PAGE);
  if (isPastLastPage(result)) return null;
  return { filters, result, facets: collectBriefFacets(briefs) };
}
