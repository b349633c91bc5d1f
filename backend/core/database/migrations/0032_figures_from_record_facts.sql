-- The content tables (ban_facts and brief_choices of migration 0013, record_facts of 0016,
-- search_entries of 0020 and 0026) take a record's normalised values from its stored facts
-- (data_records.facts, migration 0030: amplify/data/record-facts/record-facts.ts) instead of
-- computing them here with lower(), trim() and left(): the platform lower-cased, a date's year and
-- month, a brief's category and tag choices (key and trimmed value). The AWS functions compute the
-- same facts from their items with the same code, so both backends count, filter and list the
-- same values. A record without facts yet (written by SQL that left them out) has a blank platform,
-- year and month and no choices until the backend's start fills its facts; filling them is an
-- update of the row, which the update triggers below now hear, and which rewrites its rows here.

DROP FUNCTION IF EXISTS ban_fact_of(jsonb);
CREATE FUNCTION ban_fact_of(doc jsonb, facts jsonb)
RETURNS TABLE (platform text, year text, appeal text, active boolean, profile_id text, date_of_ban text, updated_at text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(facts->>'platform', ''),
         coalesce(facts->>'year', ''),
         coalesce(doc->>'appealStatus', 'NONE'),
         coalesce(doc->'isActive' = 'true'::jsonb, false),
         doc->>'profileId',
         doc->>'dateOfBan',
         doc->>'updatedAt'
$$;

-- [facet, key, value] rows of the brief's stored choices, numbered in the order the brief lists them.
DROP FUNCTION IF EXISTS brief_choices_of(jsonb);
CREATE FUNCTION brief_choices_of(facts jsonb) RETURNS TABLE (facet text, ordinal integer, key text, value text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT choice->>0, ordinal::integer, choice->>1, choice->>2
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(facts->'choices') = 'array' THEN facts->'choices' ELSE '[]'::jsonb END)
         WITH ORDINALITY AS c(choice, ordinal)
$$;

CREATE OR REPLACE FUNCTION rebuild_content_facts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ban_facts;
  DELETE FROM brief_facts;
  DELETE FROM brief_choices;
  INSERT INTO ban_facts SELECT r.id, f.* FROM data_records r, ban_fact_of(r.doc, r.facts) f WHERE r.model = 'PlatformBan';
  INSERT INTO brief_facts
  SELECT id, doc->>'blogDate', doc->>'slug', doc->>'updatedAt', doc->>'profileId'
    FROM data_records WHERE model = 'Brief' AND doc->>'status' = 'PUBLISHED';
  INSERT INTO brief_choices SELECT r.id, c.* FROM data_records r, brief_choices_of(r.facts) c
   WHERE r.model = 'Brief' AND r.doc->>'status' = 'PUBLISHED';
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
    ELSIF NEW.model = 'Brief' AND NEW.doc->>'status' = 'PUBLISHED' THEN
      INSERT INTO brief_facts
      VALUES (NEW.id, NEW.doc->>'blogDate', NEW.doc->>'slug', NEW.doc->>'updatedAt', NEW.doc->>'profileId');
      INSERT INTO brief_choices SELECT NEW.id, c.* FROM brief_choices_of(NEW.facts) c;
    END IF;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS content_facts_update ON data_records;
CREATE TRIGGER content_facts_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('PlatformBan', 'Brief') OR NEW.model IN ('PlatformBan', 'Brief'))
    AND (OLD.model, OLD.id, OLD.facts, OLD.doc->'appealStatus', OLD.doc->'isActive', OLD.doc->'dateOfBan',
         OLD.doc->'profileId', OLD.doc->'status', OLD.doc->'blogDate', OLD.doc->'slug', OLD.doc->'updatedAt')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.facts, NEW.doc->'appealStatus', NEW.doc->'isActive', NEW.doc->'dateOfBan',
         NEW.doc->'profileId', NEW.doc->'status', NEW.doc->'blogDate', NEW.doc->'slug', NEW.doc->'updatedAt'))
  EXECUTE FUNCTION keep_content_facts();

DROP FUNCTION IF EXISTS record_fact_of(text, jsonb);
CREATE FUNCTION record_fact_of(model text, doc jsonb, facts jsonb)
RETURNS TABLE (platform text, year text, month text, appeal text, active boolean, restriction text, verification text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(facts->>'platform', ''),
         coalesce(facts->>'year', ''),
         coalesce(facts->>'month', ''),
         coalesce(doc->>'appealStatus', 'NONE'),
         model = 'PlatformBan' AND coalesce(doc->'isActive' = 'true'::jsonb, false),
         coalesce(doc->>'dsaRestriction', ''),
         coalesce(doc->>'verification', '')
$$;

CREATE OR REPLACE FUNCTION rebuild_record_facts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM record_facts;
  -- All records' days from one pass over the events, not one lookup per record.
  INSERT INTO record_facts
  SELECT r.model, r.id, f.*, e.days
    FROM data_records r
   CROSS JOIN LATERAL record_fact_of(r.model, r.doc, r.facts) f
    LEFT JOIN (SELECT doc->>'recordKey' AS record_key,
                      decision_days_of(jsonb_agg(jsonb_build_object('kind', doc->>'kind', 'date', doc->>'date'))) AS days
                 FROM data_records WHERE model = 'AppealEvent' GROUP BY 1) AS e ON e.record_key = r.model || '#' || r.id
   WHERE r.model IN ('PlatformBan', 'ShadowbanExperience');
END $$;

CREATE OR REPLACE FUNCTION keep_record_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.model IN ('PlatformBan', 'ShadowbanExperience') THEN
    DELETE FROM record_facts WHERE model = OLD.model AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.model IN ('PlatformBan', 'ShadowbanExperience') THEN
    INSERT INTO record_facts SELECT NEW.model, NEW.id, f.*, record_decision_days(NEW.model, NEW.id) FROM record_fact_of(NEW.model, NEW.doc, NEW.facts) f;
  END IF;
  -- An appeal event changes the days of the record its recordKey (`<model>#<id>`) names; the
  -- event may come before or after the record.
  IF TG_OP <> 'INSERT' AND OLD.model = 'AppealEvent' THEN
    UPDATE record_facts SET decision_days = record_decision_days(model, id)
     WHERE model = split_part(OLD.doc->>'recordKey', '#', 1) AND id = substr(OLD.doc->>'recordKey', strpos(OLD.doc->>'recordKey', '#') + 1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.model = 'AppealEvent' THEN
    UPDATE record_facts SET decision_days = record_decision_days(model, id)
     WHERE model = split_part(NEW.doc->>'recordKey', '#', 1) AND id = substr(NEW.doc->>'recordKey', strpos(NEW.doc->>'recordKey', '#') + 1);
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS record_facts_update ON data_records;
CREATE TRIGGER record_facts_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent') OR NEW.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent'))
    AND (OLD.model, OLD.id, OLD.facts, OLD.doc->'appealStatus',
         OLD.doc->'isActive', OLD.doc->'dsaRestriction', OLD.doc->'verification', OLD.doc->'kind', OLD.doc->'date', OLD.doc->'recordKey')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.facts, NEW.doc->'appealStatus',
         NEW.doc->'isActive', NEW.doc->'dsaRestriction', NEW.doc->'verification', NEW.doc->'kind', NEW.doc->'date', NEW.doc->'recordKey'))
  EXECUTE FUNCTION keep_record_facts();

-- search_entries' platform and year from the facts (a ban's and report's platform word too).
DROP FUNCTION IF EXISTS search_entry_of(text, jsonb);
CREATE FUNCTION search_entry_of(model text, doc jsonb, facts jsonb)
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
  ELSIF model = 'Brief' AND doc->>'status' = 'PUBLISHED' THEN
    plain := regexp_replace(regexp_replace(coalesce(doc->>'longDescription', ''), '<[^>]*>', ' ', 'g'), '&[#A-Za-z0-9]+;', ' ', 'g');
    headline := search_rank_words_brief(doc);
    RETURN QUERY SELECT doc->>'blogDate', NULL::text, facts->>'year', NULL::text,
      headline, headline || setweight(to_tsvector('english', plain), 'C'), plain, NULL::text, NULL::text;
  ELSIF model = 'PlatformBan' THEN
    RETURN QUERY SELECT doc->>'dateOfBan', platform_id, facts->>'year',
      coalesce(doc->>'appealStatus', 'NONE'), NULL::tsvector,
      search_vector_platform_ban(doc) || setweight(to_tsvector('english', coalesce(platform_id, '')), 'D'), NULL::text,
      coalesce(doc->>'dsaRestriction', ''), coalesce(doc->>'verification', 'SELF_REPORTED');
  ELSIF model = 'ShadowbanExperience' THEN
    RETURN QUERY SELECT doc->>'date', platform_id, facts->>'year',
      coalesce(doc->>'appealStatus', 'NONE'), NULL::tsvector,
      search_vector_shadowban(doc) || setweight(to_tsvector('english', coalesce(platform_id, '')), 'D'), NULL::text,
      coalesce(doc->>'dsaRestriction', ''), coalesce(doc->>'verification', 'SELF_REPORTED');
  ELSIF model = 'Personality' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_personality(doc), NULL::text, NULL::text, NULL::text;
  ELSIF model = 'Stream' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_stream(doc), NULL::text, NULL::text, NULL::text;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION rebuild_search_entries() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_entries;
  INSERT INTO search_entries SELECT r.model, r.id, e.* FROM data_records r, search_entry_of(r.model, r.doc, r.facts) e
   WHERE r.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream');
END $$;

CREATE OR REPLACE FUNCTION keep_search_entries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM search_entries WHERE model = OLD.model AND id = OLD.id; END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_entries SELECT NEW.model, NEW.id, e.* FROM search_entry_of(NEW.model, NEW.doc, NEW.facts) e;
  END IF;
  RETURN NULL;
END $$;

-- A row is rewritten when its platform or year facts change (a stream's or personality's facts are
-- no part of its row: their change rewrites nothing here).
DROP TRIGGER IF EXISTS search_entries_update ON data_records;
CREATE TRIGGER search_entries_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream')
      OR NEW.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream'))
    AND (OLD.model, OLD.id, OLD.doc->'status', OLD.doc->'title', OLD.doc->'description', OLD.doc->'longDescription',
         OLD.doc->'displayName', OLD.doc->'username', OLD.doc->'bio', OLD.doc->'name', OLD.doc->'explanation', OLD.doc->'evidence',
         OLD.doc->'category', OLD.doc->'restrictionType', OLD.doc->'blogDate', OLD.doc->'dateOfBan', OLD.doc->'date',
         OLD.doc->'platformId', OLD.doc->'platform', OLD.doc->'appealStatus', OLD.doc->'dsaRestriction', OLD.doc->'verification',
         OLD.facts->'platform', OLD.facts->'year')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.doc->'status', NEW.doc->'title', NEW.doc->'description', NEW.doc->'longDescription',
         NEW.doc->'displayName', NEW.doc->'username', NEW.doc->'bio', NEW.doc->'name', NEW.doc->'explanation', NEW.doc->'evidence',
         NEW.doc->'category', NEW.doc->'restrictionType', NEW.doc->'blogDate', NEW.doc->'dateOfBan', NEW.doc->'date',
         NEW.doc->'platformId', NEW.doc->'platform', NEW.doc->'appealStatus', NEW.doc->'dsaRestriction', NEW.doc->'verification',
         NEW.facts->'platform', NEW.facts->'year'))
  EXECUTE FUNCTION keep_search_entries();

-- The tables from the facts already written (records without facts are rewritten when theirs are filled).
SELECT rebuild_content_facts();
SELECT rebuild_record_facts();
UPDATE search_entries s
   SET platform = r.facts->>'platform', year = r.facts->>'year'
  FROM data_records r
 WHERE r.model = s.model AND r.id = s.id AND s.model IN ('Brief', 'PlatformBan', 'ShadowbanExperience') AND r.facts IS NOT NULL
   AND (s.platform, s.year) IS DISTINCT FROM (r.facts->>'platform', r.facts->>'year');
