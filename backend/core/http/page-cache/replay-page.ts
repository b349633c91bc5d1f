import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { acceptsGzip } from './accepts-gzip';
import { fillHoledGzip, gzipAroundHoles, type HoledGzip } from './holed-gzip';
import { freshNonce, replaceInValue, tokenOffsets, withTokenAt } from './nonce-token';
import { headerText } from './storable-page';

/**
 * A page as kept: what Next sent (uncompressed, with the process's render nonce where Next put
 * it), minus what belongs to one connection or one moment, plus where the nonce sits in the body.
 */
export type StoredPage = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
  nonceOffsets: number[];
  /** The headers whose value names the render nonce (the policy; Link headers may too). */
  headersWithNonce: string[];
  /** Compressed once, when a client that takes gzip first asks for it. */
  gzip?: Promise<HoledGzip>;
  /** Buffers of the body's size whose answers have gone out, for the next answers to fill (no allocation per answer). */
  spareBodies: Buffer[];
};

/** Says on each answer whether the page cache gave it; useful when reading figures and logs. */
export const CACHE_STATUS_HEADER = 'x-page-cache';

/** Smaller answers are not worth compressing (Next's compression has the same threshold). */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Spare body buffers kept per page (outside the cache's byte bound): about the answers one page has on their way out at once. */
const MAX_SPARE_BODIES = 8;

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

export function toStoredPage(status: number, headers: OutgoingHttpHeaders, body: Buffer, renderNonce: string): StoredPage {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !UNREPLAYED_HEADERS.has(name.toLowerCase())) kept[name] = value;
  }
  kept.vary = withAcceptEncoding(headerText(kept.vary));
  const etag = headerText(headers.etag) || undefined;
  const headersWithNonce = Object.keys(kept).filter((name) => headerText(kept[name]).includes(renderNonce));
  return { status, headers: kept, body, etag, nonceOffsets: tokenOffsets(body, Buffer.from(renderNonce)), headersWithNonce, spareBodies: [] };
}

/** Bytes a stored page occupies, roughly: its body and its header text. */
export function storedPageBytes(key: string, page: StoredPage): number {
  let bytes = key.length + page.body.length;
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
  if (page.body.length >= COMPRESSION_THRESHOLD_BYTES && acceptsGzip(req.headers['accept-encoding'])) {
    page.gzip ??= gzipAroundHoles(page.body, page.nonceOffsets, renderNonce.length);
    // zlib does not fail on a buffer; were it to, the page still goes out, uncompressed.
    return page.gzip.then(
      (gzip) => send(req, res, page.status, { ...headers, 'content-encoding': 'gzip' }, fillHoledGzip(gzip, nonceBytes)),
      () => sendIdentity(page, req, res, headers, nonceBytes),
    );
  }
  sendIdentity(page, req, res, headers, nonceBytes);
}

function sendIdentity(page: StoredPage, req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders, nonce: Buffer): void {
  const spare = page.nonceOffsets.length > 0 ? page.spareBodies.pop() : undefined;
  const body = withTokenAt(page.body, page.nonceOffsets, nonce, spare);
  // Once the answer has gone out (not when the client left half-way), its buffer serves the next one.
  if (body !== page.body) res.once('finish', () => page.spareBodies.length < MAX_SPARE_BODIES && page.spareBodies.push(body));
  send(req, res, page.status, headers, body);
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
