-- The last fields the content tables, lists and filters read straight from the document
-- (`doc->>'field'`) are record facts too (amplify/data/record-facts/record-facts.ts): a ban's and
-- report's appeal status, restriction, verification, profile id, date and updatedAt; a brief's
-- status, blog date, slug, profile id and updatedAt; a stream's status, slug and updatedAt; a
-- personality's category, slug, updatedAt and ranking (a positive number, else none); and a
-- profile's username, updatedAt and totals (Profile gets facts here). Each is read once by the
-- shared code (a string as it is, a number or boolean as JSON writes it, anything else none), so
-- the AWS functions, which compute the same facts from their items, compare the same values as
-- this SQL, with no copy of `doc->>`'s text form in JavaScript.
--
-- The facts stored so far lack these values: they are cleared here and written again by the
-- backend's start (backend/data/store/record-facts.ts fillRecordFacts, before the content tables
-- are checked); writing them is an update the triggers below hear, which rewrites each record's
-- rows in ban_facts, brief_facts, brief_choices, record_facts and search_entries.

-- The rows whose facts are still to be written, Profile now among the models.
DROP INDEX IF EXISTS data_records_facts_missing;
CREATE INDEX data_records_facts_missing ON data_records (model, id)
  WHERE facts IS NULL AND model IN ('PlatformBan', 'ShadowbanExperience', 'Brief', 'Stream', 'Personality', 'Profile');

CREATE OR REPLACE FUNCTION ban_fact_of(doc jsonb, facts jsonb)
RETURNS TABLE (platform text, year text, appeal text, active boolean, profile_id text, date_of_ban text, updated_at text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(facts->>'platform', ''),
         coalesce(facts->>'year', ''),
         coalesce(facts->>'appeal', 'NONE'),
         coalesce(doc->'isActive' = 'true'::jsonb, false),
         facts->>'profileId',
         facts->>'date',
         facts->>'updatedAt'
$$;

CREATE OR REPLACE FUNCTION rebuild_content_facts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ban_facts;
  DELETE FROM brief_facts;
  DELETE FROM brief_choices;
  INSERT INTO ban_facts SELECT r.id, f.* FROM data_records r, ban_fact_of(r.doc, r.facts) f WHERE r.model = 'PlatformBan';
  INSERT INTO brief_facts
  SELECT id, facts->>'date', facts->>'slug', facts->>'updatedAt', facts->>'profileId'
    FROM data_records WHERE model = 'Brief' AND facts->>'status' = 'PUBLISHED';
  INSERT INTO brief_choices SELECT r.id, c.* FROM data_records r, brief_choices_of(r.facts) c
   WHERE r.model = 'Brief' AND r.facts->>'status' = 'PUBLISHED';
END $$;

CREATE OR REPLACE FUNCTION keep_content_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.model = 'PlatformBan' THEN DELETE FROM ban_facts WHERE id = OLD.id;
    ELSIF OLD.model = 'Brief' THEN
      DELETE FROM brief_facts WHERE id = OLD.id;
      DELETE FROM brief_choices WHERE brief_id = OLD.id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.model = 'PlatformBan' THEN
      INSERT INTO ban_facts SELECT NEW.id, f.* FROM ban_fact_of(NEW.doc, NEW.facts) f;
    ELSIF NEW.model = 'Brief' AND NEW.facts->>'status' = 'PUBLISHED' THEN
      INSERT INTO brief_facts
      VALUES (NEW.id, NEW.facts->>'date', NEW.facts->>'slug', NEW.facts->>'updatedAt', NEW.facts->>'profileId');
      INSERT INTO brief_choices SELECT NEW.id, c.* FROM brief_choices_of(NEW.facts) c;
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- Everything these rows hold but a ban's active flag is a fact now.
DROP TRIGGER IF EXISTS content_facts_update ON data_records;
CREATE TRIGGER content_facts_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('PlatformBan', 'Brief') OR NEW.model IN ('PlatformBan', 'Brief'))
    AND (OLD.model, OLD.id, OLD.facts, OLD.doc->'isActive') IS DISTINCT FROM (NEW.model, NEW.id, NEW.facts, NEW.doc->'isActive'))
  EXECUTE FUNCTION keep_content_facts();

CREATE OR REPLACE FUNCTION record_fact_of(model text, doc jsonb, facts jsonb)
RETURNS TABLE (platform text, year text, month text, appeal text, active boolean, restriction text, verification text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(facts->>'platform', ''),
         coalesce(facts->>'year', ''),
         coalesce(facts->>'month', ''),
         coalesce(facts->>'appeal', 'NONE'),
         model = 'PlatformBan' AND coalesce(doc->'isActive' = 'true'::jsonb, false),
         coalesce(facts->>'restriction', ''),
         coalesce(facts->>'verification', '')
$$;

-- An appeal event has no facts: its kind, date and recordKey are still read from its document.
DROP TRIGGER IF EXISTS record_facts_update ON data_records;
CREATE TRIGGER record_facts_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent') OR NEW.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent'))
    AND (OLD.model, OLD.id, OLD.facts, OLD.doc->'isActive', OLD.doc->'kind', OLD.doc->'date', OLD.doc->'recordKey')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.facts, NEW.doc->'isActive', NEW.doc->'kind', NEW.doc->'date', NEW.doc->'recordKey'))
  EXECUTE FUNCTION keep_record_facts();

-- search_entries' status, date, appeal status, restriction and verification from the facts.
CREATE OR REPLACE FUNCTION search_entry_of(model text, doc jsonb, facts jsonb)
RETURNS TABLE (sort_date text, platform text, year text, appeal text, rank_words tsvector, words tsvector, body text,
               restriction text, verification text)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  plain text;
  headline tsvector;
  platform_id text := facts->>'platform';
BEGIN
  IF model = 'Profile' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_profile(doc), NULL::text, NULL::text, NULL::text;
  ELSIF model = 'Brief' AND facts->>'status' = 'PUBLISHED' THEN
    plain := regexp_replace(regexp_replace(coalesce(doc->>'longDescription', ''), '<[^>]*>', ' ', 'g'), '&[#A-Za-z0-9]+;', ' ', 'g');
    headline := search_rank_words_brief(doc);
    RETURN QUERY SELECT facts->>'date', NULL::text, facts->>'year', NULL::text,
      headline, headline || setweight(to_tsvector('english', plain), 'C'), plain, NULL::text, NULL::text;
  ELSIF model = 'PlatformBan' THEN
    RETURN QUERY SELECT facts->>'date', platform_id, facts->>'year',
      coalesce(facts->>'appeal', 'NONE'), NULL::tsvector,
      search_vector_platform_ban(doc) || setweight(to_tsvector('english', coalesce(platform_id, '')), 'D'), NULL::text,
      coalesce(facts->>'restriction', ''), coalesce(facts->>'verification', 'SELF_REPORTED');
  ELSIF model = 'ShadowbanExperience' THEN
    RETURN QUERY SELECT facts->>'date', platform_id, facts->>'year',
      coalesce(facts->>'appeal', 'NONE'), NULL::tsvector,
      search_vector_shadowban(doc) || setweight(to_tsvector('english', coalesce(platform_id, '')), 'D'), NULL::text,
      coalesce(facts->>'restriction', ''), coalesce(facts->>'verification', 'SELF_REPORTED');
  ELSIF model = 'Personality' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_personality(doc), NULL::text, NULL::text, NULL::text;
  ELSIF model = 'Stream' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_stream(doc), NULL::text, NULL::text, NULL::text;
  END IF;
END $$;

-- A row is rewritten when its words' fields or any of its facts change.
DROP TRIGGER IF EXISTS search_entries_update ON data_records;
CREATE TRIGGER search_entries_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream')
      OR NEW.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream'))
    AND (OLD.model, OLD.id, OLD.facts, OLD.doc->'title', OLD.doc->'description', OLD.doc->'longDescription',
         OLD.doc->'displayName', OLD.doc->'username', OLD.doc->'bio', OLD.doc->'name', OLD.doc->'explanation', OLD.doc->'evidence',
         OLD.doc->'category', OLD.doc->'restrictionType', OLD.doc->'platformId', OLD.doc->'platform')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.facts, NEW.doc->'title', NEW.doc->'description', NEW.doc->'longDescription',
         NEW.doc->'displayName', NEW.doc->'username', NEW.doc->'bio', NEW.doc->'name', NEW.doc->'explanation', NEW.doc->'evidence',
         NEW.doc->'category', NEW.doc->'restrictionType', NEW.doc->'platformId', NEW.doc->'platform'))
  EXECUTE FUNCTION keep_search_entries();

-- The orders over the facts, written exactly as the lists' ORDER BY (stream-catalogue-filters.ts,
-- personality-list.ts, content-statistics-entries.ts, open-data-records.ts).
DROP INDEX IF EXISTS content_stats_stream_status_catalogue;
CREATE INDEX content_stats_stream_status_catalogue
  ON data_records (
    (coalesce(facts->>'status', 'PENDING')),
    ((facts->>'ranking')::numeric),
    ((facts->>'addedOn') COLLATE "C") DESC NULLS LAST,
    ((facts->>'title') COLLATE "C"),
    id)
  WHERE model = 'Stream';

DROP INDEX IF EXISTS content_stats_personality_order;
CREATE INDEX content_stats_personality_order
  ON data_records (
    (coalesce(doc->'active', 'true'::jsonb) <> 'false'::jsonb) DESC,
    ((facts->>'ranking')::numeric),
    ((facts->>'name') COLLATE "C"),
    id)
  WHERE model = 'Personality';

DROP INDEX IF EXISTS content_stats_profile_standing;
CREATE INDEX content_stats_profile_standing
  ON data_records (((facts->>'totalBans')::numeric) DESC NULLS LAST, ((facts->>'totalEstimatedLoss')::numeric) DESC NULLS LAST, id)
  WHERE model = 'Profile';
DROP INDEX IF EXISTS content_stats_profile_with_records;
CREATE INDEX content_stats_profile_with_records
  ON data_records (((facts->>'totalBans')::numeric) DESC NULLS LAST, ((facts->>'totalEstimatedLoss')::numeric) DESC NULLS LAST, id)
  WHERE model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb;

DROP INDEX IF EXISTS open_data_ban_order;
CREATE INDEX open_data_ban_order ON data_records ((coalesce(facts->>'updatedAt', '') COLLATE "C"), id)
  WHERE model = 'PlatformBan';
DROP INDEX IF EXISTS open_data_shadowban_order;
CREATE INDEX open_data_shadowban_order ON data_records ((coalesce(facts->>'updatedAt', '') COLLATE "C"), id)
  WHERE model = 'ShadowbanExperience';

-- The stored facts lack the new values: cleared here, written again at start. Only the rows' facts
-- change, so the triggers that would rewrite the content tables now (and again at the fill) are
-- held for this statement; the fill's update rewrites each record's rows once.
ALTER TABLE data_records DISABLE TRIGGER content_facts_update;
ALTER TABLE data_records DISABLE TRIGGER record_facts_update;
ALTER TABLE data_records DISABLE TRIGGER search_entries_update;
UPDATE data_records SET facts = NULL
 WHERE facts IS NOT NULL AND model IN ('PlatformBan', 'ShadowbanExperience', 'Brief', 'Stream', 'Personality', 'Profile');
ALTER TABLE data_records ENABLE TRIGGER content_facts_update;
ALTER TABLE data_records ENABLE TRIGGER record_facts_update;
ALTER TABLE data_records ENABLE TRIGGER search_entries_update;
