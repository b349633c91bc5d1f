import type { RecordFilters } from '@/amplify/data/search/record-filters';
import { readPublicData } from '@/lib/data/public-data';
import type { OpenDataSet } from './open-data-sets';
import type { OpenDataValue } from '@/amplify/data/open-data/open-data-records';

export type { OpenDataValue };
/** One exported record: its declared fields by name. */
export type OpenDataRow = Record<string, OpenDataValue>;
/**
 * One page as the data API answers it: its records as rows, each row the record's values in
 * `columns`' order (amplify/data/open-data/open-data-records.ts), and where to go on (null: the last).
 */
export type OpenDataPage = { columns: readonly string[]; rows: readonly (readonly OpenDataValue[])[]; cursor: string | null };

/**
 * Records asked for per request: the most a page may hold. A page may hold fewer (the data API
 * ends it at a byte bound, amplify/data/open-data/open-data-page-bytes.ts) or none: only its cursor
 * says whether more follow.
 */
const PAGE_SIZE = 1_000;

const notAPage = () => new Error('Data API: the answer is not a page of rows.');

/**
 * A page's rows from the answer's JSON text (AWSJSON, which the client hands on as it came), each
 * checked to be a row: a download never writes what it cannot read.
 */
function rowsOf(rows: unknown): OpenDataPage['rows'] {
  const parsed: unknown = typeof rows === 'string' ? JSON.parse(rows) : rows;
  if (!Array.isArray(parsed)) throw notAPage();
  for (const row of parsed) if (!Array.isArray(row)) throw notAPage();
  return parsed as OpenDataPage['rows'];
}

/**
 * One page of a set's records from the data API (the open data queries, on the public API key),
 * never cached: a download reads what is there now, a page at a time.
 */
export async function readOpenDataPage(set: OpenDataSet, since: string | null, cursor: string | null, filters: RecordFilters = {}): Promise<OpenDataPage> {
  return readPublicData<OpenDataPage>(async (client, context) => {
    const args = { since, cursor, limit: PAGE_SIZE, ...filters };
    // The two queries' answers have the same shape: the columns name each row's values.
    type Answer = { data: { columns: readonly (string | null)[]; rows: unknown; cursor?: string | null } | null; errors?: readonly { message: string }[] };
    const answer: Answer = set.name === 'bans' ? await client.queries.openBanRecords(context, args) : await client.queries.openShadowbanReports(context, args);
    if (answer.errors?.length || !answer.data) throw new Error(`Data API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
    const { columns } = answer.data;
    if (!Array.isArray(columns) || !columns.every((column): column is string => typeof column === 'string')) throw notAPage();
    return { columns, rows: rowsOf(answer.data.rows), cursor: answer.data.cursor ?? null };
  });
}
