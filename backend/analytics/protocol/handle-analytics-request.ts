import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '../../core/backend-service';
import { HttpError } from '../../core/http/http-error';
import type { PoolContext } from '../../identity/pool-context';
import { ANALYTICS_PREFIX, DASHBOARD_PATH } from '../endpoints';
import type { AnalyticsRuntime } from '../runtime';
import { answerDashboardSummary } from './dashboard-route';
import { badRequest, methodNotAllowed, notFound, sendPinpointError } from './pinpoint-error';
import { answerPutEvents } from './put-events-route';
import { answerUpdateEndpoint } from './update-endpoint-route';

const ENDPOINT_PATH = /^v1\/apps\/([^/]+)\/endpoints\/([^/]+)$/;
const EVENTS_PATH = /^v1\/apps\/([^/]+)\/events$/;

/** Routes a request under /_aws/pinpoint/ and answers every known failure in Pinpoint's error shape. */
export async function handleAnalyticsRequest(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RequestContext,
  runtime: AnalyticsRuntime,
  loadPool: () => Promise<PoolContext>,
): Promise<void> {
  try {
    await route(req, res, ctx, runtime, loadPool);
  } catch (error) {
    if (!(error instanceof HttpError) || res.headersSent) throw error;
    sendPinpointError(res, error, ctx.requestId);
  }
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RequestContext,
  runtime: AnalyticsRuntime,
  loadPool: () => Promise<PoolContext>,
): Promise<void> {
  const path = ctx.url.pathname.slice(ANALYTICS_PREFIX.length);
  const method = req.method ?? 'GET';
  const endpoint = ENDPOINT_PATH.exec(path);
  if (endpoint) {
    if (method !== 'PUT') throw methodNotAllowed(`${method} is not supported on an endpoint here; use PUT (UpdateEndpoint).`);
    const [appId, endpointId] = [decodeSegment(endpoint[1]), decodeSegment(endpoint[2])];
    return answerUpdateEndpoint(req, res, runtime, { appId, endpointId, requestId: ctx.requestId });
  }
  const events = EVENTS_PATH.exec(path);
  if (events) {
    if (method !== 'POST') throw methodNotAllowed(`${method} is not supported on events; use POST (PutEvents).`);
    return answerPutEvents(req, res, runtime, { appId: decodeSegment(events[1]) });
  }
  if (path === DASHBOARD_PATH) {
    if (method !== 'GET') throw methodNotAllowed(`${method} is not supported on the dashboard summary; use GET.`);
    return answerDashboardSummary(req, res, runtime, { pool: await loadPool(), url: ctx.url });
  }
  throw notFound(`No analytics route for ${method} ${ctx.url.pathname}.`);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`The path segment "${segment.slice(0, 60)}" is not valid percent-encoding.`);
  }
}
