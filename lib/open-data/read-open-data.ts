import type { RecordFilters } from '@/amplify/data/search/record-filters';
import { readPublicData } from '@/lib/data/public-data';
import type { OpenDataSet } from './open-data-sets';

/** One exported record: its declared fields by name. */
export type OpenDataRow = Record<string, string | number | boolean | null>;
export type OpenDataPage = { rows: OpenDataRow[]; cursor: string | null };

/**
 * Records asked for per request: the most a page may hold. A page may hold fewer (the data API
 * ends it at a byte bound, amplify/data/open-data/open-data-page-bytes.ts) or none: only its cursor
 * says whether more follow.
 */
const PAGE_SIZE = 1_000;

/**
 * One page of a set's records from the data API (the open data queries, on the public API key),
 * never cached: a download reads what is there now, a page at a time.
 */
export async function readOpenDataPage(set: OpenDataSet, since: string | null, cursor: string | null, filters: RecordFilters = {}): Promise<OpenDataPage> {
  return readPublicData<OpenDataPage>(async (client, context) => {
    const args = { since, cursor, limit: PAGE_SIZE, ...filters };
    // The two queries' answers differ only in their records' fields, which the set lists.
    type Answer = { data: { records: readonly object[]; cursor?: string | null } | null; errors?: readonly { message: string }[] };
    const answer: Answer = set.name === 'bans' ? await client.queries.openBanRecords(context, args) : await client.queries.openShadowbanReports(context, args);
    if (answer.errors?.length || !answer.data) throw new Error(`Data API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
    return { rows: answer.data.records.map((record) => record as OpenDataRow), cursor: answer.data.cursor ?? null };
  });
}
