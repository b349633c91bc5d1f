-- Issue 16: the choices /briefs offers (categories, tags, warfare tags, each with how many published
-- briefs carry it) were counted over brief_choices on every cold /briefs: ~225,000 rows for 50,000
-- briefs, ~115 ms on PostgreSQL and ~400 ms embedded, most of the page's time.
--
-- Remembered like the ban figures of migration 0014, under the version brief_count (migration
-- 0019) keeps: every transaction that changes brief_facts moves it, and brief_choices only ever
-- changes with brief_facts (the triggers of 0013 rewrite both for a brief, the start-up rebuild
-- both). An answer is read beside the version it was computed at (backend/data/custom-operations/
-- remembered-figures.ts), so one of an older version is never used; the next reader computes
-- and stores the current one.
CREATE TABLE brief_figures (
  filters text PRIMARY KEY,
  version bigint NOT NULL,
  answer jsonb NOT NULL
);
