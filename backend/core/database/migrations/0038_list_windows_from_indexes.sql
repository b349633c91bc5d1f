-- A numbered window of a public list (a sitemap file, /profiles?page=N) finds its ids by walking
-- the list's order past `offset` entries, then reads only those rows (listContentEntries,
-- backend/data/custom-operations/content-statistics-entries.ts; issue 50). The walk reads the index
-- alone (an index-only scan, no row per skipped entry) only when the index holds every column the
-- order reads. brief_facts' and ban_facts' indexes do; the creators' orders are expressions over
-- `facts`, and PostgreSQL's planner returns an expression from an index only when the index also
-- holds the column itself. So the creators' indexes carry `facts` (INCLUDE: a profile's facts are
-- its username of at most 30 characters, last change and two totals, ~150 bytes): at 20,000
-- profiles the walk to the last page of /profiles read 20,202 pages in 125 ms through the index and
-- the rows, and 588 pages in 11 ms from the index alone. The indexes are otherwise those of
-- migration 0033, written exactly as the list's order.
DROP INDEX IF EXISTS content_stats_profile_standing;
CREATE INDEX content_stats_profile_standing
  ON data_records (((facts->>'totalBans')::numeric) DESC NULLS LAST, ((facts->>'totalEstimatedLoss')::numeric) DESC NULLS LAST, id)
  INCLUDE (facts)
  WHERE model = 'Profile';
DROP INDEX IF EXISTS content_stats_profile_with_records;
CREATE INDEX content_stats_profile_with_records
  ON data_records (((facts->>'totalBans')::numeric) DESC NULLS LAST, ((facts->>'totalEstimatedLoss')::numeric) DESC NULLS LAST, id)
  INCLUDE (facts)
  WHERE model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb;

-- The shadowban reports' list had no index for its order: every window of it, the first too, read
-- and sorted every report (0.5-0.7 s at 50,000 reports). Written exactly as its ORDER BY. One
-- creator's reports are still found by the model's profileId index and sorted.
CREATE INDEX IF NOT EXISTS content_stats_shadowban_date
  ON data_records (((facts->>'date') COLLATE "C") DESC NULLS LAST, id DESC)
  WHERE model = 'ShadowbanExperience';

-- The planner's statistics of the rebuilt indexes' expressions.
ANALYZE data_records;
