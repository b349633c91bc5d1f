-- Issue 50: a common word's search reads every match (its rank, date and filter values) to count,
-- count per value and rank them: 83,204 bans for `throttled` on the 10x store. Its next pages, and
-- the same search from another reader, found the same matches again. The data service now keeps a
-- kind's answer (its count, its counts per value and its best few hundred matches) in memory, under
-- the version of that kind's rows in search_entries it was computed from
-- (backend/data/custom-operations/remembered-matches.ts), and uses it only while that version is
-- still the current one.
--
-- One version per searchable model. Every transaction that changes a model's rows in search_entries
-- (a record written, edited, published, hidden, restored, anonymised or deleted, by any door, or a
-- bulk load or rebuild) moves that model's version on once, as ban_facts_version does (migration
-- 0014): a bulk load of 100,000 bans moves it once. A search reads the version in the statement that
-- computes its answer (same snapshot), and a remembered answer is used only when a search started
-- later still reads the same version: a hide is seen by the very next search, on every instance.
CREATE TABLE search_versions (
  model text PRIMARY KEY,
  version bigint NOT NULL
);
INSERT INTO search_versions (model, version)
SELECT model, 1 FROM unnest(ARRAY['Profile', 'Brief', 'PlatformBan', 'ShadowbanExperience', 'Personality', 'Stream']) AS m(model);

CREATE FUNCTION note_search_entries_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP WHEN 'DELETE' THEN OLD.model ELSE NEW.model END;
  -- One setting per model: a transaction may change several models' rows.
  setting text := 'streamit.search_changed_' || lower(changed);
BEGIN
  IF current_setting(setting, true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE search_versions SET version = version + 1 WHERE model = changed;
    PERFORM set_config(setting, txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER search_entries_changed AFTER INSERT OR UPDATE OR DELETE ON search_entries
  FOR EACH ROW EXECUTE FUNCTION note_search_entries_change();

-- TRUNCATE has no rows to name a model by: every model moves on.
CREATE FUNCTION note_search_entries_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_versions SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER search_entries_truncated AFTER TRUNCATE ON search_entries
  FOR EACH STATEMENT EXECUTE FUNCTION note_search_entries_truncated();
