-- Analytics after Pinpoint (issue 46): events arrive only through Firehose (backend/analytics/firehose/),
-- so the Pinpoint-shaped endpoints and the app id go, and the dashboard reads daily figures kept as
-- events are stored (amplify/data/analytics/dashboard-figures.ts says what each event adds), so a
-- year of events is read as a year of days, not as every event.

-- What each day counts: events by type, dropped events, and the top lists' keys (brief, stream,
-- profile, referrer). The dimension leads the key: every read is one dimension over a day range.
CREATE TABLE analytics_daily_counts (
  dimension text NOT NULL,
  day date NOT NULL,
  key text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (dimension, day, key)
);

-- Which browsers each day's figures came from ('active' with key '' for any event), for the
-- distinct counts: active browsers over a range, browsers behind a top-list entry.
CREATE TABLE analytics_daily_browsers (
  dimension text NOT NULL,
  day date NOT NULL,
  key text NOT NULL,
  endpoint_id text NOT NULL,
  PRIMARY KEY (dimension, day, key, endpoint_id)
);

-- The figures of the events already stored, as dashboard-figures.ts derives them.
WITH keyed AS (
  SELECT (occurred_at AT TIME ZONE 'UTC')::date AS day, endpoint_id, event_type, metrics,
    CASE event_type
      WHEN 'brief_read' THEN 'brief' WHEN 'stream_played' THEN 'stream'
      WHEN 'profile_viewed' THEN 'profile' WHEN 'page_view' THEN 'referrer' END AS dimension,
    CASE event_type
      WHEN 'brief_read' THEN attributes->>'briefSlug' WHEN 'stream_played' THEN attributes->>'streamSlug'
      WHEN 'profile_viewed' THEN attributes->>'username' WHEN 'page_view' THEN attributes->>'referrer' END AS key
  FROM analytics_events
)
INSERT INTO analytics_daily_counts (dimension, day, key, count)
SELECT 'event', day, event_type, count(*) FROM keyed GROUP BY day, event_type
UNION ALL
SELECT 'dropped', day, '', sum((metrics->>'count')::numeric)::bigint FROM keyed
  WHERE event_type = '_analytics.dropped' AND jsonb_typeof(metrics->'count') = 'number' AND (metrics->>'count')::numeric > 0
    AND (metrics->>'count')::numeric = trunc((metrics->>'count')::numeric)
  GROUP BY day
UNION ALL
SELECT dimension, day, key, count(*) FROM keyed WHERE coalesce(key, '') <> '' GROUP BY dimension, day, key;

INSERT INTO analytics_daily_browsers (dimension, day, key, endpoint_id)
SELECT DISTINCT 'active', (occurred_at AT TIME ZONE 'UTC')::date, '', endpoint_id FROM analytics_events WHERE endpoint_id <> '_firehose'
UNION
SELECT DISTINCT d.dimension, (e.occurred_at AT TIME ZONE 'UTC')::date, e.attributes->>d.attribute, e.endpoint_id
FROM analytics_events e
JOIN (VALUES ('brief', 'brief_read', 'briefSlug'), ('stream', 'stream_played', 'streamSlug'),
  ('profile', 'profile_viewed', 'username'), ('referrer', 'page_view', 'referrer')) AS d(dimension, event_type, attribute)
  ON d.event_type = e.event_type
WHERE e.endpoint_id <> '_firehose' AND coalesce(e.attributes->>d.attribute, '') <> '';

DROP TABLE analytics_endpoints;
DELETE FROM backend_secrets WHERE name = 'analytics.pinpoint-app-id';
