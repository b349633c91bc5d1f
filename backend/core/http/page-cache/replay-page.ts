import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { headerText } from './storable-page';

/** A page as kept: what Next sent, minus what belongs to one connection or one moment. */
export type StoredPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer; etag: string | undefined };

/** Says on each answer whether the page cache gave it; useful when reading figures and logs. */
export const CACHE_STATUS_HEADER = 'x-page-cache';

/**
 * Headers not replayed: hop-by-hop ones (RFC 9110 §7.6.1) belong to the connection Next answered
 * on; Node writes Date and Content-Length (and chunking) for the replay itself.
 */
const UNREPLAYED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'date',
  'content-length',
  CACHE_STATUS_HEADER,
]);

/** Headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'etag', 'expires', 'vary'];

export function toStoredPage(status: number, headers: OutgoingHttpHeaders, body: Buffer): StoredPage {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !UNREPLAYED_HEADERS.has(name.toLowerCase())) kept[name] = value;
  }
  const etag = headerText(headers.etag) || undefined;
  return { status, headers: kept, body, etag };
}

/** Bytes a stored page occupies, roughly: its body and its header text. */
export function storedPageBytes(key: string, page: StoredPage): number {
  let bytes = key.length + page.body.length;
  for (const [name, value] of Object.entries(page.headers)) bytes += name.length + headerText(value).length;
  return bytes;
}

/** Answers from the stored page: a 304 when the client holds the same ETag, no body for HEAD. */
export function replayPage(page: StoredPage, req: IncomingMessage, res: ServerResponse): void {
  if (page.etag && isEtagListed(req.headers['if-none-match'], page.etag)) {
    const headers: OutgoingHttpHeaders = { [CACHE_STATUS_HEADER]: 'HIT' };
    for (const name of NOT_MODIFIED_HEADERS) if (page.headers[name] !== undefined) headers[name] = page.headers[name];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(page.status, { ...page.headers, 'content-length': page.body.length, [CACHE_STATUS_HEADER]: 'HIT' });
  if (req.method === 'HEAD') res.end();
  else res.end(page.body);
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not count. */
function isEtagListed(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
