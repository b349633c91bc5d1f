-- Narrow tables the content statistics and lists read instead of the records' JSON documents
-- (backend/data/custom-operations/content-statistics*.ts). Reading a field of a brief's document
-- reads the whole document, body included: counting the categories of 50,000 briefs took a second,
-- counting one category's briefs a quarter of a second, the ban figures over 100,000 bans half a
-- second. From these tables: tens of milliseconds.
--
-- The tables are kept by triggers on data_records in the transaction of every write, so a record
-- written by the data API, the creator operations or a bulk SQL load (INSERT or COPY) counts the
-- moment it is committed. A pg_dump restore brings the tables with their rows; a load that
-- bypasses triggers is caught at start (backend/data/store/content-facts.ts compares the counts
-- and rebuilds the tables). Only public records have rows: bans, and briefs while PUBLISHED.
--
-- The expressions are those the statistics used over the documents (a missing platform or date
-- is '', a missing appeal status is NONE, isActive counts only when it is JSON true), so every
-- figure is what it was.

-- One row per ban record.
CREATE TABLE ban_facts (
  id text COLLATE "C" PRIMARY KEY,
  platform text NOT NULL,
  year text NOT NULL,
  appeal text NOT NULL,
  active boolean NOT NULL,
  profile_id text COLLATE "C"
);
CREATE INDEX ban_facts_profile ON ban_facts (profile_id);

CREATE FUNCTION ban_fact_of(doc jsonb) RETURNS TABLE (platform text, year text, appeal text, active boolean, profile_id text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(lower(doc->>'platformId'), ''),
         coalesce(left(doc->>'dateOfBan', 4), ''),
         coalesce(doc->>'appealStatus', 'NONE'),
         coalesce(doc->'isActive' = 'true'::jsonb, false),
         doc->>'profileId'
$$;

-- One row per published brief: what its lists are ordered and filtered by and what the sitemap
-- prints, so a page of /briefs, its total and a sitemap file never read a brief's body.
CREATE TABLE brief_facts (
  id text COLLATE "C" PRIMARY KEY,
  blog_date text COLLATE "C",
  slug text,
  updated_at text,
  profile_id text COLLATE "C"
);
CREATE INDEX brief_facts_date ON brief_facts (blog_date DESC, id DESC);
CREATE INDEX brief_facts_profile_date ON brief_facts (profile_id, blog_date DESC, id DESC);

-- One row per category, tag and warfare tag of a published brief, in the order the brief lists
-- them (a value a brief carries twice counts twice, as before). Blank values are left out.
CREATE TABLE brief_choices (
  brief_id text COLLATE "C" NOT NULL,
  facet text NOT NULL,
  ordinal integer NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (brief_id, facet, ordinal)
);
-- The briefs carrying one choice (a filtered /briefs page, related briefs).
CREATE INDEX brief_choices_key ON brief_choices (facet, key, brief_id);

CREATE FUNCTION brief_choices_of(doc jsonb) RETURNS TABLE (facet text, ordinal integer, key text, value text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT facet, ordinal::integer, lower(trim(value)), trim(value)
    FROM (SELECT 'category' AS facet, value, ordinal
            FROM unnest(string_to_array(doc->>'categories', ',')) WITH ORDINALITY AS c(value, ordinal)
          UNION ALL
          SELECT 'tag', value, ordinal
            FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(doc->'tags') = 'array' THEN doc->'tags' ELSE '[]'::jsonb END)
                 WITH ORDINALITY AS t(value, ordinal)
          UNION ALL
          SELECT 'warfareTag', value, ordinal
            FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(doc->'warfareTags') = 'array' THEN doc->'warfareTags' ELSE '[]'::jsonb END)
                 WITH ORDINALITY AS w(value, ordinal)) AS choices
   WHERE trim(value) <> ''
$$;

-- Fills the tables from data_records (this migration, and the start-up check when they disagree).
CREATE FUNCTION rebuild_content_facts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ban_facts;
  DELETE FROM brief_facts;
  DELETE FROM brief_choices;
  INSERT INTO ban_facts SELECT r.id, f.* FROM data_records r, ban_fact_of(r.doc) f WHERE r.model = 'PlatformBan';
  INSERT INTO brief_facts
  SELECT id, doc->>'blogDate', doc->>'slug', doc->>'updatedAt', doc->>'profileId'
    FROM data_records WHERE model = 'Brief' AND doc->>'status' = 'PUBLISHED';
  INSERT INTO brief_choices SELECT r.id, c.* FROM data_records r, brief_choices_of(r.doc) c
   WHERE r.model = 'Brief' AND r.doc->>'status' = 'PUBLISHED';
END $$;

CREATE FUNCTION keep_content_facts() RETURNS trigger
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
      INSERT INTO ban_facts SELECT NEW.id, f.* FROM ban_fact_of(NEW.doc) f;
    ELSIF NEW.model = 'Brief' AND NEW.doc->>'status' = 'PUBLISHED' THEN
      INSERT INTO brief_facts
      VALUES (NEW.id, NEW.doc->>'blogDate', NEW.doc->>'slug', NEW.doc->>'updatedAt', NEW.doc->>'profileId');
      INSERT INTO brief_choices SELECT NEW.id, c.* FROM brief_choices_of(NEW.doc) c;
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER content_facts_insert AFTER INSERT ON data_records
  FOR EACH ROW WHEN (NEW.model IN ('PlatformBan', 'Brief')) EXECUTE FUNCTION keep_content_facts();
CREATE TRIGGER content_facts_delete AFTER DELETE ON data_records
  FOR EACH ROW WHEN (OLD.model IN ('PlatformBan', 'Brief')) EXECUTE FUNCTION keep_content_facts();
-- Only when a field the tables hold changes: a view counted on a brief rewrites nothing here.
CREATE TRIGGER content_facts_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('PlatformBan', 'Brief') OR NEW.model IN ('PlatformBan', 'Brief'))
    AND (OLD.model, OLD.id, OLD.doc->'platformId', OLD.doc->'dateOfBan', OLD.doc->'appealStatus', OLD.doc->'isActive',
         OLD.doc->'profileId', OLD.doc->'status', OLD.doc->'blogDate', OLD.doc->'slug', OLD.doc->'updatedAt', OLD.doc->'categories', OLD.doc->'tags', OLD.doc->'warfareTags')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.doc->'platformId', NEW.doc->'dateOfBan', NEW.doc->'appealStatus', NEW.doc->'isActive',
         NEW.doc->'profileId', NEW.doc->'status', NEW.doc->'blogDate', NEW.doc->'slug', NEW.doc->'updatedAt', NEW.doc->'categories', NEW.doc->'tags', NEW.doc->'warfareTags'))
  EXECUTE FUNCTION keep_content_facts();

SELECT rebuild_content_facts();

-- Search: published briefs get an index of their own, whose condition is the one searchContent
-- adds (search-kinds.ts), so PostgreSQL takes a match from the index without reading the brief's
-- document to check its status (a common word in 50,000 briefs: 190 ms before, 35 ms after).
DROP INDEX IF EXISTS data_records_search_vector_brief;
CREATE INDEX data_records_search_vector_brief ON data_records USING gin (search_vector)
  WHERE model = 'Brief' AND doc->>'status' = 'PUBLISHED';
