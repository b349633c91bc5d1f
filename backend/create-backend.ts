import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { BackendContext, BackendService } from './core/backend-service';
import type { BackendConfig } from './core/config';
import { createContentChanges } from './core/revalidation/content-changes';
import { runMigrations } from './core/database/migrate';
import { openDatabase } from './core/database/open-database';
import { keepsOwnTables, keepTablesUp, UPKEEP_INTERVAL_MS } from './core/database/table-upkeep';
import { answerPreflight, applyCorsHeaders } from './core/http/cors';
import { HttpError } from './core/http/http-error';
import { assignRequestId } from './core/http/request-id';
import { sendHttpError, sendJson } from './core/http/send';
import { consoleLogger, type Logger } from './core/log';
import { createClientAddressReader } from './core/http/client-address';
import { createMailer } from './core/mail/create-mailer';
import { composeAmplifyOutputs, type AmplifyOutputs } from './core/outputs/compose-outputs';
import { services as registeredServices } from './services';

/** Every backend route lives under this prefix; the site never serves it. */
export const BACKEND_PATH_PREFIX = '/_aws/';
const HEALTH_PATH = '/_aws/health';

export interface Backend {
  readonly context: BackendContext;
  /** Answers the request and resolves true when it is a backend route; false leaves it to the site. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Takes over a WebSocket upgrade and returns true when it is a backend route; false leaves it to the site. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  outputs(): Promise<AmplifyOutputs>;
  close(): Promise<void>;
}

export interface CreateBackendOptions {
  services?: BackendService[];
  log?: Logger;
}

/** Opens the database, migrates it, builds the mailer and starts the services. */
export async function createBackend(config: BackendConfig, options: CreateBackendOptions = {}): Promise<Backend> {
  const services = options.services ?? registeredServices;
  const log = options.log ?? consoleLogger;
  assertValidServices(services);

  const db = await openDatabase(config);
  const mailer = createMailer(config, log);
  const context: BackendContext = { config, db, mailer, log, contentChanges: createContentChanges(log) };
  const clientAddressOf = createClientAddressReader(config.trustedProxies);
  const started: BackendService[] = [];
  let closing: Promise<void> | undefined;
  let upkeepTimer: NodeJS.Timeout | undefined;
  let upkeep: Promise<unknown> = Promise.resolve();

  const close = () => {
    closing ??= (async () => {
      clearInterval(upkeepTimer);
      await upkeep;
      for (const service of started.reverse()) {
        await service.stop?.(context).catch((error: unknown) => log.error(`[backend] ${service.name} did not stop cleanly`, error));
      }
      mailer.close();
      await db.close();
    })();
    return closing;
  };

  try {
    await runMigrations(db, { log });
    for (const service of services) {
      await service.start?.(context);
      started.push(service);
    }
    // Fresh planner statistics after a restore or bulk load; the embedded database, which has no
    // autovacuum, also gets its tables vacuumed and analysed as they change, and so does a server
    // whose autovacuum is off. Such a server is vacuumed at start too: after a bulk load no page is
    // all-visible until then, so a count an index could answer reads every row (/profiles' total on
    // the 10x store: 950 ms, its cold render 502 ms, docs/benchmarks.md). The embedded database is
    // vacuumed first 5 minutes in: its vacuum of a large store at start is not measured.
    const keepsOwn = await keepsOwnTables(db, !config.databaseUrl);
    await keepTablesUp(db, log, { vacuum: keepsOwn && Boolean(config.databaseUrl) });
    for (const service of started) {
      await service.warmUp?.(context).catch((error: unknown) => log.error(`[backend] ${service.name} did not warm up`, error));
    }
    if (keepsOwn) {
      if (config.databaseUrl) log.info(`[database] the server's autovacuum is off: this instance vacuums and analyses its tables at start and every ${UPKEEP_INTERVAL_MS / 60_000} minutes`);
      upkeepTimer = setInterval(() => {
        upkeep = upkeep.then(() => keepTablesUp(db, log, { vacuum: true })).catch((error: unknown) => log.error('[database] table upkeep failed', error));
      }, UPKEEP_INTERVAL_MS).unref();
    }
  } catch (error) {
    await close();
    throw error;
  }

  const serviceFor = (url: URL) =>
    services.find(
      ({ prefix, rootPaths }) => url.pathname === prefix.slice(0, -1) || url.pathname.startsWith(prefix) || rootPaths?.includes(url.pathname),
    );

  return {
    context,
    close,
    handleUpgrade: (req, socket, head) => {
      const url = parseRequestTarget(req.url, config.publicUrl);
      if (url && !`${url.pathname}/`.startsWith(BACKEND_PATH_PREFIX)) return false;
      const service = url ? serviceFor(url) : undefined;
      if (!url || !service?.upgrade) {
        socket.on('error', () => undefined);
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
      try {
        service.upgrade(req, socket, head, { ...context, requestId: randomUUID(), url, clientAddress: clientAddressOf(req) });
      } catch (error) {
        log.error(`[backend] upgrade ${url.pathname} (${service.name}) failed:`, error);
        socket.destroy();
      }
      return true;
    },
    outputs: async () => composeAmplifyOutputs(await Promise.all(services.map((service) => service.outputs?.(context) ?? {}))),
    handle: async (req, res) => {
      const url = parseRequestTarget(req.url, config.publicUrl);
      if (!url) {
        // Node accepts absolute-form targets (`GET http://[bad/ HTTP/1.1`) that no URL parser does.
        sendHttpError(res, new HttpError(400, 'The request target is not a valid URL.', 'BadRequestException'));
        return true;
      }
      const service = serviceFor(url);
      if (!service && !`${url.pathname}/`.startsWith(BACKEND_PATH_PREFIX)) return false;

      const requestId = assignRequestId(res);
      applyCorsHeaders(req, res);
      if (answerPreflight(req, res)) return true;
      try {
        if (service) await service.handle(req, res, { ...context, requestId, url, clientAddress: clientAddressOf(req) });
        else if (url.pathname === HEALTH_PATH && (req.method === 'GET' || req.method === 'HEAD')) await answerHealth(res, context);
        else throw new HttpError(404, `No backend route for ${req.method} ${url.pathname}.`, 'NotFoundException');
        if (!res.headersSent && !res.writableEnded) throw new Error(`${service?.name} resolved without answering.`);
      } catch (error) {
        answerFailure(res, error, { log, requestId, where: `${req.method} ${url.pathname}${service ? ` (${service.name})` : ''}` });
      }
      return true;
    },
  };
}

// GET /_aws/health – liveness for load balancers and tests; 503 when the database does not answer.
async function answerHealth(res: ServerResponse, { db, log }: BackendContext): Promise<void> {
  try {
    await db.query('SELECT 1');
    sendJson(res, 200, { status: 'ok' });
  } catch (error) {
    log.error('[backend] health check: the database did not answer', error);
    sendJson(res, 503, { status: 'unavailable' });
  }
}

/** Known HTTP errors go back as they are; anything else is logged here and answered 500 without details. */
function answerFailure(
  res: ServerResponse,
  error: unknown,
  { log, requestId, where }: { log: Logger; requestId: string; where: string },
): void {
  if (error instanceof HttpError) {
    if (!res.headersSent) return sendHttpError(res, error);
  } else {
    log.error(`[backend] ${requestId} ${where} failed:`, error);
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(
    res,
    500,
    { __type: 'InternalErrorException', message: 'Internal server error', requestId },
    { 'x-amzn-ErrorType': 'InternalErrorException' },
  );
}

/** The request's URL against PUBLIC_URL, or null when the target cannot be one. */
function parseRequestTarget(target: string | undefined, base: string): URL | null {
  try {
    return new URL(target ?? '/', base);
  } catch {
    return null;
  }
}

function assertValidServices(services: BackendService[]): void {
  const seen = new Set<string>();
  for (const { name, prefix, rootPaths = [] } of services) {
    if (!/^\/.*\/$/.test(prefix) || prefix === '/') throw new Error(`Service ${name}: prefix "${prefix}" must start and end with "/".`);
    if (prefix === '/_aws/health/') throw new Error(`Service ${name}: prefix ${prefix} is the health route.`);
    for (const path of rootPaths) {
      if (!/^\/[^/]/.test(path) || path.endsWith('/')) throw new Error(`Service ${name}: root path "${path}" must be one path such as /logout.`);
    }
    for (const key of [`name:${name}`, `prefix:${prefix}`, ...rootPaths.map((path) => `root path:${path}`)]) {
      if (seen.has(key)) throw new Error(`Two services share the ${key.replace(':', ' ')}.`);
      seen.add(key);
    }
  }
}
