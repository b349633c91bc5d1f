import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than clients and load balancers keep
 * theirs (ALB 60 s). With Node's 5 s, a client reusing a connection just as the server closed it
 * got ECONNRESET (seen in the end-to-end suite's request context, and in a test's Amplify client on
 * a slow machine). Header and request time limits still bound a slow client.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Sets the keep-alive timeout on a server (the product's and the test backends'). */
export function keepConnectionsAlive<T extends Pick<Server, 'keepAliveTimeout'>>(server: T): T {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
