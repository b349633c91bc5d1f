import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

/** Methods nothing here answers: TRACE and TRACK echo a request back (cross-site tracing), CONNECT asks for a tunnel. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

/**
 * Headers of Next's client router that mean something only on an RSC request (`RSC: 1`). On an
 * HTML request Next still reads some of them, and a prefetch flag there makes it render the
 * router's browser-only code on the server (ReferenceError: location is not defined, a 500).
 */
const RSC_ONLY_HEADERS = ['next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];

/** Next's header for calling a server action; the site declares none, and an unknown one makes Next fail. */
const SERVER_ACTION_HEADER = 'next-action';

/**
 * The only site paths that take request bodies: route handlers such as /api/revalidate, and the
 * development overlay's endpoints (Next answers them in development mode only). Pages answer GET
 * and HEAD: the site has no server actions and no forms posting to pages, and Next, asked to
 * render a page for a POST whose body is then cut off, fails with an unhandled rejection.
 */
const BODY_PATH_PREFIXES = ['/api/', '/__nextjs_'];
const PAGE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Query names Next cannot take: it hands pages their searchParams as a promise carrying the query
 * as properties, and a `constructor` that is not an object breaks every await of it (TypeError).
 */
const UNUSABLE_QUERY_NAMES = ['constructor'];

/** Answers a request no route may take; true when it did (the caller then stops). */
export function refuseUnservedMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (!REFUSED_METHODS.has(req.method ?? '')) return false;
  answer(res, 405, 'This method is not served here.', { Allow: ALLOWED_METHODS });
  return true;
}

/**
 * Readies a request for Next or answers it: drops router headers an HTML request has no use for,
 * and refuses what Next would answer with a 500 (a router state it cannot parse, a server action
 * the site does not have, a body sent to a page, a query it cannot hand to a page) with a 4xx.
 * True when it answered.
 */
export function refuseMalformedPageRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.headers[SERVER_ACTION_HEADER] !== undefined) {
    answer(res, 404, 'This site has no server actions.');
    return true;
  }
  if (!PAGE_METHODS.has(req.method ?? '') && !BODY_PATH_PREFIXES.some((prefix) => (req.url ?? '').startsWith(prefix))) {
    answer(res, 405, 'Pages answer GET and HEAD only.', { Allow: 'GET, HEAD' });
    return true;
  }
  if (hasUnusableQueryName(req.url ?? '')) {
    answer(res, 400, `Query parameters named ${UNUSABLE_QUERY_NAMES.join(', ')} are not accepted.`);
    return true;
  }
  if (req.headers.rsc !== '1') {
    for (const name of RSC_ONLY_HEADERS) delete req.headers[name];
    return false;
  }
  const state = req.headers['next-router-state-tree'];
  if (state === undefined) return false;
  try {
    parseAndValidateFlightRouterState(state);
    return false;
  } catch {
    answer(res, 400, 'The router state header is not valid.');
    return true;
  }
}

function hasUnusableQueryName(url: string): boolean {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return false;
  const names = new URLSearchParams(url.slice(queryAt + 1)).keys();
  return [...names].some((name) => UNUSABLE_QUERY_NAMES.includes(name));
}

function answer(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}
