-- Full-text search over the public records (searchContent, backend/data/custom-operations/
-- search-content.ts). One function per searchable model says which fields are searched and how
-- much each weighs (A: names and titles, B: descriptions and evidence, C: body text). A stored
-- generated column keeps each record's words, computed by the database on every write (ranking
-- from an expression index would parse every matching document again: seconds for a common word
-- in 100,000 ban records), and one partial GIN index per model holds them. A record loaded
-- straight into data_records (a restore, a bulk SQL load) is searchable the moment it is
-- committed, with no step to run. Only public models get words: drafts (UnpublishedBrief) and
-- hidden records (HiddenRecord) have NULL and are never searched.
--
-- The functions use nothing but pg_catalog (no call to another function of this schema), so a
-- pg_dump restore, which runs with an empty search_path, rebuilds the indexes. They must stay
-- IMMUTABLE: change a weight or a field in a new migration that replaces function and index.

CREATE FUNCTION search_vector_profile(doc jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(doc->>'displayName', '') || ' ' || coalesce(doc->>'username', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'bio', '')), 'B')
$$;

-- A brief's body is HTML: tags and entities are blanked out, so markup never matches a search.
CREATE FUNCTION search_vector_brief(doc jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(doc->>'title', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'description', '')), 'B')
      || setweight(to_tsvector('english',
           regexp_replace(regexp_replace(coalesce(doc->>'longDescription', ''), '<[^>]*>', ' ', 'g'), '&[#A-Za-z0-9]+;', ' ', 'g')), 'C')
$$;

CREATE FUNCTION search_vector_platform_ban(doc jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(doc->>'explanation', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'evidence', '')), 'B')
$$;

CREATE FUNCTION search_vector_shadowban(doc jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(doc->>'description', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'evidence', '')), 'B')
      || setweight(to_tsvector('english', coalesce(doc->>'category', '') || ' ' || coalesce(doc->>'restrictionType', '')), 'C')
$$;

CREATE FUNCTION search_vector_personality(doc jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(doc->>'name', '') || ' ' || coalesce(doc->>'displayName', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'bio', '') || ' ' || coalesce(doc->>'description', '')), 'B')
$$;

CREATE FUNCTION search_vector_stream(doc jsonb) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(doc->>'title', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'description', '')), 'B')
$$;

ALTER TABLE data_records ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  CASE model
    WHEN 'Profile' THEN search_vector_profile(doc)
    WHEN 'Brief' THEN search_vector_brief(doc)
    WHEN 'PlatformBan' THEN search_vector_platform_ban(doc)
    WHEN 'ShadowbanExperience' THEN search_vector_shadowban(doc)
    WHEN 'Personality' THEN search_vector_personality(doc)
    WHEN 'Stream' THEN search_vector_stream(doc)
  END
) STORED;

CREATE INDEX data_records_search_vector_profile ON data_records USING gin (search_vector) WHERE model = 'Profile';
CREATE INDEX data_records_search_vector_brief ON data_records USING gin (search_vector) WHERE model = 'Brief';
CREATE INDEX data_records_search_vector_platform_ban ON data_records USING gin (search_vector) WHERE model = 'PlatformBan';
CREATE INDEX data_records_search_vector_shadowban ON data_records USING gin (search_vector) WHERE model = 'ShadowbanExperience';
CREATE INDEX data_records_search_vector_personality ON data_records USING gin (search_vector) WHERE model = 'Personality';
CREATE INDEX data_records_search_vector_stream ON data_records USING gin (search_vector) WHERE model = 'Stream';
