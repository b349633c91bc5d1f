/**
 * The local store's side of the browser sketches (migration 0029): its SQL places a browser at the
 * same bit as amplify/data/analytics/browser-sketch.ts, and the ingest's statement counts each
 * day's active browsers and fills the days' sketches with the browsers new to them.
 */
import { estimateDistinct, sketchBitOf, sketchRegistersOf } from '../../../amplify/data/analytics/browser-sketch';
import { silentLogger } from '../../core/log';
import type { Database } from '../../core/database/database';
import { runMigrations } from '../../core/database/migrate';
import { openDatabase } from '../../core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { insertEvents, type EventRow } from './insert-events';

jest.setTimeout(120_000);

let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openDatabase({ dataDir });
  await runMigrations(db, { log: silentLogger });
});

afterAll(async () => {
  await db.close();
  removeTempDataDir(dataDir);
});

const eventRow = (endpointId: string, occurredAt: string, briefSlug: string): EventRow => ({
  endpointId,
  identityId: `identity-${endpointId}`,
  isAuthenticated: false,
  event: { eventId: `${endpointId}-${occurredAt}`, eventType: 'brief_read', occurredAt, session: null, attributes: { briefSlug }, metrics: {} },
});

it('places a browser at the bit the shared code does, for both sketch sizes', async () => {
  const ids = Array.from({ length: 300 }, (_, index) => `${index.toString(36)}-0f8fad5b-d9cb-469f-${index * 7919}`);
  for (const registers of [sketchRegistersOf('active'), sketchRegistersOf('brief')]) {
    const { rows } = await db.query<{ id: string; bit: number }>(
      'SELECT id, analytics_sketch_bit(id, $2) AS bit FROM unnest($1::text[]) AS id',
      [ids, registers],
    );
    expect(rows.map((row) => row.bit)).toEqual(ids.map((id) => sketchBitOf(id, registers)));
  }
});

it('counts each day’s new browsers once and sketches them', async () => {
  const day = '2026-03-01';
  const browsers = Array.from({ length: 3_000 }, (_, index) => `browser-${index}`);
  // Every browser reads brief a, a third of them in a second batch again (already known that day).
  await insertEvents(db, browsers.map((id) => eventRow(id, `${day}T10:00:00.000Z`, 'a')));
  await insertEvents(db, browsers.slice(0, 1_000).map((id) => eventRow(id, `${day}T11:00:00.000Z`, 'a')));
  await insertEvents(db, [eventRow('browser-0', '2026-03-02T09:00:00.000Z', 'a')]);

  const { rows: counts } = await db.query<{ day: string; count: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, count FROM analytics_daily_counts WHERE dimension = 'active' ORDER BY day`,
  );
  expect(counts).toEqual([
    { day, count: '3000' },
    { day: '2026-03-02', count: '1' },
  ]);
  const { rows: sketches } = await db.query<{ dimension: string; key: string; sketch: string }>(
    `SELECT dimension, key, sketch::text AS sketch FROM analytics_daily_sketches WHERE day = $1::date ORDER BY dimension`,
    [day],
  );
  expect(sketches.map((row) => [row.dimension, row.key])).toEqual([
    ['active', ''],
    ['brief', 'a'],
  ]);
  for (const { dimension, sketch } of sketches) {
    const registers = sketchRegistersOf(dimension);
    const bits = new Set(browsers.map((id) => sketchBitOf(id, registers)));
    // Exactly the browsers' bits are set, each once however often the browser came.
    expect([...sketch].flatMap((bit, index) => (bit === '1' ? [index] : []))).toEqual([...bits].sort((a, b) => a - b));
    expect(Math.abs(estimateDistinct(sketch, registers) - 3_000) / 3_000).toBeLessThan(4 * (1.04 / Math.sqrt(registers)));
  }
});
