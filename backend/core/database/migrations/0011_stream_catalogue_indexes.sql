-- Indexes for the stream catalogue's numbered pages (listContentEntries' STREAMS list,
-- backend/data/custom-operations/stream-catalogue-filters.ts): the catalogue's order — chart
-- position (the ranking text read as a whole number, unranked last), then the newest added (date,
-- else created_at), then title, then id — written exactly as that file writes it, so a page
-- walks an index instead of sorting every stream. Partial on the model like migration 0010's, and
-- named content_stats_* so the declared-index upkeep (data_idx_*) leaves them alone.

-- Every stream in catalogue order (the "every status" view and the sitemap's stream files).
CREATE INDEX IF NOT EXISTS content_stats_stream_catalogue
  ON data_records (
    (nullif(substring(doc->>'ranking' from '^\s*\+?([0-9]+)')::numeric, 0)),
    (nullif(left(coalesce(nullif(doc->>'date', ''), doc->>'created_at'), 10), '') COLLATE "C") DESC NULLS LAST,
    (lower(doc->>'title') COLLATE "C"),
    id)
  WHERE model = 'Stream';

-- The streams of one status in catalogue order (the catalogue shows ACTIVE ones by default), and
-- their counts. A stream saved without a status is shown, filtered and counted as PENDING.
CREATE INDEX IF NOT EXISTS content_stats_stream_status_catalogue
  ON data_records (
    (coalesce(doc->>'status', 'PENDING')),
    (nullif(substring(doc->>'ranking' from '^\s*\+?([0-9]+)')::numeric, 0)),
    (nullif(left(coalesce(nullif(doc->>'date', ''), doc->>'created_at'), 10), '') COLLATE "C") DESC NULLS LAST,
    (lower(doc->>'title') COLLATE "C"),
    id)
  WHERE model = 'Stream';
