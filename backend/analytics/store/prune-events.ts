import { RAW_EVENT_RETENTION_DAYS } from '../../../amplify/data/analytics/raw-event-retention';
import type { Logger } from '../../core/log';
import type { Queryable } from '../../core/database/database';

/**
 * How long raw events (analytics_events) are kept, by their time: the same number as the AWS
 * bucket's lifecycle rule (amplify/data/analytics/raw-event-retention.ts). Past it a raw event
 * changes no figure: it is only disk, 374 bytes an event (183 GB a year at 1,000 events a minute).
 */
export { RAW_EVENT_RETENTION_DAYS };
/** Events deleted by one statement, and statements a pruning runs at most (through the occurred_at index). */
const PRUNE_BATCH = 5_000;
const PRUNE_BATCHES = 40;
/** How often the ingest starts a pruning, at most (the first one this long after the start). */
const PRUNE_INTERVAL_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const PRUNE_SQL = `
  DELETE FROM analytics_events WHERE ctid = ANY(ARRAY(
    SELECT ctid FROM analytics_events WHERE occurred_at < $1::timestamptz LIMIT $2::int
  ))`;

/** Deletes up to `batch` raw events older than `before`; returns how many. */
export async function pruneEventsBefore(db: Queryable, before: Date, batch = PRUNE_BATCH): Promise<number> {
  const { rowCount } = await db.query(PRUNE_SQL, [before.toISOString(), batch]);
  return rowCount ?? 0;
}

/**
 * The retention, off the request path: after a write, at most every ten minutes, a pruning deletes
 * what has passed RAW_EVENT_RETENTION_DAYS in batches of 5,000 (at most 200,000; ten minutes at
 * 1,000 a minute are 10,000), one statement at a time, never awaited by the write; then the rest of
 * the analytics upkeep (`afterPruning`: runtime.ts sums ended months, store/month-rollups.ts), in
 * the same round. A failure is logged and tried again at the next interval.
 */
export function createEventPruner(
  db: Queryable,
  { now, log, afterPruning }: { now: () => Date; log: Logger; afterPruning?: (now: Date) => Promise<unknown> },
) {
  let last = now().getTime();
  let running = false;
  return {
    afterWrite(): void {
      const time = now().getTime();
      if (running || time - last < PRUNE_INTERVAL_MS) return;
      running = true;
      last = time;
      void (async () => {
        const before = new Date(time - RAW_EVENT_RETENTION_DAYS * DAY_MS);
        for (let batch = 0; batch < PRUNE_BATCHES; batch += 1) {
          if ((await pruneEventsBefore(db, before)) < PRUNE_BATCH) break;
        }
        await afterPruning?.(new Date(time));
      })()
        .catch((error: unknown) => log.error('analytics: the upkeep (pruning raw events, summing months) failed', error))
        .finally(() => {
          running = false;
        });
    },
  };
}
