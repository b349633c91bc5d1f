-- Issue 45, point 5: search browses the record without words, by filters, with counts per value.
--
-- search_entries gains the two filters it lacked for ban records and shadowban reports: the DSA
-- restriction ('' when the creator gave none, as record_facts keeps it) and the step on the
-- verification ladder (SELF_REPORTED when unset, as the pages and the open data read it). Other
-- kinds leave both NULL. A change of either now rewrites the row (the update trigger below lists
-- them): moderators move a record's step rarely, and its words are recomputed then.
--
-- A ban's or report's platform (its catalogue id: instagram, youtube, x) is a word of the record,
-- weighted D (below its title, text and evidence): "instagram" finds Instagram's records, the ones
-- that say so in their text first. Before, it found only those whose text named it.
--
-- Browsing without words reads the rows of a kind in date order and counts them by value: the
-- index below holds the model, the date and every filter, so a count per value of a kind's rows is
-- an index-only scan rather than a pass over the rows and their words.
ALTER TABLE search_entries ADD COLUMN restriction text, ADD COLUMN verification text;

DROP FUNCTION search_entry_of(text, jsonb);
CREATE FUNCTION search_entry_of(model text, doc jsonb)
RETURNS TABLE (sort_date text, platform text, year text, appeal text, rank_words tsvector, words tsvector, body text,
               restriction text, verification text)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  plain text;
  headline tsvector;
  platform_id text;
BEGIN
  IF model = 'Profile' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_profile(doc), NULL::text, NULL::text, NULL::text;
  ELSIF model = 'Brief' AND doc->>'status' = 'PUBLISHED' THEN
    plain := regexp_replace(regexp_replace(coalesce(doc->>'longDescription', ''), '<[^>]*>', ' ', 'g'), '&[#A-Za-z0-9]+;', ' ', 'g');
    headline := search_rank_words_brief(doc);
    RETURN QUERY SELECT doc->>'blogDate', NULL::text, left(doc->>'blogDate', 4), NULL::text,
      headline, headline || setweight(to_tsvector('english', plain), 'C'), plain, NULL::text, NULL::text;
  ELSIF model = 'PlatformBan' THEN
    platform_id := lower(doc->>'platformId');
    RETURN QUERY SELECT doc->>'dateOfBan', platform_id, left(doc->>'dateOfBan', 4),
      coalesce(doc->>'appealStatus', 'NONE'), NULL::tsvector,
      search_vector_platform_ban(doc) || setweight(to_tsvector('english', coalesce(platform_id, '')), 'D'), NULL::text,
      coalesce(doc->>'dsaRestriction', ''), coalesce(doc->>'verification', 'SELF_REPORTED');
  ELSIF model = 'ShadowbanExperience' THEN
    platform_id := lower(doc->>'platform');
    RETURN QUERY SELECT doc->>'date', platform_id, left(doc->>'date', 4),
      coalesce(doc->>'appealStatus', 'NONE'), NULL::tsvector,
      search_vector_shadowban(doc) || setweight(to_tsvector('english', coalesce(platform_id, '')), 'D'), NULL::text,
      coalesce(doc->>'dsaRestriction', ''), coalesce(doc->>'verification', 'SELF_REPORTED');
  ELSIF model = 'Personality' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_personality(doc), NULL::text, NULL::text, NULL::text;
  ELSIF model = 'Stream' THEN
    RETURN QUERY SELECT NULL::text, NULL::text, NULL::text, NULL::text, NULL::tsvector, search_vector_stream(doc), NULL::text, NULL::text, NULL::text;
  END IF;
END $$;

DROP TRIGGER search_entries_update ON data_records;
CREATE TRIGGER search_entries_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream')
      OR NEW.model IN ('Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream'))
    AND (OLD.model, OLD.id, OLD.doc->'status', OLD.doc->'title', OLD.doc->'description', OLD.doc->'longDescription',
         OLD.doc->'displayName', OLD.doc->'username', OLD.doc->'bio', OLD.doc->'name', OLD.doc->'explanation', OLD.doc->'evidence',
         OLD.doc->'category', OLD.doc->'restrictionType', OLD.doc->'blogDate', OLD.doc->'dateOfBan', OLD.doc->'date',
         OLD.doc->'platformId', OLD.doc->'platform', OLD.doc->'appealStatus', OLD.doc->'dsaRestriction', OLD.doc->'verification')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.doc->'status', NEW.doc->'title', NEW.doc->'description', NEW.doc->'longDescription',
         NEW.doc->'displayName', NEW.doc->'username', NEW.doc->'bio', NEW.doc->'name', NEW.doc->'explanation', NEW.doc->'evidence',
         NEW.doc->'category', NEW.doc->'restrictionType', NEW.doc->'blogDate', NEW.doc->'dateOfBan', NEW.doc->'date',
         NEW.doc->'platformId', NEW.doc->'platform', NEW.doc->'appealStatus', NEW.doc->'dsaRestriction', NEW.doc->'verification'))
  EXECUTE FUNCTION keep_search_entries();

-- The records already written: their new filters and their platform word (their other words as stored).
UPDATE search_entries s
   SET restriction = coalesce(r.doc->>'dsaRestriction', ''),
       verification = coalesce(r.doc->>'verification', 'SELF_REPORTED'),
       words = s.words || setweight(to_tsvector('english', coalesce(s.platform, '')), 'D')
  FROM data_records r
 WHERE r.model = s.model AND r.id = s.id AND s.model IN ('PlatformBan', 'ShadowbanExperience');

CREATE INDEX search_entries_browse ON search_entries (model, sort_date, id) INCLUDE (platform, year, appeal, restriction, verification);
ANALYZE search_entries;
