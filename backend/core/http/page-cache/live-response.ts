import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'next/dist/compiled/compression';
import { freshNonce } from './nonce-token';
import { stampNonce } from './nonce-stamp';

/**
 * Next's own compression middleware (next.config.ts turns it off inside Next so that it runs here).
 * Route handlers' headers reach the response through appendHeader, which stores Content-Type as
 * an array; the middleware's filter only reads a string, so feeds, sitemaps and the open data
 * files went out uncompressed. The header is made a string again before the filter reads it.
 */
const compress = compression({
  filter: (req, res) => {
    const type = res.getHeader('Content-Type');
    if (Array.isArray(type)) res.setHeader('Content-Type', type.join(', '));
    return compression.filter(req, res);
  },
});

/**
 * Readies a response Next is about to write: compressed as Next would have compressed it, and
 * stamped with a fresh nonce before that (the stamp is installed last, so it sees Next's bytes
 * first and compression gets the stamped ones).
 */
export function prepareLiveResponse(req: IncomingMessage, res: ServerResponse, renderNonce: string): void {
  compress(req, res, () => undefined);
  stampNonce(res, renderNonce, freshNonce());
}
