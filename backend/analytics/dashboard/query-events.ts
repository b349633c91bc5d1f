import type { Queryable } from '../../core/database/database';
import type { DateRange } from './date-range';
import { IN_RANGE } from './range-sql';

export interface EventTypeCount {
  eventType: string;
  count: number;
}

export interface TopItem {
  /** The attribute's value, e.g. a brief's slug. */
  slug: string;
  count: number;
  /** Distinct endpoints (browsers) behind the count. */
  endpoints: number;
}

/** Every event type recorded in the range, most frequent first. */
export async function queryEventsByType(db: Queryable, range: DateRange): Promise<EventTypeCount[]> {
  const { rows } = await db.query<{ event_type: string; count: number }>(
    `SELECT event_type, count(*)::int AS count FROM analytics_events WHERE ${IN_RANGE}
     GROUP BY event_type ORDER BY count DESC, event_type`,
    [range.from, range.to],
  );
  return rows.map((row) => ({ eventType: row.event_type, count: Number(row.count) }));
}

/** The values of `attribute` on events of `eventType` (e.g. briefSlug on brief_read), most frequent first. */
export async function queryTopAttributeValues(
  db: Queryable,
  range: DateRange,
  { eventType, attribute, limit }: { eventType: string; attribute: string; limit: number },
): Promise<TopItem[]> {
  const { rows } = await db.query<{ slug: string; count: number; endpoints: number }>(
    `SELECT attributes->>$4 AS slug, count(*)::int AS count, count(DISTINCT endpoint_id)::int AS endpoints
     FROM analytics_events WHERE ${IN_RANGE} AND event_type = $3 AND attributes ? $4
     GROUP BY 1 ORDER BY count DESC, slug LIMIT $5`,
    [range.from, range.to, eventType, attribute, limit],
  );
  return rows.map((row) => ({ slug: row.slug, count: Number(row.count), endpoints: Number(row.endpoints) }));
}
