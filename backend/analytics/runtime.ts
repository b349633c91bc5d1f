import type { BackendContext } from '../core/backend-service';
import type { Database } from '../core/database/database';
import { getIdentityCredentialsVerifier, type IdentityCredentialsVerifier } from '../identity';
import { loadAnalyticsSettings, type AnalyticsSettings } from './analytics-settings';
import { IngestQueue } from './ingest/ingest-queue';
import { insertEvents, type EventRow } from './store/insert-events';
import { rollUpEndedSpans } from './store/month-rollups';
import { createEventPruner } from './store/prune-events';

/** What every analytics request needs, built once per database when the service starts. */
export interface AnalyticsRuntime {
  db: Database;
  /** The SigV4 region: the pool's, so identity-pool credentials and the outputs agree. */
  region: string;
  verifyCredentials: IdentityCredentialsVerifier;
  queue: IngestQueue<EventRow>;
  now(): Date;
}

export interface AnalyticsRuntimeOptions {
  /** Defaults to ANALYTICS_INGEST_QUEUE_LIMIT / ANALYTICS_WRITE_BATCH_SIZE from the environment. */
  settings?: AnalyticsSettings;
  now?: () => Date;
}

async function createRuntime(ctx: BackendContext, options: AnalyticsRuntimeOptions): Promise<AnalyticsRuntime> {
  const settings = options.settings ?? loadAnalyticsSettings();
  const { db } = ctx;
  const verifyCredentials = await getIdentityCredentialsVerifier(db);
  const now = options.now ?? (() => new Date());
  // Raw events past their retention go after writes, never in their way (store/prune-events.ts),
  // and ended months and weeks are summed for the dashboard's long ranges (store/month-rollups.ts).
  const pruner = createEventPruner(db, { now, log: ctx.log, afterPruning: (time) => rollUpEndedSpans(db, time) });
  return {
    db,
    region: ctx.config.region,
    verifyCredentials,
    queue: new IngestQueue<EventRow>({
      limit: settings.ingestQueueLimit,
      writeBatchSize: settings.writeBatchSize,
      writeRows: async (rows) => {
        const stored = await insertEvents(db, rows);
        pruner.afterWrite();
        return stored;
      },
    }),
    now,
  };
}

/** One runtime per database: the first call builds it, later calls share it; a failed build is retried. */
export function createRuntimeLoader(options: AnalyticsRuntimeOptions = {}) {
  const runtimes = new WeakMap<Database, Promise<AnalyticsRuntime>>();
  return (ctx: BackendContext): Promise<AnalyticsRuntime> => {
    let runtime = runtimes.get(ctx.db);
    if (!runtime) {
      runtime = createRuntime(ctx, options);
      runtimes.set(ctx.db, runtime);
      runtime.catch(() => runtimes.delete(ctx.db));
    }
    return runtime;
  };
}
