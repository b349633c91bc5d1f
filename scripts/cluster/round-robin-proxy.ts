// The reference deployment's load balancer: round robin over the instances, streaming both ways.
// Like a platform's load balancer it asks each instance's /readyz every second and sends requests
// to ready ones first: a stopping instance says `draining` there while it still serves
// (SHUTDOWN_DRAIN_MS), so it leaves the rotation before it refuses connections. An instance whose
// connection fails all the same is skipped (the request goes to the next one) and left out a moment.
import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long an instance whose connection failed is left out before it is tried again. */
const SKIP_AFTER_FAILURE_MS = 1000;
const HEALTH_PATH = '/readyz';
const HEALTH_INTERVAL_MS = 1000;
/** As long as the instances' own readiness checks may take (backend/core/health). */
const HEALTH_TIMEOUT_MS = 2000;
/** Headers of one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'proxy-authorization', 'proxy-authenticate'];
/** A retried request must not run twice: only these may be sent again after the connection broke mid-way. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ProxyTarget {
  host: string;
  port: number;
}

export interface RoundRobinProxy {
  port: number;
  origin: string;
  close(): Promise<void>;
}

/** `http://host:port` → a target; the form the command line and the compose file use. */
export function parseTarget(url: string): ProxyTarget {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:') throw new Error(`targets are plain http (got ${url})`);
  return { host: parsed.hostname, port: Number(parsed.port || 80) };
}

/** `host` unset: every interface, as the instances listen. */
export async function startRoundRobinProxy(options: { port?: number; host?: string; targets: ProxyTarget[] }): Promise<RoundRobinProxy> {
  if (options.targets.length === 0) throw new Error('the proxy needs at least one target');
  const targets: Candidate[] = options.targets.map((target) => ({ ...target, isReady: true, skippedUntil: 0 }));
  const checkHealth = () => {
    for (const target of targets) void isReady(target).then((ready) => (target.isReady = ready));
  };
  checkHealth();
  const healthTimer = setInterval(checkHealth, HEALTH_INTERVAL_MS).unref();
  // Kept-alive connections to the instances: a new TCP connection per request would cost more than the proxying.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  /** The order to try the targets in for one request: the next ready one in turn first, the others last (when none is ready). */
  const rotation = () => {
    const start = next++ % targets.length;
    const order = targets.map((_, i) => targets[(start + i) % targets.length]);
    const now = Date.now();
    const isInRotation = (target: Candidate) => target.isReady && target.skippedUntil <= now;
    return [...order.filter(isInRotation), ...order.filter((target) => !isInRotation(target))];
  };

  const server = createServer((req, res) => {
    req.pause();
    forward(req, res, rotation(), agent);
  });
  // Like the instances (backend/main.ts): idle client connections outlive the clients' own keep-alive.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(healthTimer);
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

type Candidate = ProxyTarget & { isReady: boolean; skippedUntil: number };

async function isReady(target: ProxyTarget): Promise<boolean> {
  try {
    const response = await fetch(`http://${target.host}:${target.port}${HEALTH_PATH}`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function forward(req: IncomingMessage, res: ServerResponse, candidates: Candidate[], agent: Agent): void {
  const [target, ...rest] = candidates;
  if (!target) {
    answerBadGateway(res);
    return;
  }
  let isBodySent = false;
  let isClientGone = false;
  const upstream = request({ host: target.host, port: target.port, method: req.method, path: req.url, headers: forwardedHeaders(req), agent });
  // The body goes out once a connection is up, so a refused connection can still go elsewhere.
  upstream.once('socket', (socket) => {
    const sendBody = () => {
      isBodySent = true;
      // A retry after the body was read (an idempotent request, see below) has nothing left to send.
      if (req.readableEnded) upstream.end();
      else req.pipe(upstream);
      req.resume();
    };
    if (socket.connecting) socket.once('connect', sendBody);
    else sendBody();
  });
  upstream.once('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
    answer.pipe(res);
    answer.once('error', () => res.destroy());
  });
  upstream.once('error', () => {
    if (isClientGone) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    target.skippedUntil = Date.now() + SKIP_AFTER_FAILURE_MS;
    req.unpipe(upstream);
    // Sent again elsewhere only when it cannot have run here, or may run twice and is all read.
    const canRetry = !isBodySent || (IDEMPOTENT.has(req.method ?? '') && req.readableEnded);
    if (canRetry) forward(req, res, rest, agent);
    else answerBadGateway(res);
  });
  // The client went away: nothing more to fetch for it.
  res.once('close', () => {
    if (res.writableFinished) return;
    isClientGone = true;
    upstream.destroy();
  });
}

function forwardedHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const headers = withoutHopByHop(req.headers);
  const client = req.socket.remoteAddress ?? '';
  const earlier = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = earlier ? `${String(earlier)}, ${client}` : client;
  // A TLS-ending load balancer in front of this one has set these already.
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
  headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? 'http';
  return headers;
}

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  // Header names come from the client: a null-prototype object, so `__proto__` is only a name.
  const kept: OutgoingHttpHeaders = Object.create(null) as OutgoingHttpHeaders;
  // Headers named in Connection are the connection's own too.
  const named = String(headers.connection ?? '').toLowerCase().split(',').map((name) => name.trim());
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.includes(name) && !named.includes(name)) kept[name] = value;
  }
  return kept;
}

function answerBadGateway(res: ServerResponse): void {
  res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('No instance answered.');
}
