-- Brings a store whose 0013_content_facts.sql is the version of commit c62e7fc to today's 0013
-- (edited in place by 812169a): ban_facts gains each ban's date and last change, which the ban
-- lists are ordered by, with their three indexes in place of the one on profile_id; ban_fact_of
-- returns them; and migration 0010's two ban indexes on the documents go. The new columns come
-- last, as in a new install, so rebuild_content_facts and keep_content_facts (which insert
-- ban_fact_of's columns by position) need no change.
ALTER TABLE ban_facts ADD COLUMN date_of_ban text COLLATE "C", ADD COLUMN updated_at text;
DROP INDEX ban_facts_profile;
CREATE INDEX ban_facts_date ON ban_facts (date_of_ban DESC NULLS LAST, id DESC);
CREATE INDEX ban_facts_platform_date ON ban_facts (platform, date_of_ban DESC NULLS LAST, id DESC);
CREATE INDEX ban_facts_profile_date ON ban_facts (profile_id, date_of_ban DESC NULLS LAST, id DESC);
DROP INDEX IF EXISTS content_stats_ban_date;
DROP INDEX IF EXISTS content_stats_ban_platform_date;

-- Its result columns change, which CREATE OR REPLACE cannot do; nothing depends on it but the
-- PL/pgSQL bodies above, which look it up when they run.
DROP FUNCTION ban_fact_of(jsonb);
CREATE FUNCTION ban_fact_of(doc jsonb)
RETURNS TABLE (platform text, year text, appeal text, active boolean, profile_id text, date_of_ban text, updated_at text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(lower(doc->>'platformId'), ''),
         coalesce(left(doc->>'dateOfBan', 4), ''),
         coalesce(doc->>'appealStatus', 'NONE'),
         coalesce(doc->'isActive' = 'true'::jsonb, false),
         doc->>'profileId',
         doc->>'dateOfBan',
         doc->>'updatedAt'
$$;

UPDATE ban_facts AS f SET date_of_ban = r.doc->>'dateOfBan', updated_at = r.doc->>'updatedAt'
  FROM data_records AS r
 WHERE r.model = 'PlatformBan' AND r.id = f.id;
