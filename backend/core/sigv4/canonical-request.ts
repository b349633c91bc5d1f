import { createHash, createHmac } from 'node:crypto';
import { getCanonicalQuery } from '@smithy/signature-v4';
import { emptyRecord } from '../own-property';

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Paths and query texts made only of characters SigV4's encoding leaves alone (RFC 3986's unreserved) and separators. */
const UNRESERVED_PATH = /^[A-Za-z0-9\-._~/]*$/;
const UNRESERVED_QUERY = /^[A-Za-z0-9\-._~=&]*$/;
/** Pairs a plain query may have (the SDK sends one); more go the general way, so the check stays short. */
const MAX_PLAIN_QUERY_PAIRS = 8;

/** How a service canonicalises the path: S3 signs it as sent; the others normalise it and encode it again. */
export type PathEncoding = 's3' | 'double';

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 3986 encoding, as every AWS SDK encodes for signing. */
export function uriEscape(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function deriveSigningKey(secret: string, shortDate: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, shortDate), region), service), 'aws4_request');
}

/**
 * The canonical URI of a raw (still percent-encoded) request path, or null when it holds a broken
 * escape. S3 decodes and re-encodes each segment once (so `%3a` and `%3A` sign alike); other
 * services drop `.` and `..` segments and encode the encoded path again.
 */
export function canonicalPath(rawPath: string, encoding: PathEncoding): string | null {
  if (encoding === 's3') {
    // Unreserved characters decode and encode to themselves: such a path is its own canonical form.
    if (UNRESERVED_PATH.test(rawPath)) return rawPath;
    try {
      return rawPath
        .split('/')
        .map((segment) => uriEscape(decodeURIComponent(segment)))
        .join('/');
    } catch {
      return null;
    }
  }
  const segments: string[] = [];
  for (const segment of rawPath.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const normalized = `${rawPath.startsWith('/') ? '/' : ''}${segments.join('/')}${segments.length > 0 && rawPath.endsWith('/') ? '/' : ''}`;
  return uriEscape(normalized).replace(/%2F/g, '/');
}

/**
 * The raw query string as name → values, decoded without turning `+` into a space (AWS clients
 * encode spaces). Names are the client's: the record has no prototype, so `?constructor` is a name like any other.
 */
export function parseRawQuery(rawQuery: string): Record<string, string[]> | null {
  const query = emptyRecord<string[]>();
  if (rawQuery === '') return query;
  try {
    for (const pair of rawQuery.split('&')) {
      if (pair === '') continue;
      const separator = pair.indexOf('=');
      const name = decodeComponent(separator < 0 ? pair : pair.slice(0, separator));
      const value = separator < 0 ? '' : decodeComponent(pair.slice(separator + 1));
      (query[name] ??= []).push(value);
    }
  } catch {
    return null;
  }
  return query;
}

/** decodeURIComponent, which leaves a text without `%` as it is (and throws on a broken escape). */
function decodeComponent(text: string): string {
  return text.includes('%') ? decodeURIComponent(text) : text;
}

/**
 * canonicalQuery(parseRawQuery(rawQuery)) for the common raw query of unreserved names and values
 * (the SDK's `x-id=PutObject`), worked out without decoding, encoding or a parsed copy; undefined
 * for any other query (a name twice, a second `=` in a pair, anything to decode), which the caller
 * then parses in full. Like the SDK's signer, it leaves out X-Amz-Signature.
 */
export function plainCanonicalQuery(rawQuery: string): string | undefined {
  if (rawQuery === '') return '';
  if (!UNRESERVED_QUERY.test(rawQuery)) return undefined;
  const pairs: [name: string, text: string][] = [];
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    if (separator >= 0 && pair.indexOf('=', separator + 1) >= 0) return undefined;
    const name = separator < 0 ? pair : pair.slice(0, separator);
    if (name.toLowerCase() === 'x-amz-signature') continue;
    if (pairs.length === MAX_PLAIN_QUERY_PAIRS || pairs.some(([other]) => other === name)) return undefined;
    pairs.push([name, separator < 0 ? `${pair}=` : pair]);
  }
  if (pairs.length === 1) return pairs[0][1];
  // By name, as the signer sorts its encoded names (each name is here once).
  return pairs
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, text]) => text)
    .join('&');
}

export function canonicalQuery(query: Record<string, string[]>): string {
  const flattened = Object.fromEntries(Object.entries(query).map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
  return getCanonicalQuery({ query: flattened } as Parameters<typeof getCanonicalQuery>[0]);
}

/** Header values as SigV4 wants them: trimmed, inner runs of spaces collapsed, repeats joined by commas. */
export function canonicalHeaderValue(values: readonly string[]): string {
  // The usual header: one value with no white space to trim or collapse (a session token, a date, a hash).
  if (values.length === 1 && !/\s/.test(values[0])) return values[0];
  return values.map((value) => value.trim().replace(/\s+/g, ' ')).join(',');
}

export function createStringToSign(amzDate: string, scope: string, canonicalRequest: string): string {
  return [SIGV4_ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
}
