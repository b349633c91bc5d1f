-- Issue 16: how many briefs are published, kept so that a cold /sitemap.xml, sitemap file or
-- /briefs reads one row instead of counting brief_facts (50,000 rows: 6 ms warm, ~340 ms with the
-- table out of memory after a restore, PostgreSQL).
--
-- As ban_facts_version (migration 0014): every transaction that changes brief_facts (so every
-- brief published, unpublished, edited in a listed field or deleted, whatever the door, and the
-- start-up rebuild of 0013) moves the version on once and forgets the count. The next reader
-- counts and stores the count with the version it counted (one statement: same snapshot), so a
-- stored count is only ever read beside the version it was counted at.
CREATE TABLE brief_count (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL,
  -- NULL until a reader counts the current version.
  count bigint
);
INSERT INTO brief_count VALUES (true, 1, NULL);

CREATE FUNCTION note_brief_facts_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: a bulk load of 50,000 briefs moves the version once.
  IF current_setting('streamit.brief_facts_changed_in', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE brief_count SET version = version + 1, count = NULL;
    PERFORM set_config('streamit.brief_facts_changed_in', txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER brief_facts_changed AFTER INSERT OR UPDATE OR DELETE ON brief_facts
  FOR EACH ROW EXECUTE FUNCTION note_brief_facts_change();
CREATE TRIGGER brief_facts_truncated AFTER TRUNCATE ON brief_facts
  FOR EACH STATEMENT EXECUTE FUNCTION note_brief_facts_change();
