import type { Queryable } from '../../../backend/core/database/database';
import { EVENT_MIX } from './generate-year';

/**
 * Raw events as the ingest stores them in analytics_events (one row each, attributes and metrics
 * as JSON, UUID-shaped ids), spread over today: the dashboard never reads them, but the product
 * keeps every one (nothing prunes the table), so the bench measures what a day of them weighs.
 */
export async function generateRawEvents(db: Queryable, count: number, day: string): Promise<number> {
  const total = EVENT_MIX.reduce((sum, [, n]) => sum + n, 0);
  // Each event type's share of the rows, as cumulative bounds over 0..1.
  let bound = 0;
  const cases = EVENT_MIX.map(([type, n]) => {
    bound += n / total;
    return `WHEN x < ${bound.toFixed(6)} THEN '${type}'`;
  }).join(' ');
  const { rowCount } = await db.query(
    `INSERT INTO analytics_events (endpoint_id, event_id, event_type, occurred_at, received_at, session_id, session_started_at,
       attributes, metrics, identity_id, is_authenticated)
     SELECT e.endpoint, gen_random_uuid()::text, e.type, e.at, e.at + interval '3 seconds', md5(e.endpoint || (i / 12)::text)::uuid::text, e.at,
       CASE e.type
         WHEN 'page_view' THEN jsonb_build_object('path', '/briefs/how-a-creator-lost-their-channel-overnight-' || (i % 50000), 'title', 'A creator lost their channel overnight')
         WHEN 'brief_read' THEN jsonb_build_object('briefSlug', 'how-a-creator-lost-their-channel-overnight-' || (i % 50000))
         WHEN 'profile_viewed' THEN jsonb_build_object('username', 'creator' || (i % 20000))
         WHEN 'stream_played' THEN jsonb_build_object('streamSlug', 'weekly-ban-roundup-' || (i % 300))
         WHEN 'app_launch' THEN jsonb_build_object('platform', 'web', 'version', '1.0.0')
         ELSE '{}'::jsonb END,
       CASE e.type WHEN 'page_view' THEN jsonb_build_object('loadMs', i % 3000) WHEN '_analytics.dropped' THEN '{"count": 8}'::jsonb ELSE '{}'::jsonb END,
       'eu-west-1:' || md5(e.endpoint)::uuid::text, (i % 10) = 0
     FROM generate_series(0, $2::int - 1) AS i,
       LATERAL (SELECT md5((i / 14)::text)::uuid::text AS endpoint,
         $1::date + (i::float8 / $2::int) * interval '1 day' AS at,
         CASE ${cases} ELSE 'page_view' END AS type
         FROM (SELECT ((i::bigint * 2654435761) % 1000003) / 1000003.0 AS x) AS r) AS e`,
    [day, count],
  );
  return rowCount;
}
