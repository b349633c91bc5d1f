import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, HEAD, PUT, POST, DELETE, PATCH, OPTIONS';
/** Headers the Amplify and AWS SDK clients read from responses. */
const EXPOSED_HEADERS = ['x-amzn-RequestId', 'x-amzn-ErrorType', 'x-amzn-ErrorMessage', 'Date', 'ETag'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Answers a CORS preflight (OPTIONS with Access-Control-Request-Method) with 204 and returns true;
 * any other request returns false. The backend authenticates with tokens and signatures, not
 * cookies, so echoing the origin grants nothing a page could not already do.
 */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
    Vary: 'Origin, Access-Control-Request-Headers',
  };
  const requested = req.headers['access-control-request-headers'];
  if (requested) headers['Access-Control-Allow-Headers'] = requested;
  res.writeHead(204, headers);
  res.end();
  return true;
}

/** Lets a page on `Origin` read this response and the AWS headers on it. */
export function applyCorsHeaders(req: IncomingMessage, res: ServerResponse, extraExposedHeaders: string[] = []): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Expose-Headers', [...EXPOSED_HEADERS, ...extraExposedHeaders].join(', '));
  res.appendHeader('Vary', 'Origin');
}
