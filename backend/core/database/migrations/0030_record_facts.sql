-- A record's facts (amplify/data/record-facts/record-facts.ts): the normalised values the
-- figures, filters and orders compare (a platform lower-cased, a date's year and month, a brief's
-- category and tag choices, a stream's genre and language choices, chart position, added day and
-- sorted title, a personality's sorted name), computed once in the shared code from the document
-- and written beside it by the record store (backend/data/store/record-store.ts) with every
-- write. The AWS functions compute the same facts from their items, so the two backends compare
-- the same values and the SQL needs no text function of its own (lower, trim, left, regular
-- expressions) to agree with them.
--
-- Existing rows (and rows a bulk SQL load writes without facts) have none until the backend's
-- start fills them (backend/data/store/record-facts.ts, before the content tables are checked).
ALTER TABLE data_records ADD COLUMN IF NOT EXISTS facts jsonb;

-- The rows whose facts are still to be written: the start-up fill reads them from this index.
CREATE INDEX IF NOT EXISTS data_records_facts_missing ON data_records (model, id)
  WHERE facts IS NULL AND model IN ('PlatformBan', 'ShadowbanExperience', 'Brief', 'Stream', 'Personality');

-- Writing facts changes no record: the real-time notice (migration 0024) goes only when a document
-- is inserted, changed or deleted.
DROP TRIGGER IF EXISTS data_record_changed ON data_records;
CREATE TRIGGER data_record_changed AFTER INSERT OR DELETE ON data_records
  FOR EACH ROW EXECUTE FUNCTION notify_data_record_change();
CREATE TRIGGER data_record_changed_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN (OLD.doc IS DISTINCT FROM NEW.doc OR OLD.model IS DISTINCT FROM NEW.model OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION notify_data_record_change();

-- The stream catalogue's order (backend/data/custom-operations/stream-catalogue-filters.ts) over
-- the stored facts, in place of migration 0011's expressions over the document: chart position
-- (unranked last), the newest added, the sorted title, id.
DROP INDEX IF EXISTS content_stats_stream_catalogue;
CREATE INDEX content_stats_stream_catalogue
  ON data_records (
    ((facts->>'ranking')::numeric),
    ((facts->>'addedOn') COLLATE "C") DESC NULLS LAST,
    ((facts->>'title') COLLATE "C"),
    id)
  WHERE model = 'Stream';
DROP INDEX IF EXISTS content_stats_stream_status_catalogue;
CREATE INDEX content_stats_stream_status_catalogue
  ON data_records (
    (coalesce(doc->>'status', 'PENDING')),
    ((facts->>'ranking')::numeric),
    ((facts->>'addedOn') COLLATE "C") DESC NULLS LAST,
    ((facts->>'title') COLLATE "C"),
    id)
  WHERE model = 'Stream';

-- /personalities' order (backend/data/custom-operations/personality-list.ts) with the stored
-- sorted name in place of migration 0012's lower((doc->>'displayName') COLLATE "C").
DROP INDEX IF EXISTS content_stats_personality_order;
CREATE INDEX content_stats_personality_order
  ON data_records (
    (coalesce(doc->'active', 'true'::jsonb) <> 'false'::jsonb) DESC,
    (CASE WHEN jsonb_typeof(doc->'ranking') = 'number' THEN CASE WHEN (doc->>'ranking')::numeric > 0 THEN (doc->>'ranking')::numeric END END),
    ((facts->>'name') COLLATE "C"),
    id)
  WHERE model = 'Personality';
