import { encodeCursor, readOpenDataRequest, readRecordCursor, type OpenDataRequest } from '../../../amplify/data/open-data/open-data-request';
import { OPEN_BAN_COLUMNS, OPEN_SHADOWBAN_COLUMNS, toOpenBanRow, toOpenShadowbanRow, type OpenDataValue } from '../../../amplify/data/open-data/open-data-records';
import { openDataPageRows } from '../../../amplify/data/open-data/open-data-page-bytes';
import type { Queryable } from '../../core/database/database';
import { DataApiError } from '../operations/data-api-error';
import { SqlParams } from '../store/sql-params';
import { filterConditions } from './search-filter-sql';
import { OpenDataReadAhead } from './open-data-read-ahead';

/** A page as the query answers it (models/open-data-operations.ts): its columns, its rows as one JSON text, where to go on. */
type Exported = { columns: readonly string[]; rows: string; cursor: string | null };

const badRequest = (message: string) => new DataApiError('BadRequest', message);
/** The updatedAt fact, written as migration 0033's indexes are, so a page is a range read on them. */
const CHANGED = `coalesce(r.facts->>'updatedAt', '') COLLATE "C"`;

type PageRow = { id: string; doc: string; changed: string; creator: string | null; version: string };
type Model = 'PlatformBan' | 'ShadowbanExperience';

/** Each database's pages read ahead (open-data-read-ahead.ts). */
const readAheadByDatabase = new WeakMap<Queryable, OpenDataReadAhead<PageRow>>();

function readAheadOf(db: Queryable): OpenDataReadAhead<PageRow> {
  let readAhead = readAheadByDatabase.get(db);
  if (!readAhead) {
    readAhead = new OpenDataReadAhead<PageRow>();
    readAheadByDatabase.set(db, readAhead);
  }
  return readAhead;
}

/** The version of the records the pages are made of (migration 0040): bans, reports and the profiles naming their creators. */
const VERSION = 'SELECT v.version::text AS version FROM open_data_version v';

/** What names a page: everything its statement reads by. */
const pageKey = (model: Model, request: OpenDataRequest) => JSON.stringify([model, request.since ?? null, request.cursor ?? null, request.limit, request.filters]);

/**
 * The statement of one page of a model's records in (updatedAt, id) order after the request's
 * cursor and from its `since`, passing its filters, each with its creator's username, and the
 * version of the records it reads (in the same statement: the same snapshot). `limit` + 1 rows:
 * the one after the page says whether more follow.
 */
function pageStatement(model: Model, request: OpenDataRequest): { sql: string; values: unknown[] } {
  const params = new SqlParams();
  // The model as a literal, so the planner can match the partial index's predicate.
  const conditions = [`r.model = '${model}'`];
  if (request.since) conditions.push(`${CHANGED} >= ${params.add(request.since)}`);
  if (request.cursor) {
    const after = readRecordCursor(request.cursor);
    if (!after) throw badRequest('cursor is not one a previous page returned.');
    conditions.push(`(${CHANGED}, r.id) > (${params.add(after.updatedAt)}, ${params.add(after.id)})`);
  }
  // The filters on the record's search_entries row, as search applies them: a filtered download
  // holds exactly the records the same filtered search lists.
  const filters = filterConditions(request.filters, params);
  if (filters.length) conditions.push(`EXISTS (SELECT 1 FROM search_entries s WHERE s.model = '${model}' AND s.id = r.id AND ${filters.join(' AND ')})`);
  // The document as its JSON text, parsed only for the records the page keeps (openDataPageRows
  // stops at the byte bound). The creator is a subquery, not a join: joined, the planner took a
  // parallel merge of nested loops once the store's statistics were fresh, 230-700 ms a page
  // against 28-62 ms this way under load (issue 50); here it is always the index range and each
  // row's profile by key. A profile is one row by (model, id), so LIMIT 1 changes no answer but
  // keeps the estimate low.
  return {
    sql: `SELECT r.id, r.doc::text AS doc, ${CHANGED} AS changed,
            (SELECT p.facts->>'username' FROM data_records p WHERE p.model = 'Profile' AND p.id = r.facts->>'profileId' LIMIT 1) AS creator,
            (${VERSION}) AS version
       FROM data_records r
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${CHANGED}, r.id
      LIMIT ${params.add(request.limit + 1)}`,
    values: params.values,
  };
}

const readRows = async (db: Queryable, model: Model, request: OpenDataRequest): Promise<PageRow[]> => {
  const { sql, values } = pageStatement(model, request);
  return (await db.query<PageRow>(sql, values)).rows;
};

/**
 * One page of a model's records (pageStatement): `limit` of them, or fewer when more would weigh
 * more than a page may (open-data-page-bytes.ts). Every record of these models is public: hidden
 * ones live in HiddenRecord. The cursor is the last kept record's place, so a record that changes
 * during a download moves past the end and is read again there, never skipped. The rows come from
 * the read ahead when the page before started reading them and the records have not changed since
 * (open-data-read-ahead.ts); as this page is answered, the next one's are read.
 */
async function readPage(
  db: Queryable,
  model: Model,
  args: Record<string, unknown>,
  columns: readonly string[],
  toRow: (id: string, doc: Record<string, unknown>, creator: string | null) => OpenDataValue[],
): Promise<Exported> {
  const request = readOpenDataRequest(args, badRequest);
  const readAhead = readAheadOf(db);
  const currentVersion = async () => (await db.query<{ version: string }>(VERSION)).rows[0]?.version ?? null;
  const rows = (await readAhead.take(pageKey(model, request), currentVersion)) ?? (await readRows(db, model, request));
  // Ends at `limit` records or at the byte bound (open-data-page-bytes.ts), as the AWS function's page does.
  const page = openDataPageRows(Math.min(rows.length, request.limit), request.limit, (index) => {
    const row = rows[index];
    return toRow(row.id, JSON.parse(row.doc) as Record<string, unknown>, row.creator);
  });
  const last = rows[page.length - 1];
  const cursor = rows.length > page.length && last ? encodeCursor([last.changed, last.id]) : null;
  if (cursor) {
    const next = { ...request, cursor };
    readAhead.start(pageKey(model, next), async () => {
      const read = await readRows(db, model, next);
      return { rows: read, version: read[0]?.version ?? null };
    });
  }
  return { columns, rows: page.rows, cursor };
}

export const readOpenBanRecords = (db: Queryable, args: Record<string, unknown>) => readPage(db, 'PlatformBan', args, OPEN_BAN_COLUMNS, toOpenBanRow);
export const readOpenShadowbanReports = (db: Queryable, args: Record<string, unknown>) => readPage(db, 'ShadowbanExperience', args, OPEN_SHADOWBAN_COLUMNS, toOpenShadowbanRow);
