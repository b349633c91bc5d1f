-- The dashboard's top lists over long ranges (issue 46, measured by `npm run bench
-- analytics-dashboard`): a year's range summed one row per key and day, 8–10 s at 1,000 events a
-- minute, and a day's leaders (migration 0031) prove nothing when the leaders change every day. A
-- month that has ended is summed once into one count per key (amplify/data/analytics/month-rollups.ts
-- says how a range reads them; backend/analytics/store/month-rollups.ts fills them from the
-- analytics upkeep), so a year reads at most 12 months' counts and the days of the months it holds
-- only in part.

-- One row per rolled-up month: the month's event count (analytics_daily_counts, dimension 'event')
-- when it was summed. The dashboard reads a month's counts only while this equals its days' event
-- counts (every figure comes with an event count, and counts only grow); an event counted late
-- makes the month read from its days until it is summed again.
CREATE TABLE analytics_monthly_rollups (
  month date PRIMARY KEY,
  events bigint NOT NULL,
  rolled_at timestamptz NOT NULL DEFAULT now()
);

-- The top lists' counts of a rolled-up month (the first day of the month as `month`), written
-- once per summing, never by the ingest.
CREATE TABLE analytics_monthly_counts (
  dimension text NOT NULL,
  month date NOT NULL,
  key text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (dimension, month, key)
);

-- A month's leaders (its most counted keys), and a key's months (a candidate's exact count).
CREATE INDEX analytics_monthly_counts_leaders ON analytics_monthly_counts (dimension, month, count DESC);
CREATE INDEX analytics_monthly_counts_key_months ON analytics_monthly_counts (dimension, key, month);
