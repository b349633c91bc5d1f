-- Indexes for the content statistics queries (backend/data/custom-operations/content-statistics*):
-- each written exactly as those queries write their conditions and orders, so a numbered page
-- walks an index instead of sorting the whole model. Partial on the model, like the declared
-- indexes; named content_stats_* so the declared-index upkeep (data_idx_*) leaves them alone.

-- Ban records newest first (the home page's latest bans, every ban page without a platform).
CREATE INDEX IF NOT EXISTS content_stats_ban_date
  ON data_records (((doc->>'dateOfBan') COLLATE "C") DESC NULLS LAST, id DESC)
  WHERE model = 'PlatformBan';

-- One platform's ban records newest first (/platforms/<name>), and its counts.
CREATE INDEX IF NOT EXISTS content_stats_ban_platform_date
  ON data_records (lower(doc->>'platformId'), ((doc->>'dateOfBan') COLLATE "C") DESC NULLS LAST, id DESC)
  WHERE model = 'PlatformBan';

-- Creators by standing (/profiles): most bans first, then the largest estimated loss.
CREATE INDEX IF NOT EXISTS content_stats_profile_standing
  ON data_records (
    (CASE WHEN jsonb_typeof(doc->'totalBans') = 'number' THEN (doc->>'totalBans')::numeric END) DESC NULLS LAST,
    (CASE WHEN jsonb_typeof(doc->'totalEstimatedLoss') = 'number' THEN (doc->>'totalEstimatedLoss')::numeric END) DESC NULLS LAST,
    id)
  WHERE model = 'Profile';
