import type { BackendContext, BackendService } from '../core/backend-service';
import { FIREHOSE_PREFIX } from './endpoints';
import { handleFirehoseRequest } from './firehose/handle-firehose-request';
import { analyticsOutputs } from './outputs';
import { createRuntimeLoader, type AnalyticsRuntime, type AnalyticsRuntimeOptions } from './runtime';

export { createDashboardFiguresPort } from './dashboard/dashboard-figures-port';

export type AnalyticsServiceOptions = AnalyticsRuntimeOptions;

export interface AnalyticsService extends BackendService {
  /** The service's state for a backend (ingest queue, credentials verifier), for tests and benchmarks. */
  runtime(ctx: BackendContext): Promise<AnalyticsRuntime>;
}

/**
 * Kinesis Data Firehose's PutRecordBatch / PutRecord, the one way events arrive (the
 * Pinpoint-shaped ingest went with issue 46: docs/analytics.md). The dashboard reads what it
 * stored through the data API's analyticsDashboard query (backend/data/custom-operations/).
 */
export function createAnalyticsService(options: AnalyticsServiceOptions = {}): AnalyticsService {
  const loadRuntime = createRuntimeLoader(options);
  return {
    name: 'firehose',
    runtime: loadRuntime,
    prefix: FIREHOSE_PREFIX,
    // The credentials verifier exists before the first request.
    async start(ctx) {
      await loadRuntime(ctx);
    },
    async handle(req, res, ctx) {
      await handleFirehoseRequest(req, res, await loadRuntime(ctx));
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

/** Mounted by backend/services.ts; settings from ANALYTICS_INGEST_QUEUE_LIMIT and ANALYTICS_WRITE_BATCH_SIZE. */
export const analyticsService = createAnalyticsService();
