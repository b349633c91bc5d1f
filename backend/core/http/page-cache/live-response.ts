import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'next/dist/compiled/compression';
import { freshNonce } from './nonce-token';
import { stampNonce } from './nonce-stamp';

/** Next's own compression middleware (next.config.ts turns it off inside Next so that it runs here). */
const compress = compression();

/**
 * Readies a response Next is about to write: compressed as Next would have compressed it, and
 * stamped with a fresh nonce before that (the stamp is installed last, so it sees Next's bytes
 * first and compression gets the stamped ones).
 */
export function prepareLiveResponse(req: IncomingMessage, res: ServerResponse, renderNonce: string): void {
  compress(req, res, () => undefined);
  stampNonce(res, renderNonce, freshNonce());
}
