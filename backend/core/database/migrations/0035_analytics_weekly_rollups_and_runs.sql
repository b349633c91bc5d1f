-- The dashboard's year at 1,000 events a minute (issue 46, `npm run bench analytics-dashboard`):
-- after the monthly roll-ups (migration 0034) a year's top lists still summed about 1.2 million
-- brief rows (11 months of ~50,000 keys, and 31 days of 20,000 outside whole months), 2.7–3.2 s.
-- amplify/data/analytics/month-rollups.ts reads fewer rows for the same sums: the ended weeks of
-- months a range holds only in part (days 1–7, 8–14, 15–21, 22–28) from weekly roll-ups, and a
-- stretch of whole months as the difference of two running totals (runs) rather than one roll-up
-- per month. backend/analytics/store/month-rollups.ts keeps them from the analytics upkeep.

-- Each summing of a month or week gets a version of its own; a run names the version of every
-- month it sums, so two runs are subtracted only when they agree on the months before.
CREATE SEQUENCE analytics_rollup_versions;

ALTER TABLE analytics_monthly_rollups ADD COLUMN version bigint NOT NULL DEFAULT nextval('analytics_rollup_versions');
-- The month's run: {"YYYY-MM": version} of each rolled-up month up to this one it sums; null until built.
ALTER TABLE analytics_monthly_rollups ADD COLUMN run jsonb;

-- The run through a month: every key's count summed over the months its `run` names.
CREATE TABLE analytics_monthly_runs (
  dimension text NOT NULL,
  month date NOT NULL,
  key text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (dimension, month, key)
);

-- A week of a month (its first day as `week`: the 1st, 8th, 15th or 22nd), as a month's roll-up.
CREATE TABLE analytics_weekly_rollups (
  week date PRIMARY KEY,
  events bigint NOT NULL,
  version bigint NOT NULL DEFAULT nextval('analytics_rollup_versions'),
  rolled_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analytics_weekly_counts (
  dimension text NOT NULL,
  week date NOT NULL,
  key text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (dimension, week, key)
);

-- A week's leaders (its most counted keys), and a key's weeks (a candidate's exact count).
CREATE INDEX analytics_weekly_counts_leaders ON analytics_weekly_counts (dimension, week, count DESC);
CREATE INDEX analytics_weekly_counts_key_weeks ON analytics_weekly_counts (dimension, key, week);
