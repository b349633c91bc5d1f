-- The dashboard's year at 1,000 events a minute (issue 46, `npm run bench analytics-dashboard`):
-- after migration 0035 a year's top lists still summed every key of two runs, three weeks and ten
-- days (about 450,000 brief rows, 2.6–3.8 s on the bench's host). A stretch of whole months read
-- from runs is now one period of the top lists' rule (amplify/data/analytics/top-counts.ts): its
-- leaders are the most counted keys of the run through its last month (no key's count over the
-- stretch is above its count in that run), each less its count in the run before the stretch
-- (a key's row by the primary key), so a year is proven from a few hundred rows per period, and
-- summed in full only when the bounds prove nothing.
CREATE INDEX analytics_monthly_runs_leaders ON analytics_monthly_runs (dimension, month, count DESC);
