// npm start – one HTTP server on PORT: backend routes (/_aws/…, and the hosted sign-in's /oauth2/… and
// /logout) first, everything else to Next.js; https instead of http when TLS is configured.
// `--dev` (or NODE_ENV=development) runs Next in development mode. Run with `npx tsx backend/main.ts`.
// Guests' shareable pages pass through a micro-cache (core/http/page-cache/) on their way from Next,
// which also gives every page a fresh CSP nonce and compresses it.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import next from 'next';
import { createBackend, type Backend } from './create-backend';
import { loadBackendConfig } from './core/config';
import { assertDeployable } from './core/deployment-rules';
import { describeServer } from './core/database/open-postgres-database';
import { createHealthProbes, type HealthProbes } from './core/health/health-probes';
import { databaseCheck, storageCheck } from './core/health/readiness-checks';
import { freshNonce } from './core/http/page-cache/nonce-token';
import { cachedViewRewriteOf } from './core/http/page-cache/cached-views';
import { createPageCache, STALE_WHILE_REFILLING_MS, type PageCache } from './core/http/page-cache/page-cache';
import { refuseMalformedPageRequest, refuseUnservedMethod } from './core/http/page-cache/request-gate';
import { writeAmplifyOutputs } from './core/outputs/write-outputs';
import { startCrossInstanceRevalidation, type CrossInstanceRevalidation } from './core/revalidation/cross-instance-revalidation';
import { REVALIDATE_PATH } from './core/revalidation/relay-to-site';
import { newServerSecret, REVALIDATE_SECRET_ENV } from './core/revalidation/server-credential';
import { NEXT_CACHE_SECONDS, REFRESH_WRITE_FENCE_MS, RENDER_NONCE_ENV } from '../amplify/shared/site-server-contract';
import { PROJECT_ROOT } from './core/project-root';
import { adoptBuiltNextConfig } from './core/site/built-next-config';
import { preloadPublicRoutes } from './core/site/preload-public-routes';
import { installOutboundAgents } from './core/outbound/outbound-agents';
import { loadTlsCredentials } from './core/tls/load-tls-credentials';
import { trustedCertificates } from './core/tls/trust-served-certificate';
import { keepConnectionsAlive } from './core/http/keep-alive';
import { backupService } from './backup/backup-service';
import { backupHealthOf } from './backup/scheduled-backups';
import { createAdmissionGate } from './core/http/admission/admission-gate';
import { admittedRender } from './core/http/admission/admitted-render';
import { admissionOptions } from './core/http/admission/admission-options';

const SHUTDOWN_GRACE_MS = 10_000;
/** A second signal this soon after the first is the same request delivered twice. */
const DUPLICATE_SIGNAL_MS = 1000;

async function startServer(): Promise<void> {
  const isDev = process.argv.includes('--dev') || process.env.NODE_ENV === 'development';
  // Next reads NODE_ENV while it loads; a custom server has to set it as `next start` would.
  Object.assign(process.env, { NODE_ENV: isDev ? 'development' : 'production' });

  const config = loadBackendConfig();
  // A shared database with this machine's disk or outbox: refused before anything starts.
  assertDeployable(config);
  // The site's server side reads these at request time: the nonce it renders pages with (a secret
  // placeholder the page pipeline swaps for a fresh nonce in every answer), the origin browsers use
  // (PUBLIC_URL with its default applied), and the secret this server shows the site's
  // /api/revalidate when it relays another instance's edit.
  const renderNonce = freshNonce();
  const revalidateSecret = newServerSecret();
  const loopbackOrigin = `${config.tls ? 'https' : 'http'}://127.0.0.1:${config.port}`;
  Object.assign(process.env, {
    [RENDER_NONCE_ENV]: renderNonce,
    [REVALIDATE_SECRET_ENV]: revalidateSecret,
    PUBLIC_URL: config.publicUrl,
  });
  const tls = await loadTlsCredentials(config);
  // The site's server side calls its backend at PUBLIC_URL (Data API, JWKS, user pool): those calls
  // stay in this process, never through the load balancer, and trust the certificate it serves.
  installOutboundAgents({ ownOrigin: { publicOrigin: config.publicUrl, loopbackOrigin }, ca: tls ? trustedCertificates(tls.cert) : undefined });
  const backend = await createBackend(config);
  // An https.Server answers 'request' like an http.Server; Next only uses it for upgrades (HMR).
  const server = (tls ? createHttpsServer(tls) : createHttpServer()) as Server;
  keepConnectionsAlive(server);
  // WebSocket upgrades to backend routes (the data API's real-time endpoint) go to the backend
  // alone: Next also listens for upgrades, and ends sockets on paths it routes itself.
  const emitOnServer = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === 'upgrade' && backend.handleUpgrade(args[0] as IncomingMessage, args[1] as Duplex, args[2] as Buffer)) return true;
    return emitOnServer(event, ...args);
  }) as typeof server.emit;
  // A production server starts from the build's resolved configuration, not next.config.ts (built-next-config.ts).
  if (!isDev) adoptBuiltNextConfig(PROJECT_ROOT, process.env.NEXT_DIST_DIR || '.next');
  const site = next({ dev: isDev, dir: PROJECT_ROOT, hostname: 'localhost', port: config.port, httpServer: server });
  let revalidation: CrossInstanceRevalidation | undefined;
  try {
    await writeAmplifyOutputs(config.outputsPath, await backend.outputs());
    // Development renders one request at a time anyway; a gate there would only refuse reloads.
    const gate = createAdmissionGate(admissionOptions(isDev ? { ...config.admission, maxActive: 0 } : config.admission));
    const handleSite = admittedRender(gate, site.getRequestHandler());
    // Development renders every request afresh; a cache would only hide edits to the code.
    // A page Next has just rendered for its own cache is kept as long as Next keeps it: every refresh empties both.
    const pageCache = createPageCache({
      ...config.pageCache,
      ttlMs: isDev ? 0 : config.pageCache.ttlMs,
      renderedTtlMs: NEXT_CACHE_SECONDS * 1000,
      fenceMs: REFRESH_WRITE_FENCE_MS,
      staleMs: STALE_WHILE_REFILLING_MS,
      renderNonce,
    });
    // With PostgreSQL, every instance on the database hears this one's edits and this one theirs.
    revalidation = await startCrossInstanceRevalidation({
      databaseUrl: config.databaseUrl,
      db: backend.context.db,
      pageCache,
      secret: revalidateSecret,
      loopbackOrigin,
      publicUrl: config.publicUrl,
      log: backend.context.log,
    });
    // Mutations that change public content wait for this before they answer (core/revalidation/content-changes.ts).
    const refreshing = revalidation;
    backend.context.contentChanges?.refreshWith((change) => refreshing.refreshEverywhere(change));
    const storageProbe = storageCheck(config);
    const probes = createHealthProbes({
      checks: { database: databaseCheck(backend.context.db), storage: storageProbe.check },
      // With BACKUP_DIR set, the newest backup's age, for the operator's monitoring and the admin overview.
      details: () => {
        const scheduled = backupService.scheduledStatus();
        return scheduled ? { backup: backupHealthOf(scheduled) } : {};
      },
      isDraining: () => drain.isDraining,
      onCheckFailed: (name, error) => console.error(`[server] readiness: the ${name} check failed: ${error instanceof Error ? error.message : String(error)}`),
    });
    const routes: Routes = { backend, probes, pageCache, revalidation, handleSite };
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void routeRequest(req, res, routes));
    server.on('connect', refuseTunnel);
    installShutdown(server, backend, config.drainMs, async () => {
      storageProbe.close();
      await routes.revalidation.close();
      await site.close();
    });
    await site.prepare();
    // The home page's route code, loaded before the first visitor asks (core/site/preload-public-routes.ts).
    if (!isDev) await preloadPublicRoutes(PROJECT_ROOT, process.env.NEXT_DIST_DIR || '.next');
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, () => resolve());
    });
  } catch (error) {
    // Release the database (and its lock) before the process exits.
    await revalidation?.close();
    await backend.close();
    throw error;
  }

  const storage = config.databaseUrl ? `PostgreSQL at ${describeServer(config.databaseUrl)}` : `embedded database in ${config.dataDir}`;
  console.log(`[server] ${config.publicUrl} (${isDev ? 'development' : 'production'}); ${storage}; outputs in ${config.outputsPath}`);
}

interface Routes {
  backend: Backend;
  /** /healthz and /readyz, before anything else: never cached, and cheap whatever the site does. */
  probes: HealthProbes;
  pageCache: PageCache;
  /** Empties the page cache after an edit's revalidation and tells the other instances. */
  revalidation: CrossInstanceRevalidation;
  handleSite: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

async function routeRequest(req: IncomingMessage, res: ServerResponse, { backend, probes, pageCache, revalidation, handleSite }: Routes): Promise<void> {
  try {
    if (refuseUnservedMethod(req, res)) return;
    // A draining instance still answers, but asks keep-alive clients to reconnect (elsewhere).
    if (drain.isDraining) res.shouldKeepAlive = false;
    if (await probes.answer(req, res)) return;
    if (await backend.handle(req, res)) return;
    if (refuseMalformedPageRequest(req, res)) return;
    if (req.method === 'POST' && req.url?.split('?', 1)[0] === REVALIDATE_PATH) revalidation.watch(req, res);
    const cachedView = req.method === 'GET' || req.method === 'HEAD' ? cachedViewRewriteOf(req.url ?? '/') : null;
    if (cachedView) req.url = cachedView;
    await pageCache.serve(req, res, handleSite);
  } catch (error) {
    console.error(`[server] ${req.method} ${req.url} failed:`, error);
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    } else {
      res.destroy();
    }
  }
}

/** CONNECT (which Node hands over as a raw socket): no tunnels here. */
function refuseTunnel(_req: IncomingMessage, socket: Duplex): void {
  socket.on('error', () => undefined);
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, DELETE, OPTIONS\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
}

/** Set once SIGINT/SIGTERM arrives: /readyz then answers 503 on connections still open. */
const drain = { isDraining: false };

/**
 * SIGINT/SIGTERM: keep serving for the drain time while /readyz says `draining` (so a load balancer
 * takes the instance out before anyone's connection is refused), then stop accepting, let open
 * requests finish, and close Next, the backend and its database lock.
 */
function installShutdown(server: Server, backend: Backend, drainMs: number, closeSite: () => Promise<void>): void {
  let firstSignalAt = 0;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (drain.isDraining) {
      // A terminal's Ctrl-C reaches both npm start's launcher and this process, and the launcher
      // relays it: the same keypress arrives twice within moments. Only a later one means "now".
      if (Date.now() - firstSignalAt < DUPLICATE_SIGNAL_MS) return;
      console.log(`[server] ${signal} again: exiting now`);
      process.exit(1);
    }
    drain.isDraining = true;
    firstSignalAt = Date.now();
    console.log(`[server] ${signal}: shutting down${drainMs > 0 ? ` after draining for ${drainMs} ms` : ''}`);
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    const forceExit = setTimeout(() => {
      console.error('[server] shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await closeSite().catch((error: unknown) => console.error('[server] Next.js did not close cleanly:', error));
      await backend.close();
      process.exit(0);
    } catch (error) {
      console.error('[server] shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutDown(signal));
  process.on('SIGTERM', (signal) => void shutDown(signal));
}

startServer().catch((error: unknown) => {
  console.error('[server] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
