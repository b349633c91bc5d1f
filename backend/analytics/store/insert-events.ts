import { sketchRegistersOf } from '../../../amplify/data/analytics/browser-sketch';
import { dailyFiguresOf, DIMENSIONS } from '../../../amplify/data/analytics/dashboard-figures';
import type { Queryable } from '../../core/database/database';
import type { AnalyticsEvent } from '../../../amplify/data/analytics/event-record';

/** An event with who sent it, ready for the store. */
export interface EventRow {
  endpointId: string;
  identityId: string;
  isAuthenticated: boolean;
  event: AnalyticsEvent;
}

/**
 * One statement for many events (each list travels as one JSON parameter, which PostgreSQL unpacks
 * with jsonb_to_recordset): the events themselves, and what they add to their days' figures,
 * summed here first (an upsert may touch a row once per statement) and sorted, so two instances
 * writing at once lock the figures' rows in the same order. Whole requests are coalesced into one
 * statement by the ingest queue, so each statement carries hundreds of rows.
 * The browser rows that are new to their day (RETURNING of the insert, which skips known ones) also
 * count the day's active browsers (dimension 'active' of the counts) and go into the days'
 * HyperLogLog sketches (migration 0029; amplify/data/analytics/browser-sketch.ts), merged by OR.
 */
const INSERT_SQL = `
  WITH browsers AS (
    INSERT INTO analytics_daily_browsers (dimension, day, key, endpoint_id)
    SELECT dimension, day, key, endpoint_id FROM jsonb_to_recordset($3::jsonb) AS r(dimension text, day date, key text, endpoint_id text)
    ON CONFLICT DO NOTHING
    RETURNING dimension, day, key, endpoint_id
  ), counts AS (
    INSERT INTO analytics_daily_counts AS c (dimension, day, key, count)
    SELECT dimension, day, key, count FROM jsonb_to_recordset($2::jsonb) AS r(dimension text, day date, key text, count bigint)
    UNION ALL
    SELECT dimension, day, key, count(*) FROM browsers WHERE dimension = $4 GROUP BY dimension, day, key
    ON CONFLICT (dimension, day, key) DO UPDATE SET count = c.count + excluded.count
  ), sketches AS (
    INSERT INTO analytics_daily_sketches AS s (dimension, day, key, sketch)
    SELECT dimension, day, key, bit_or(analytics_sketch_of(endpoint_id, CASE WHEN dimension = $4 THEN $5::int ELSE $6::int END))
    FROM browsers GROUP BY dimension, key, day ORDER BY dimension, key, day
    ON CONFLICT (dimension, key, day) DO UPDATE SET sketch = s.sketch | excluded.sketch
  )
  INSERT INTO analytics_events (endpoint_id, event_id, event_type, occurred_at, session_id, session_started_at,
    session_stopped_at, session_duration_ms, attributes, metrics, identity_id, is_authenticated)
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(
    endpoint_id text, event_id text, event_type text, occurred_at timestamptz, session_id text,
    session_started_at timestamptz, session_stopped_at timestamptz, session_duration_ms bigint,
    attributes jsonb, metrics jsonb, identity_id text, is_authenticated boolean)`;

/** Returns how many events were stored. */
export async function insertEvents(db: Queryable, rows: readonly EventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const records = rows.map(({ endpointId, identityId, isAuthenticated, event }) => ({
    endpoint_id: endpointId,
    event_id: event.eventId,
    event_type: event.eventType,
    occurred_at: event.occurredAt,
    session_id: event.session?.id ?? null,
    session_started_at: event.session?.startedAt ?? null,
    session_stopped_at: event.session?.stoppedAt ?? null,
    session_duration_ms: event.session?.durationMs ?? null,
    attributes: event.attributes,
    metrics: event.metrics,
    identity_id: identityId,
    is_authenticated: isAuthenticated,
  }));
  const { counts, browsers } = figuresOf(rows);
  const { rowCount } = await db.query(INSERT_SQL, [
    JSON.stringify(records),
    JSON.stringify(counts),
    JSON.stringify(browsers),
    DIMENSIONS.active,
    sketchRegistersOf(DIMENSIONS.active),
    sketchRegistersOf(DIMENSIONS.brief),
  ]);
  return rowCount;
}

function figuresOf(rows: readonly EventRow[]) {
  const counts = new Map<string, { dimension: string; day: string; key: string; count: number }>();
  const browsers = new Map<string, { dimension: string; day: string; key: string; endpoint_id: string }>();
  for (const { endpointId, event } of rows) {
    const figures = dailyFiguresOf({ ...event, endpointId });
    for (const [dimension, key, amount] of figures.counts) {
      const id = `${dimension}\0${figures.day}\0${key}`;
      const entry = counts.get(id);
      if (entry) entry.count += amount;
      else counts.set(id, { dimension, day: figures.day, key, count: amount });
    }
    for (const [dimension, key] of figures.browsers) {
      const id = `${dimension}\0${figures.day}\0${key}\0${endpointId}`;
      if (!browsers.has(id)) browsers.set(id, { dimension, day: figures.day, key, endpoint_id: endpointId });
    }
  }
  const sorted = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
  return { counts: sorted(counts), browsers: sorted(browsers) };
}
