import type { Queryable } from '../../core/database/database';
import type { AnalyticsEvent } from '../domain/parse-event';

/** An event with who sent it, ready for the store. */
export interface EventRow {
  endpointId: string;
  identityId: string;
  isAuthenticated: boolean;
  event: AnalyticsEvent;
}

/**
 * One statement for many events (the rows travel as one JSON parameter, which PostgreSQL unpacks
 * with jsonb_to_recordset): unknown endpoints are created bare and events of opted-out endpoints
 * are left out. Whole requests are coalesced into one statement by the ingest queue, so each
 * statement carries hundreds of rows.
 */
const INSERT_SQL = `
  WITH incoming AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(
      endpoint_id text, event_id text, event_type text, occurred_at timestamptz, session_id text,
      session_started_at timestamptz, session_stopped_at timestamptz, session_duration_ms bigint,
      attributes jsonb, metrics jsonb, identity_id text, is_authenticated boolean)
  ), created_endpoints AS (
    INSERT INTO analytics_endpoints (endpoint_id, identity_id)
    SELECT DISTINCT ON (endpoint_id) endpoint_id, identity_id FROM incoming
    ON CONFLICT (endpoint_id) DO NOTHING
  )
  INSERT INTO analytics_events (endpoint_id, event_id, event_type, occurred_at, session_id, session_started_at,
    session_stopped_at, session_duration_ms, attributes, metrics, identity_id, is_authenticated)
  SELECT i.endpoint_id, i.event_id, i.event_type, i.occurred_at, i.session_id, i.session_started_at,
    i.session_stopped_at, i.session_duration_ms, i.attributes, i.metrics, i.identity_id, i.is_authenticated
  FROM incoming i
  WHERE NOT EXISTS (SELECT 1 FROM analytics_endpoints e WHERE e.endpoint_id = i.endpoint_id AND e.opt_out = 'ALL')`;

/** Returns how many events were stored (those of opted-out endpoints are not). */
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
  const { rowCount } = await db.query(INSERT_SQL, [JSON.stringify(records)]);
  return rowCount;
}
