import { createHash, createHmac } from 'node:crypto';
import { getCanonicalQuery } from '@smithy/signature-v4';
import { emptyRecord } from '../own-property';

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

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
  try {
    for (const pair of rawQuery.split('&')) {
      if (pair === '') continue;
      const separator = pair.indexOf('=');
      const name = decodeURIComponent(separator < 0 ? pair : pair.slice(0, separator));
      const value = separator < 0 ? '' : decodeURIComponent(pair.slice(separator + 1));
      (query[name] ??= []).push(value);
    }
  } catch {
    return null;
  }
  return query;
}

export function canonicalQuery(query: Record<string, string[]>): string {
  const flattened = Object.fromEntries(Object.entries(query).map(([name, values]) => [name, values.length === 1 ? values[0] : values]));
  return getCanonicalQuery({ query: flattened } as Parameters<typeof getCanonicalQuery>[0]);
}

/** Header values as SigV4 wants them: trimmed, inner runs of spaces collapsed, repeats joined by commas. */
export function canonicalHeaderValue(values: readonly string[]): string {
  return values.map((value) => value.trim().replace(/\s+/g, ' ')).join(',');
}

export function createStringToSign(amzDate: string, scope: string, canonicalRequest: string): string {
  return [SIGV4_ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
}
