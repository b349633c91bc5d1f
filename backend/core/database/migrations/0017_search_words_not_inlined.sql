-- Issue 20: every write to data_records paid for planning the search words of migration 0009, whatever
-- its model. PostgreSQL prepares a stored generated column's expression again at each INSERT or
-- UPDATE, and an SQL function in it is inlined there: the six functions' bodies were parsed and
-- analysed for every write, about 250 µs of the embedded database's ~600 µs for a contact message.
-- PL/pgSQL functions are never inlined and keep their plans for the session, so a record of a model
-- without words costs one CASE, and a searchable one one call.
--
-- The bodies are those of migration 0009, so every record's words stay what they are (nothing is
-- rewritten) and a record written now gets the words it would have got before. The functions still
-- use nothing but pg_catalog and stay IMMUTABLE (a pg_dump restore computes the column with them).

CREATE OR REPLACE FUNCTION search_vector_profile(doc jsonb) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(to_tsvector('english', coalesce(doc->>'displayName', '') || ' ' || coalesce(doc->>'username', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'bio', '')), 'B');
END $$;

-- A brief's body is HTML: tags and entities are blanked out, so markup never matches a search.
CREATE OR REPLACE FUNCTION search_vector_brief(doc jsonb) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(to_tsvector('english', coalesce(doc->>'title', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'description', '')), 'B')
      || setweight(to_tsvector('english',
           regexp_replace(regexp_replace(coalesce(doc->>'longDescription', ''), '<[^>]*>', ' ', 'g'), '&[#A-Za-z0-9]+;', ' ', 'g')), 'C');
END $$;

CREATE OR REPLACE FUNCTION search_vector_platform_ban(doc jsonb) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(to_tsvector('english', coalesce(doc->>'explanation', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'evidence', '')), 'B');
END $$;

CREATE OR REPLACE FUNCTION search_vector_shadowban(doc jsonb) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(to_tsvector('english', coalesce(doc->>'description', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'evidence', '')), 'B')
      || setweight(to_tsvector('english', coalesce(doc->>'category', '') || ' ' || coalesce(doc->>'restrictionType', '')), 'C');
END $$;

CREATE OR REPLACE FUNCTION search_vector_personality(doc jsonb) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(to_tsvector('english', coalesce(doc->>'name', '') || ' ' || coalesce(doc->>'displayName', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'bio', '') || ' ' || coalesce(doc->>'description', '')), 'B');
END $$;

CREATE OR REPLACE FUNCTION search_vector_stream(doc jsonb) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(to_tsvector('english', coalesce(doc->>'title', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'description', '')), 'B');
END $$;
