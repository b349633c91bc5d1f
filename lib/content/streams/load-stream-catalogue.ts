import { isPastLastPage, pageWindow, type PageWindow } from '@/lib/content/content-pages/numbered-page';
import type { StreamFacets } from './stream-facets';
import { listStreamFacets } from './list-stream-facets';
import { listStreamWindow } from './list-streams';
import { parseStreamFilters, type StreamFilters } from './stream-filters';
import type { StreamSummary } from './stream-types';

export const STREAMS_PER_PAGE = 12;

export type StreamCatalogueData = {
  filters: StreamFilters;
  /** The page's streams, in catalogue order. */
  streams: StreamSummary[];
  /** How many streams match the filters in all (not just this page). */
  total: number;
  window: PageWindow;
  facets: StreamFacets;
};

/**
 * /streams for a query string: one page of the filtered catalogue (its ids and true total from
 * the database, then the page's streams by id) and the filter choices with their counts; null for
 * a page past the end, which the route answers with 404 as /briefs does.
 */
export async function loadStreamCatalogue(searchParams: Record<string, string | string[] | undefined>): Promise<StreamCatalogueData | null> {
  const filters = parseStreamFilters(searchParams);
  const { page, ...query } = filters;
  const [found, facets] = await Promise.all([listStreamWindow(query, (page - 1) * STREAMS_PER_PAGE, STREAMS_PER_PAGE), listStreamFacets(filters.status)]);
  const window = pageWindow(page, STREAMS_PER_PAGE, found.total);
  if (isPastLastPage(window)) return null;
  return { filters, streams: found.streams, total: found.total, window, facets };
}
