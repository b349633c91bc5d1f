import { parseRawQuery } from '../../core/sigv4/canonical-request';
import { S3Error } from './s3-error';

/** What an S3 request names: the bucket, the object key (absent for bucket requests) and the query. */
export interface S3Target {
  bucket?: string;
  key?: string;
  query: Record<string, string[]>;
}

/** S3's limit on a key, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 1024;

const invalidUri = () => new S3Error(400, 'InvalidURI', "Couldn't parse the specified URI.");

/**
 * Reads bucket, key and query from the raw request target (not the normalised URL: `..` must be
 * seen, not resolved away). Keys are checked here, before anything uses them.
 */
export function parseS3Target(rawUrl: string, prefix: string): S3Target {
  const target = rawUrl.replace(/^[a-z]+:\/\/[^/]*/i, '');
  const queryStart = target.indexOf('?');
  const path = queryStart < 0 ? target : target.slice(0, queryStart);
  const query = parseRawQuery(queryStart < 0 ? '' : target.slice(queryStart + 1));
  if (!query || !path.startsWith(prefix)) throw invalidUri();
  const rest = path.slice(prefix.length);
  if (rest === '') return { query };
  const slash = rest.indexOf('/');
  const bucket = decodeSegment(slash < 0 ? rest : rest.slice(0, slash));
  const rawKey = slash < 0 ? '' : rest.slice(slash + 1);
  if (rawKey === '') return { bucket, query };
  const key = decodeSegment(rawKey);
  assertValidKey(key);
  return { bucket, key, query };
}

/** No empty, absolute or over-long keys, no `.` or `..` segments, no control characters. */
export function assertValidKey(key: string): void {
  const refuse = (why: string) => new S3Error(400, 'InvalidArgument', `Invalid object key: ${why}.`, { ArgumentName: 'key', ArgumentValue: key.slice(0, 200) });
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw new S3Error(400, 'KeyTooLongError', 'Your key is too long.');
  if (key.startsWith('/')) throw refuse('it must not start with "/"');
  if (DOT_SEGMENT.test(key)) throw refuse('"." and ".." are not allowed as path segments');
  if (/[\u0000-\u001f\u007f]/.test(key)) throw refuse('control characters are not allowed');
}

/** A `.` or `..` segment anywhere in a key. */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

function decodeSegment(raw: string): string {
  // Without an escape there is nothing to decode (and nothing broken to refuse).
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidUri();
  }
}
