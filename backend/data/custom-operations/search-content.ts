import { SEARCH_KINDS } from '../../../amplify/data/search/search-terms';
import type { Queryable, Row } from '../../core/database/database';
import { DataApiError } from '../operations/data-api-error';
import type { DataRequestContext } from '../operations/request-context';
import { readSearchArguments } from './search-arguments';
import { describeHits, type SearchHit } from './search-hits';
import { SEARCHABLE_KIND_BY_NAME, SEARCHABLE_KINDS } from './search-kinds';
import { findMatches, kindsFiltered, type TimedQuery } from './search-matches';

/** A search that takes longer in all is stopped by PostgreSQL and answered with an error, not left running. */
const SEARCH_TIMEOUT_MS = 5_000;
const QUERY_CANCELED = '57014';

export interface SearchResults {
  total: number;
  page: number;
  pageSize: number;
  counts: { kind: string; count: number }[];
  hits: SearchHit[];
}

/**
 * searchContent(q, kind, platform, year, appealStatus, page, pageSize) – ranked full-text search
 * over the public records, with highlighted snippets and per-kind counts, from the indexes of
 * migrations 0009 and 0013. Each kind is counted and ranked by one statement (so its count and its
 * hits agree), the kinds side by side; every statement gets what is left of the search's time.
 */
export async function searchContent(ctx: DataRequestContext, args: Record<string, unknown>): Promise<SearchResults> {
  const request = readSearchArguments(args);
  const kinds = kindsFiltered(SEARCHABLE_KINDS, request);
  const selected = request.kind ? kinds.filter((kind) => kind.kind === request.kind) : kinds;
  try {
    const deadline = Date.now() + SEARCH_TIMEOUT_MS;
    const withinTime = <T>(work: (tx: Queryable) => Promise<T>) =>
      ctx.db.transaction(async (tx) => {
        await tx.query(`SET LOCAL statement_timeout = ${Math.max(1, deadline - Date.now())}`);
        return work(tx);
      });
    const run: TimedQuery = <T extends Row>(sql: string, params: unknown[]) => withinTime(async (tx) => (await tx.query<T>(sql, params)).rows);
    const { counts, ranked } = await findMatches(run, kinds, selected, request);
    return {
      total: selected.reduce((sum, kind) => sum + (counts.get(kind.kind) ?? 0), 0),
      page: request.page,
      pageSize: request.pageSize,
      counts: SEARCH_KINDS.map((kind) => ({ kind, count: counts.get(kind) ?? 0 })),
      hits: await describeHits(run, ranked, SEARCHABLE_KIND_BY_NAME, request.q),
    };
  } catch (error) {
    if ((error as { code?: unknown }).code === QUERY_CANCELED)
      throw new DataApiError('SearchTimeout', 'The search took too long: add a word or a filter to narrow it.');
    throw error;
  }
}
