import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip } from './accepts-gzip';
import { fillHoledGzip, gzipAroundHoles, type HoledGzip } from './holed-gzip';
import { freshNonce, replaceInValue, tokenOffsets, withTokenAt } from './nonce-token';
import { headerText } from './storable-page';

/**
 * A page as kept: what Next sent (with the process's render nonce where Next put it), minus what
 * belongs to one connection or one moment, plus where the nonce sits in the body. The body is
 * compressed once as soon as the page is kept, and then held compressed only (compactedPage: about
 * a fifth of its size, so the cache's bytes hold five times the pages): nearly every client takes
 * gzip, and the rare one that does not gets it inflated again (~0.1 ms a page).
 */
export type StoredPage = {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The body as Next sent it, until it is held compressed (kept when too small to compress). */
  body: Buffer | null;
  /** The body compressed around its nonces, once made; `compressing` while it is being made. */
  gzip: HoledGzip | null;
  compressing: Promise<HoledGzip | null> | null;
  etag: string | undefined;
  nonceOffsets: number[];
  /** The headers whose value names the render nonce (the policy; Link headers may too). */
  headersWithNonce: string[];
};

/** Says on each answer whether the page cache gave it; useful when reading figures and logs. */
export const CACHE_STATUS_HEADER = 'x-page-cache';

/** Smaller answers are not worth compressing (Next's compression has the same threshold). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

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

/**
 * Headers a 304 repeats from the 200 it stands for (RFC 9110 §15.4.5). Not the policy: the client
 * keeps the policy it stored with its copy, whose nonce matches that copy's scripts.
 */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'etag', 'expires', 'vary'];

/** The answer as it is kept, its body being compressed (on libuv's threads) when that is worth it. */
export function toStoredPage(status: number, headers: OutgoingHttpHeaders, body: Buffer, renderNonce: string): StoredPage {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !UNREPLAYED_HEADERS.has(name.toLowerCase())) kept[name] = value;
  }
  kept.vary = withAcceptEncoding(headerText(kept.vary));
  const etag = headerText(headers.etag) || undefined;
  const headersWithNonce = Object.keys(kept).filter((name) => headerText(kept[name]).includes(renderNonce));
  const nonceOffsets = tokenOffsets(body, Buffer.from(renderNonce));
  // zlib does not fail on a buffer; were it to, the page is kept as it is and goes out uncompressed.
  const compressing = body.length >= COMPRESSION_THRESHOLD_BYTES ? gzipAroundHoles(body, nonceOffsets, renderNonce.length).catch(() => null) : null;
  return { status, headers: kept, body, gzip: null, compressing, etag, nonceOffsets, headersWithNonce };
}

/** The page held compressed only, once its compression is done; null when it stays as it is. */
export async function compactedPage(page: StoredPage): Promise<StoredPage | null> {
  const gzip = await page.compressing;
  return gzip ? { ...page, body: null, gzip, compressing: null } : null;
}

/** Bytes a stored page occupies, roughly: its body and its header text. */
export function storedPageBytes(key: string, page: StoredPage): number {
  let bytes = key.length + (page.gzip?.bytes.length ?? page.body?.length ?? 0);
  for (const [name, value] of Object.entries(page.headers)) bytes += name.length + headerText(value).length;
  return bytes;
}

/**
 * Answers from the stored page with a nonce of its own (in the policy and wherever the page had the
 * render nonce): a 304 when the client holds the same ETag, gzip when it takes it, no body for HEAD.
 * Synchronous unless the page's gzip copy is still being made.
 */
export function replayPage(page: StoredPage, req: IncomingMessage, res: ServerResponse, renderNonce: string): void | Promise<void> {
  if (page.etag && isEtagListed(req.headers['if-none-match'], page.etag)) {
    const headers: OutgoingHttpHeaders = { [CACHE_STATUS_HEADER]: 'HIT' };
    for (const name of NOT_MODIFIED_HEADERS) if (page.headers[name] !== undefined) headers[name] = page.headers[name];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const nonce = freshNonce();
  const nonceBytes = Buffer.from(nonce);
  const headers: OutgoingHttpHeaders = { ...page.headers, [CACHE_STATUS_HEADER]: 'HIT' };
  for (const name of page.headersWithNonce) headers[name] = replaceInValue(page.headers[name], renderNonce, nonce);
  const sendGzip = (gzip: HoledGzip) => send(req, res, page.status, { ...headers, 'content-encoding': 'gzip' }, fillHoledGzip(gzip, nonceBytes));
  const sendIdentity = () => send(req, res, page.status, headers, identityBody(page, nonceBytes));
  if (!acceptsGzip(req.headers['accept-encoding'])) return sendIdentity();
  if (page.gzip) return sendGzip(page.gzip);
  if (page.compressing) return page.compressing.then((gzip) => (gzip ? sendGzip(gzip) : sendIdentity()));
  sendIdentity();
}

/** The page's body with `nonce` in it, for a client that takes no gzip. */
function identityBody(page: StoredPage, nonce: Buffer): Buffer {
  if (page.body) return withTokenAt(page.body, page.nonceOffsets, nonce);
  if (!page.gzip) return Buffer.alloc(0);
  // A fresh buffer: the nonce is written into it in place.
  const body = gunzipSync(page.gzip.bytes);
  for (const at of page.nonceOffsets) nonce.copy(body, at);
  return body;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer): void {
  headers['content-length'] = body.length;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** Every stored page is a text page the server would compress for some clients: caches must know it varies. */
function withAcceptEncoding(vary: string): string {
  const fields = vary.split(',').map((field) => field.trim()).filter(Boolean);
  return fields.some((field) => field.toLowerCase() === 'accept-encoding' || field === '*') ? fields.join(', ') : [...fields, 'Accept-Encoding'].join(', ');
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not count. */
function isEtagListed(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
