/**
 * The raw events' retention (prune-events.ts): events older than RAW_EVENT_RETENTION_DAYS go, in
 * bounded batches, after a write and at most every ten minutes, without touching the daily figures.
 */
import { silentLogger } from '../../core/log';
import type { Database } from '../../core/database/database';
import { runMigrations } from '../../core/database/migrate';
import { openDatabase } from '../../core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { insertEvents, type EventRow } from './insert-events';
import { createEventPruner, pruneEventsBefore, RAW_EVENT_RETENTION_DAYS } from './prune-events';

jest.setTimeout(120_000);

let dataDir: string;
let db: Database;
const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-26T12:00:00Z');

beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openDatabase({ dataDir });
  await runMigrations(db, { log: silentLogger });
});

afterAll(async () => {
  await db.close();
  removeTempDataDir(dataDir);
});

const eventAt = (index: number, daysAgo: number): EventRow => ({
  endpointId: `browser-${index}`,
  identityId: `identity-${index}`,
  isAuthenticated: false,
  event: { eventId: `e-${daysAgo}-${index}`, eventType: 'brief_read', occurredAt: new Date(NOW - daysAgo * DAY_MS).toISOString(), session: null, attributes: { briefSlug: 'a' }, metrics: {} },
});

const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0].n);

it('deletes the raw events past the retention in bounded batches, and leaves the daily figures', async () => {
  await insertEvents(db, [...Array.from({ length: 7 }, (_, index) => eventAt(index, RAW_EVENT_RETENTION_DAYS + 2)), eventAt(100, RAW_EVENT_RETENTION_DAYS - 1), eventAt(101, 0)]);
  const figures = await count(`SELECT sum(count) AS n FROM analytics_daily_counts WHERE dimension = 'brief'`);
  const before = new Date(NOW - RAW_EVENT_RETENTION_DAYS * DAY_MS);
  expect(await pruneEventsBefore(db, before, 5)).toBe(5);
  expect(await pruneEventsBefore(db, before, 5)).toBe(2);
  expect(await pruneEventsBefore(db, before, 5)).toBe(0);
  expect(await count(`SELECT count(*) AS n FROM analytics_events`)).toBe(2);
  expect(await count(`SELECT sum(count) AS n FROM analytics_daily_counts WHERE dimension = 'brief'`)).toBe(figures);
});

it('prunes after a write only once ten minutes have passed, without the write waiting for it', async () => {
  await insertEvents(db, [eventAt(200, RAW_EVENT_RETENTION_DAYS + 1)]);
  let time = NOW;
  const pruner = createEventPruner(db, { now: () => new Date(time), log: silentLogger });
  pruner.afterWrite();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await count(`SELECT count(*) AS n FROM analytics_events WHERE endpoint_id = 'browser-200'`)).toBe(1);
  time += 10 * 60_000;
  pruner.afterWrite();
  for (let wait = 0; wait < 50 && (await count(`SELECT count(*) AS n FROM analytics_events WHERE endpoint_id = 'browser-200'`)) > 0; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await count(`SELECT count(*) AS n FROM analytics_events WHERE endpoint_id = 'browser-200'`)).toBe(0);
});
