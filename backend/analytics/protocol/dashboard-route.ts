import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../core/http/send';
import type { PoolContext } from '../../identity/pool-context';
import { authorizeAdmin } from '../dashboard/authorize-admin';
import { parseDateRange } from '../dashboard/date-range';
import { DEFAULT_TOP_LIMIT, getDashboardSummary, MAX_TOP_LIMIT } from '../dashboard/get-dashboard-summary';
import { InvalidInputError } from '../domain/wire-values';
import type { AnalyticsRuntime } from '../runtime';
import { badRequest } from './pinpoint-error';

// GET /_aws/pinpoint/dashboard/summary?from=YYYY-MM-DD&to=YYYY-MM-DD&limit=N – the admin dashboard's aggregates (ADMINS).
export async function answerDashboardSummary(
  req: IncomingMessage,
  res: ServerResponse,
  runtime: AnalyticsRuntime,
  { pool, url }: { pool: PoolContext; url: URL },
): Promise<void> {
  await authorizeAdmin(req, pool);
  const query = url.searchParams;
  let range;
  try {
    range = parseDateRange({ from: query.get('from'), to: query.get('to') }, runtime.now());
  } catch (error) {
    if (error instanceof InvalidInputError) throw badRequest(error.message);
    throw error;
  }
  const limitText = query.get('limit');
  const limit = limitText === null ? DEFAULT_TOP_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TOP_LIMIT) throw badRequest(`limit must be a whole number from 1 to ${MAX_TOP_LIMIT}.`);
  // Aggregates change with every event: nothing may cache them.
  res.setHeader('Cache-Control', 'no-store');
  sendJson(res, 200, await getDashboardSummary(runtime.db, range, limit));
}
