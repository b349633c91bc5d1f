import type { BackendContext, BackendService } from '../core/backend-service';
import { getPoolContext } from '../identity';
import { ANALYTICS_PREFIX, FIREHOSE_PREFIX } from './endpoints';
import { handleFirehoseRequest } from './firehose/handle-firehose-request';
import { analyticsOutputs } from './outputs';
import { handleAnalyticsRequest } from './protocol/handle-analytics-request';
import { createRuntimeLoader, type AnalyticsRuntime, type AnalyticsRuntimeOptions } from './runtime';

export { getDashboardSummary, type DashboardSummary } from './dashboard/get-dashboard-summary';
export { parseDateRange, type DateRange } from './dashboard/date-range';

export interface AnalyticsServiceOptions extends AnalyticsRuntimeOptions {
  /** The user pool whose ADMINS may read the dashboard; the declared pool by default. */
  loadPool?: typeof getPoolContext;
}

export interface AnalyticsService extends BackendService {
  /** The service's state for a backend (app id, ingest queue…), for tests and benchmarks. */
  runtime(ctx: BackendContext): Promise<AnalyticsRuntime>;
}

/** The Pinpoint-compatible ingest (UpdateEndpoint, PutEvents) and the dashboard's read API. */
export function createAnalyticsService(options: AnalyticsServiceOptions = {}): AnalyticsService {
  const loadRuntime = createRuntimeLoader(options);
  const loadPool = options.loadPool ?? getPoolContext;
  return {
    name: 'pinpoint',
    runtime: loadRuntime,
    prefix: ANALYTICS_PREFIX,
    // The app id and the credentials verifier exist before the first request.
    async start(ctx) {
      await loadRuntime(ctx);
    },
    async handle(req, res, ctx) {
      await handleAnalyticsRequest(req, res, ctx, await loadRuntime(ctx), () => loadPool(ctx));
    },
    async outputs(ctx) {
      return analyticsOutputs(await loadRuntime(ctx), ctx.config.publicUrl);
    },
    // Events already accepted into the queue are written before the database closes.
    async stop(ctx) {
      await (await loadRuntime(ctx)).queue.whenIdle();
    },
  };
}

/**
 * Firehose's PutRecordBatch / PutRecord on the same runtime (queue, store) as the Pinpoint-shaped
 * ingest, so the dashboard reads what either received. Its outputs come with the analytics service's.
 */
export function createFirehoseService(analytics: AnalyticsService): BackendService {
  return {
    name: 'firehose',
    prefix: FIREHOSE_PREFIX,
    async start(ctx) {
      await analytics.runtime(ctx);
    },
    async handle(req, res, ctx) {
      await handleFirehoseRequest(req, res, await analytics.runtime(ctx));
    },
  };
}

/** Mounted by backend/services.ts; settings from ANALYTICS_INGEST_QUEUE_LIMIT and ANALYTICS_WRITE_BATCH_SIZE. */
export const analyticsService = createAnalyticsService();
export const firehoseService = createFirehoseService(analyticsService);
