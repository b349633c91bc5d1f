-- Issue 16: ranking a brief read its whole search vector. A brief's words (migration 0009) hold its
-- body, ~1.7 KB per brief, kept out of line (TOAST): for a word in 16,500 of 50,000 briefs, finding
-- and counting the matches took ~10 ms (the GIN index and the heap), ranking them ~42 ms more —
-- ~17 ms fetching and decompressing the vectors, ~15 ms ts_rank over their positions.
--
-- A brief is now ranked by the words of its title (A) and description (B) only, kept in a small
-- generated column read with the row, while the matches are still found (and counted) in
-- search_vector, body included. A brief whose title or description holds the words ranks by them;
-- one that holds them only in its body ranks after those (rank 0). Every other model is ranked by
-- its search_vector as before (theirs are ~300 bytes, in line), and has NULL here.
--
-- Like the functions of 0009/0017: PL/pgSQL (never inlined into a write's plan), nothing but
-- pg_catalog (a pg_dump restore computes the column with it), IMMUTABLE. Adding a stored column
-- rewrites data_records once; a record loaded straight into the table gets its words at once.

CREATE FUNCTION search_rank_words_brief(doc jsonb) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN setweight(to_tsvector('english', coalesce(doc->>'title', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'description', '')), 'B');
END $$;

ALTER TABLE data_records ADD COLUMN rank_vector tsvector GENERATED ALWAYS AS (
  CASE WHEN model = 'Brief' THEN search_rank_words_brief(doc) END
) STORED;
