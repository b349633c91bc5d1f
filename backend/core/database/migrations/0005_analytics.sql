-- Analytics (backend/analytics/): the Pinpoint-shaped endpoints and events the site records, read
-- by the admin dashboard. The Pinpoint app id lives in backend_secrets. No column holds a client's
-- IP address: the service never reads it, and IP-shaped values sent as data are dropped on ingest.

CREATE TABLE analytics_endpoints (
  endpoint_id text PRIMARY KEY,
  -- 'ALL' = opted out: the row keeps only this marker and no event of the endpoint is stored.
  opt_out text NOT NULL DEFAULT 'NONE' CHECK (opt_out IN ('ALL', 'NONE')),
  channel_type text,
  address text,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  demographic jsonb NOT NULL DEFAULT '{}'::jsonb,
  location jsonb NOT NULL DEFAULT '{}'::jsonb,
  metrics jsonb NOT NULL DEFAULT '{}'::jsonb,
  user_id text,
  user_attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  endpoint_status text,
  effective_date timestamptz,
  -- The identity-pool identity whose credentials last wrote the endpoint.
  identity_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An append-only log without a unique key: a unique index on the client's event ids would cost
-- about a quarter of the ingest rate, and the client resends only after 429 or 500, when nothing
-- of the batch was stored.
CREATE TABLE analytics_events (
  endpoint_id text NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  -- The event's own Timestamp (client clock); the dashboard's days are UTC days of this.
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  session_id text,
  session_started_at timestamptz,
  session_stopped_at timestamptz,
  session_duration_ms bigint,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  metrics jsonb NOT NULL DEFAULT '{}'::jsonb,
  identity_id text NOT NULL,
  is_authenticated boolean NOT NULL
);

-- Every dashboard query is a date range; one index keeps ingest fast (each index costs every insert).
CREATE INDEX analytics_events_occurred_at ON analytics_events (occurred_at);
