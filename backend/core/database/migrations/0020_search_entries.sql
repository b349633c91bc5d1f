-- Issue 16: a search counts and ranks every match, and PostgreSQL reads each match's row to do it
-- (a GIN index cannot tell whether a row is visible). In data_records a published brief's row
-- held its ~1.7 KB of search words in line: for a common word (16,500 of 50,000 briefs) counting
-- and ranking read ~8,700 pages, and the four kinds side by side (36,000 matches) took ~100 ms,
-- their pages evicting each other from shared buffers.
--
-- The words now live in a narrow table of the public records only, one row per searchable record,
-- with what the filters and the order need (platform, year, appeal status, date). A brief's row
-- also holds its body as plain text (what its snippet is cut from, no markup to strip at read
-- time); with the words that passes PostgreSQL's 2 KB threshold, and this table's 128-byte
-- target then moves both out of line: a brief's row in the heap is ~300 bytes (id, date and its
-- title and description words, which rank it and are kept in line, uncompressed). Counting reads
-- those rows only. Same search, same words: ~2x faster on PostgreSQL, and the table (~90 MB
-- for the content-scale store) stays in shared buffers.
--
-- Kept like the tables of migrations 0013 and 0016: triggers on data_records write a record's row
-- in the transaction of every write (data API, creator operations, moderators, a bulk INSERT or
-- COPY); a pg_dump restore brings the rows; the start-up check (backend/data/store/content-facts.ts)
-- rebuilds the table when its count differs from the records'. Only public records have rows:
-- drafts (UnpublishedBrief) and hidden records (HiddenRecord) are other models, and a brief is in
-- while its status is PUBLISHED. A record's words are those migration 0009's functions give.
CREATE TABLE search_entries (
  model text NOT NULL,
  id text COLLATE "C" NOT NULL,
  -- What ranks equal matches, newest first: a brief's, ban's or report's date (bytewise, as ids).
  sort_date text COLLATE "C",
  -- The filters, as search-kinds.ts compares them (NULL where the kind has no such field).
  platform text,
  year text,
  appeal text,
  -- What a match is ranked by when not `words`: a brief's title (A) and description (B).
  rank_words tsvector,
  -- What is matched: every searched field (migration 0009's search_vector_* functions).
  words tsvector NOT NULL,
  -- A brief's body without markup (search_vector_brief's C text), for its snippet.
  body text,
  PRIMARY KEY (model, id)
) WITH (toast_tuple_target = 128);
-- Never compressed nor moved: ranking reads it for every match.
ALTER TABLE search_entries ALTER COLUMN rank_words SET STORAGE PLAIN;

CREATE INDEX search_entries_profile ON search_entries USING gin (words) WHERE model = 'Profile';
CREATE INDEX search_entries_brief ON search_entries USING gin (words) WHERE model = 'Brief';
CREATE INDEX search_entries_platform_ban ON search_entries USING gin (words) WHERE model = 'PlatformBan';
CREATE INDEX search_entries_shadowban ON search_entries USING gin (words) WHERE model = 'ShadowbanExperience';
CREATE INDEX search_entries_personality ON search_entries USING gin (words) WHERE model = 'Personality';
CREATE INDEX search_entries_stream ON search_entries USING gin (words) WHERE model = 'Stream';

-- A record's row, or none when the record is not public or not searched. PL/pgSQL like 0017's
-- functions: a trigger's statements keep their plans for the session.
CREATE FUNCTION search_entry_of(model text, doc jsonb)
RETURNS TABLE (sort_date text, platform text, year text, appeal text, rank_words tsvector, words tsvector, body text)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  plain text;
  headline tsvector;
BEGIN
  IF model = 'Profile' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_profile(doc), NULL::text;
  ELSIF model = 'Brief' AND doc->>'status' = 'PUBLISHED' THEN
    -- search_vector_brief's words, its body blanked once for the words and the snippet.
    plain := regexp_replace(regexp_replace(coalesce(doc->>'longDescription', ''), '<[^>]*>', ' ', 'g'), '&[#A-Za-z0-9]+;', ' ', 'g');
    headline := search_rank_words_brief(doc);
    RETURN QUERY SELECT doc->>'blogDate', NULL::text, left(doc->>'blogDate', 4), NULL::text,
      headline, headline || setweight(to_tsvector('english', plain), 'C'), plain;
  ELSIF model = 'PlatformBan' THEN
    RETURN QUERY SELECT doc->>'dateOfBan', lower(doc->>'platformId'), left(doc->>'dateOfBan', 4),
      coalesce(doc->>'appealStatus', 'NONE'), NULL::tsvector, search_vector_platform_ban(doc), NULL::text;
  ELSIF model = 'ShadowbanExperience' THEN
    RETURN QUERY SELECT doc->>'date', lower(doc->>'platform'), left(doc->>'date', 4),
      coalesce(doc->>'appealStatus', 'NONE'), NULL::tsvector, search_vector_shadowban(doc), NULL::text;
  ELSIF model = 'Personality' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_personality(doc), NULL::text;
  ELSIF model = 'Stream' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_stream(doc), NULL::text;
  END IF;
END $$;

-- Fills the table from data_records (the start-up check, when counts disagree).
CREATE FUNCTION rebuild_search_entries() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_entries;
  INSERT INTO search_entries SELECT r.model, r.id, e.* FROM data_records r, search_entry_of(r.model, r.doc) e
   WHERE r.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream');
END $$;

CREATE FUNCTION keep_search_entries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM search_entries WHERE model = OLD.model AND id = OLD.id; END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries SELECT NEW.model, NEW.id, e.* FROM search_entry_of(NEW.model, NEW.doc) e;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_entries_insert AFTER INSERT ON data_records
  FOR EACH ROW WHEN (NEW.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream'))
  EXECUTE FUNCTION keep_search_entries();
CREATE TRIGGER search_entries_delete AFTER DELETE ON data_records
  FOR EACH ROW WHEN (OLD.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream'))
  EXECUTE FUNCTION keep_search_entries();
-- Only when a field a row is made of changes: a view counted or a ban's verification moved rewrites nothing here.
CREATE TRIGGER search_entries_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream')
      OR NEW.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream'))
    AND (OLD.model, OLD.id, OLD.doc->'status', OLD.doc->'title', OLD.doc->'description', OLD.doc->'longDescription',
         OLD.doc->'displayName', OLD.doc->'username', OLD.doc->'bio', OLD.doc->'name', OLD.doc->'explanation', OLD.doc->'evidence',
         OLD.doc->'category', OLD.doc->'restrictionType', OLD.doc->'blogDate', OLD.doc->'dateOfBan', OLD.doc->'date',
         OLD.doc->'platformId', OLD.doc->'platform', OLD.doc->'appealStatus')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.doc->'status', NEW.doc->'title', NEW.doc->'description', NEW.doc->'longDescription',
         NEW.doc->'displayName', NEW.doc->'username', NEW.doc->'bio', NEW.doc->'name', NEW.doc->'explanation', NEW.doc->'evidence',
         NEW.doc->'category', NEW.doc->'restrictionType', NEW.doc->'blogDate', NEW.doc->'dateOfBan', NEW.doc->'date',
         NEW.doc->'platformId', NEW.doc->'platform', NEW.doc->'appealStatus'))
  EXECUTE FUNCTION keep_search_entries();

-- The rows of the records already written, from their stored words (not computed again).
INSERT INTO search_entries
SELECT r.model, r.id, e.sort_date, e.platform, e.year, e.appeal, r.rank_vector, r.search_vector, e.body
  FROM data_records r,
       LATERAL (SELECT CASE r.model WHEN 'Brief' THEN r.doc->>'blogDate' WHEN 'PlatformBan' THEN r.doc->>'dateOfBan'
                                    WHEN 'ShadowbanExperience' THEN r.doc->>'date' END AS sort_date,
                       CASE r.model WHEN 'PlatformBan' THEN lower(r.doc->>'platformId') WHEN 'ShadowbanExperience' THEN lower(r.doc->>'platform') END AS platform,
                       CASE r.model WHEN 'Brief' THEN left(r.doc->>'blogDate', 4) WHEN 'PlatformBan' THEN left(r.doc->>'dateOfBan', 4)
                                    WHEN 'ShadowbanExperience' THEN left(r.doc->>'date', 4) END AS year,
                       CASE WHEN r.model IN ('PlatformBan', 'ShadowbanExperience') THEN coalesce(r.doc->>'appealStatus', 'NONE') END AS appeal,
                       CASE WHEN r.model = 'Brief' THEN regexp_replace(regexp_replace(coalesce(r.doc->>'longDescription', ''),
                         '<[^>]*>', ' ', 'g'), '&[#A-Za-z0-9]+;', ' ', 'g') END AS body) e
 WHERE r.search_vector IS NOT NULL AND (r.model <> 'Brief' OR r.doc->>'status' = 'PUBLISHED');

-- data_records keeps no words: writes compute them once, into the table above.
DROP INDEX IF EXISTS data_records_search_vector_profile;
DROP INDEX IF EXISTS data_records_search_vector_brief;
DROP INDEX IF EXISTS data_records_search_vector_platform_ban;
DROP INDEX IF EXISTS data_records_search_vector_shadowban;
DROP INDEX IF EXISTS data_records_search_vector_personality;
DROP INDEX IF EXISTS data_records_search_vector_stream;
ALTER TABLE data_records DROP COLUMN rank_vector;
ALTER TABLE data_records DROP COLUMN search_vector;
