import type { Queryable } from '../../../core/database/database';
import { invalidArgument } from '../../protocol/s3-error';
import type { ListObjectsPage, ListObjectsQuery, ObjectInfo } from '../object-store';
import { listCatalogueEntries } from './disk-catalogue';

/** Where a page ended: after a key, or past every key under a common prefix. */
interface Cursor {
  after: string;
  isPrefix: boolean;
}

const BATCH_SIZE = 1000;

/**
 * ListObjectsV2 over the catalogue: keys under the prefix in byte order; with a delimiter, keys
 * that hold it past the prefix roll up into one common prefix each, and the scan jumps past all
 * of that prefix's keys in one query instead of reading them.
 */
export async function listDiskObjects(db: Queryable, query: ListObjectsQuery): Promise<ListObjectsPage> {
  const objects: ObjectInfo[] = [];
  const commonPrefixes: string[] = [];
  let cursor: Cursor | undefined = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (!cursor && query.startAfter) cursor = { after: query.startAfter, isPrefix: false };
  const count = () => objects.length + commonPrefixes.length;

  while (count() < query.maxKeys) {
    const bound = cursor?.isPrefix ? { from: successorOf(cursor.after) } : { after: cursor?.after };
    const batch = await listCatalogueEntries(db, { prefix: query.prefix, ...bound, limit: Math.min(BATCH_SIZE, query.maxKeys - count() + 1) });
    if (batch.length === 0) return { objects, commonPrefixes, isTruncated: false };
    for (const { info } of batch) {
      if (count() === query.maxKeys) return truncated(objects, commonPrefixes, cursor);
      const commonPrefix = commonPrefixOf(info.key, query.prefix, query.delimiter);
      if (commonPrefix) {
        commonPrefixes.push(commonPrefix);
        cursor = { after: commonPrefix, isPrefix: true };
        break;
      }
      objects.push(info);
      cursor = { after: info.key, isPrefix: false };
    }
  }
  // The page is full; it is truncated only if anything at all comes after it.
  const bound = cursor?.isPrefix ? { from: successorOf(cursor.after) } : { after: cursor?.after };
  const rest = query.maxKeys === 0 ? [] : await listCatalogueEntries(db, { prefix: query.prefix, ...bound, limit: 1 });
  return rest.length > 0 ? truncated(objects, commonPrefixes, cursor) : { objects, commonPrefixes, isTruncated: false };
}

function truncated(objects: ObjectInfo[], commonPrefixes: string[], cursor: Cursor | undefined): ListObjectsPage {
  return { objects, commonPrefixes, isTruncated: true, nextCursor: cursor ? encodeCursor(cursor) : undefined };
}

function commonPrefixOf(key: string, prefix: string, delimiter: string | undefined): string | null {
  if (!delimiter) return null;
  const index = key.indexOf(delimiter, prefix.length);
  return index < 0 ? null : key.slice(0, index + delimiter.length);
}

/** The smallest string above every string that starts with `prefix` (byte order is code point order). */
function successorOf(prefix: string): string {
  const codePoints = [...prefix];
  const last = codePoints.pop() ?? '';
  return codePoints.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.after, cursor.isPrefix])).toString('base64url');
}

function decodeCursor(token: string): Cursor {
  try {
    const [after, isPrefix] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (typeof after === 'string' && typeof isPrefix === 'boolean') return { after, isPrefix };
  } catch {
    // Falls through to the error below.
  }
  throw invalidArgument('The continuation token provided is incorrect', 'continuation-token', token);
}
