import { encodeCursor, readOpenDataRequest, readRecordCursor, type OpenDataCursor, type OpenDataRequest } from '../../../amplify/data/open-data/open-data-request';
import { toOpenBanRecord, toOpenShadowbanReport } from '../../../amplify/data/open-data/open-data-records';
import { openDataPageRecords } from '../../../amplify/data/open-data/open-data-page-bytes';
import { PageReadAheads } from '../../../amplify/data/open-data/page-read-ahead';
import type { Queryable } from '../../core/database/database';
import { DataApiError } from '../operations/data-api-error';
import { SqlParams } from '../store/sql-params';
import { filterConditions } from './search-filter-sql';

type Model = 'PlatformBan' | 'ShadowbanExperience';
type Exported<T> = { records: T[]; cursor: string | null };
type Row = { id: string; doc: string; changed: string; creator: string | null };
type ToRecord<T> = (id: string, doc: Record<string, unknown>, creator: string | null) => T;

const badRequest = (message: string) => new DataApiError('BadRequest', message);
/** The updatedAt fact, written as migration 0033's indexes are, so a page is a range read on them. */
const CHANGED = `coalesce(r.facts->>'updatedAt', '') COLLATE "C"`;

/** Each backend's pages read ahead (tests start several backends in one process). */
const readAheads = new WeakMap<Queryable, PageReadAheads<Row>>();
const readAheadsOf = (db: Queryable) => {
  let found = readAheads.get(db);
  if (!found) readAheads.set(db, (found = new PageReadAheads<Row>()));
  return found;
};

/** Where a request starts: everything that shapes its rows, and the position after which they come. */
const positionKey = (model: Model, request: OpenDataRequest, after: OpenDataCursor | undefined) =>
  JSON.stringify([model, request.since ?? null, request.limit, request.filters, after?.updatedAt ?? null, after?.id ?? null]);

/**
 * Up to `count` rows of a model's records in (updatedAt, id) order after `after` (from the start
 * when undefined) and from the request's `since`, passing its filters, each with its creator's
 * username. The document comes as its JSON text, parsed only for the records a page keeps.
 */
async function readRows(db: Queryable, model: Model, request: OpenDataRequest, after: OpenDataCursor | undefined, count: number): Promise<Row[]> {
  const params = new SqlParams();
  // The model as a literal, so the planner can match the partial index's predicate.
  const conditions = [`r.model = '${model}'`];
  if (request.since) conditions.push(`${CHANGED} >= ${params.add(request.since)}`);
  if (after) conditions.push(`(${CHANGED}, r.id) > (${params.add(after.updatedAt)}, ${params.add(after.id)})`);
  // The filters on the record's search_entries row, as search applies them: a filtered download
  // holds exactly the records the same filtered search lists.
  const filters = filterConditions(request.filters, params);
  if (filters.length) conditions.push(`EXISTS (SELECT 1 FROM search_entries s WHERE s.model = '${model}' AND s.id = r.id AND ${filters.join(' AND ')})`);
  // The creator is a subquery, not a join: joined, the planner took a parallel merge of nested
  // loops once the store's statistics were fresh, 5–10 times this plan's time under load (issue
  // 50); here it is always the index range and each row's profile by key. A profile is one row by
  // (model, id), so LIMIT 1 changes no answer but keeps the estimate low under stale statistics.
  const { rows } = await db.query<Row>(
    `SELECT r.id, r.doc::text AS doc, ${CHANGED} AS changed,
            (SELECT p.facts->>'username' FROM data_records p WHERE p.model = 'Profile' AND p.id = r.facts->>'profileId' LIMIT 1) AS creator
       FROM data_records r
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${CHANGED}, r.id
      LIMIT ${params.add(count)}`,
    params.values,
  );
  return rows;
}

/** A page's records from its candidate rows (limit + 1 of them, or every one left), and whether more follow. */
function pageOf<T>(rows: Row[], limit: number, toRecord: ToRecord<T>) {
  // Ends at `limit` records or at the byte bound (open-data-page-bytes.ts), as the AWS function's
  // page does; a row after the one that ends the page is never parsed.
  const records = openDataPageRecords(Math.min(rows.length, limit), limit, (index) => {
    const row = rows[index];
    return toRecord(row.id, JSON.parse(row.doc) as Record<string, unknown>, row.creator);
  });
  return { records, hasMore: rows.length > records.length };
}

/**
 * A page's candidate rows and the page they make: those read ahead for this request, unless there
 * are none, their read failed or they make the last page (read again, so a download's end is read
 * when it is asked for); otherwise read now.
 */
async function candidatesOf<T>(db: Queryable, model: Model, request: OpenDataRequest, after: OpenDataCursor | undefined, toRecord: ToRecord<T>) {
  const ahead = readAheadsOf(db).take(positionKey(model, request, after));
  const more = ahead ? await ahead.more : null;
  if (ahead && more) {
    const rows = [...ahead.rows, ...more];
    const page = pageOf(rows, request.limit, toRecord);
    if (page.hasMore) return { rows, page };
  }
  const rows = await readRows(db, model, request, after, request.limit + 1);
  return { rows, page: pageOf(rows, request.limit, toRecord) };
}

/**
 * One page of a model's records in (updatedAt, id) order after the request's cursor and from its
 * `since`, passing its filters: `limit` of them, or fewer when more would weigh more than a page
 * may (open-data-page-bytes.ts). Every record of these models is public: hidden ones live in
 * HiddenRecord. The cursor is the last kept record's place, so a record that changes during a
 * download moves past the end and is read again there, never skipped.
 *
 * A page reads limit + 1 rows, and the byte bound keeps ~700 of them: the rows it left out start
 * the next page, so when more follow, the rows after them are read at once for the next page's
 * request (PageReadAheads), while this answer is serialised, sent, parsed and encoded; the
 * database's time then overlaps the rest instead of adding to it, and no row is read twice (issue
 * 50). A page so read holds records as they were a moment before it was asked for, as if asked
 * sooner; one that turns out to be the last is read again, so the end of a download is read when
 * it is asked for and every record changed before then is in it.
 */
async function readPage<T>(db: Queryable, model: Model, args: Record<string, unknown>, toRecord: ToRecord<T>): Promise<Exported<T>> {
  const request = readOpenDataRequest(args, badRequest);
  let after: OpenDataCursor | undefined;
  if (request.cursor) {
    after = readRecordCursor(request.cursor);
    if (!after) throw badRequest('cursor is not one a previous page returned.');
  }
  const { rows, page: { records, hasMore } } = await candidatesOf(db, model, request, after, toRecord);
  const last = rows[records.length - 1];
  if (!hasMore || !last) return { records, cursor: null };
  const left = rows.slice(records.length);
  // Fewer rows than asked: none follow the last one read, so the next page is the last, read then.
  // A read ahead that fails is the next request's to read again, where a lasting fault is reported.
  const lastRead = rows[rows.length - 1];
  const more =
    rows.length <= request.limit
      ? Promise.resolve([])
      : readRows(db, model, request, { updatedAt: lastRead.changed, id: lastRead.id }, records.length).catch(() => null);
  readAheadsOf(db).put(positionKey(model, request, { updatedAt: last.changed, id: last.id }), { rows: left, more });
  return { records, cursor: encodeCursor([last.changed, last.id]) };
}

export const readOpenBanRecords = (db: Queryable, args: Record<string, unknown>) => readPage(db, 'PlatformBan', args, toOpenBanRecord);
export const readOpenShadowbanReports = (db: Queryable, args: Record<string, unknown>) => readPage(db, 'ShadowbanExperience', args, toOpenShadowbanReport);
