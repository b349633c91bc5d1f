import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { REVALIDATE_SECRET_HEADER } from './server-credential';

/** The site's route that refreshes Next's caches (app/api/revalidate/route.ts). */
export const REVALIDATE_PATH = '/api/revalidate';
const RELAY_TIMEOUT_MS = 5000;

export interface SiteRelayOptions {
  /** How this process reaches itself (`http(s)://127.0.0.1:<PORT>`): never through the load balancer. */
  loopbackOrigin: string;
  /** The origin browsers use: the route only takes requests that say they come from it. */
  publicUrl: string;
  secret: string;
}

/**
 * Hands another instance's notice to this process's own site: POST /api/revalidate over loopback
 * with the server's secret, so Next refreshes the same tags and paths here. Resolves with the
 * route's status; rejects when the site does not answer in time.
 */
export function relayToSite(options: SiteRelayOptions): (tags: readonly string[], paths: readonly string[]) => Promise<number> {
  const connectTo = new URL(options.loopbackOrigin);
  const publicUrl = new URL(options.publicUrl);
  const isTls = connectTo.protocol === 'https:';
  const servername = publicUrl.hostname.replace(/^\[|\]$/g, '');
  return (tags, paths) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify({ tags, paths });
      const request = (isTls ? httpsRequest : httpRequest)(
        {
          host: connectTo.hostname.replace(/^\[|\]$/g, ''),
          port: connectTo.port || undefined,
          path: REVALIDATE_PATH,
          method: 'POST',
          headers: {
            host: publicUrl.host,
            origin: publicUrl.origin,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            [REVALIDATE_SECRET_HEADER]: options.secret,
          },
          // Over TLS the certificate is checked against the public name, as browsers check it.
          ...(isTls && !isIP(servername) ? { servername } : {}),
          timeout: RELAY_TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`the site did not answer ${REVALIDATE_PATH} within ${RELAY_TIMEOUT_MS} ms`)));
      request.on('error', reject);
      request.end(payload);
    });
}
