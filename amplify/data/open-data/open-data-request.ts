/**
 * The arguments of the open data queries (models/open-data-operations.ts), read and checked the
 * same way by the site's /data files, the local backend and the AWS function. Plain: no I/O.
 */
import { readRecordFilters, type RecordFilters } from '../search/record-filters';
import { readIsoInstant } from './iso-instant';

/**
 * Records per page when a request names no limit, and the most it may ask for. A page may hold
 * fewer: it also ends at a byte bound (open-data-page-bytes.ts), and only its cursor says whether
 * more follow.
 */
export const OPEN_DATA_PAGE = { default: 500, max: 1_000 } as const;

/** Where a walk in (updatedAt, id) order stopped: the last record the previous page held. */
export type OpenDataCursor = { updatedAt: string; id: string };

/** A page's place and size, and the filters (record-filters.ts, as search reads them) its records pass. */
export type OpenDataRequest = { since?: string; cursor?: string; limit: number; filters: RecordFilters };

export const SINCE_MESSAGE =
  'since must be a date or a date and time in ISO 8601, such as 2026-01-31 or 2026-01-31T12:00:00Z (a time needs its offset: Z or +02:00), on a real calendar day in the years 0001 to 9999.';

/**
 * An instant in the form records store it (ISO, UTC, milliseconds), or undefined when `value` is
 * not one that GraphQL's AWSDateTime (or, for a bare date, AWSDate) would take (iso-instant.ts).
 */
export function normalizeSince(value: unknown): string | undefined {
  return typeof value === 'string' ? readIsoInstant(value.trim()) : undefined;
}

/** A cursor is opaque to callers: base64url JSON, checked on the way back in. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The JSON a cursor holds, or undefined when it is not one this backend wrote. */
export function decodeCursor(cursor: string): unknown {
  if (cursor.length > 1_000 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The local backend's cursor: [updatedAt, id]. */
export function readRecordCursor(cursor: string): OpenDataCursor | undefined {
  const value = decodeCursor(cursor);
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [updatedAt, id] = value as unknown[];
  if (typeof updatedAt !== 'string' || typeof id !== 'string' || updatedAt.length > 64 || id.length > 200) return undefined;
  return { updatedAt, id };
}

/**
 * A request's since, cursor, limit and filters, or `refuse`'s error naming what is wrong. `since` comes
 * back in the form records store, so it compares as text.
 */
export function readOpenDataRequest(args: Record<string, unknown>, refuse: (message: string) => Error): OpenDataRequest {
  const request: OpenDataRequest = { limit: OPEN_DATA_PAGE.default, filters: readRecordFilters(args, refuse) };
  if (args.limit !== undefined && args.limit !== null) {
    if (!Number.isInteger(args.limit) || (args.limit as number) < 1 || (args.limit as number) > OPEN_DATA_PAGE.max)
      throw refuse(`limit must be a whole number from 1 to ${OPEN_DATA_PAGE.max}.`);
    request.limit = args.limit as number;
  }
  if (args.since !== undefined && args.since !== null) {
    const since = normalizeSince(args.since);
    if (since === undefined) throw refuse(SINCE_MESSAGE);
    request.since = since;
  }
  if (args.cursor !== undefined && args.cursor !== null && args.cursor !== '') {
    if (typeof args.cursor !== 'string' || decodeCursor(args.cursor) === undefined) throw refuse('cursor is not one a previous page returned.');
    request.cursor = args.cursor;
  }
  return request;
}
