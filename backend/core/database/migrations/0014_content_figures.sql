-- Figures the site shows on every cold page, kept so that reading them costs one row instead of a
-- pass over 100,000 bans (backend/data/custom-operations/content-statistics-figures.ts).
--
-- 1. Ban figures, remembered per filter with the version of ban_facts they were computed from.
--    Every statement that changes ban_facts (so every ban written, whatever the door) moves the
--    version on; an answer of an older version is never used. A figure and the version it is
--    stored with are read in one statement, so a write that lands meanwhile only makes the stored
--    answer old, never wrong. The answers are cleared with each change, so the table stays small.
CREATE TABLE ban_facts_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO ban_facts_version VALUES (true, 1);

CREATE TABLE ban_figures (
  filters text PRIMARY KEY,
  version bigint NOT NULL,
  answer jsonb NOT NULL
);

CREATE FUNCTION note_ban_facts_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: a bulk load of 100,000 bans moves the version once, not 100,000 times.
  IF current_setting('streamit.ban_facts_changed_in', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE ban_facts_version SET version = version + 1;
    DELETE FROM ban_figures;
    PERFORM set_config('streamit.ban_facts_changed_in', txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ban_facts_changed AFTER INSERT OR UPDATE OR DELETE ON ban_facts
  FOR EACH ROW EXECUTE FUNCTION note_ban_facts_change();
CREATE TRIGGER ban_facts_truncated AFTER TRUNCATE ON ban_facts
  FOR EACH STATEMENT EXECUTE FUNCTION note_ban_facts_change();

-- 2. How many records each public model without a facts table holds, kept by triggers (and checked
--    at start with migration 0013's tables). A record never changes model (it is part of the key).
CREATE TABLE model_counts (
  model text PRIMARY KEY,
  count bigint NOT NULL
);

CREATE FUNCTION rebuild_model_counts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM model_counts;
  INSERT INTO model_counts
  SELECT m.model, (SELECT count(*) FROM data_records r WHERE r.model = m.model)
    FROM unnest(ARRAY['Profile', 'Personality', 'Stream', 'ShadowbanExperience']) AS m(model);
END $$;

-- Per statement, from the rows it wrote: one update of a counter however many records a load adds.
CREATE FUNCTION add_model_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE model_counts m SET count = m.count + added.n
    FROM (SELECT model, count(*) AS n FROM inserted GROUP BY model) AS added WHERE m.model = added.model;
  RETURN NULL;
END $$;

CREATE FUNCTION subtract_model_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE model_counts m SET count = m.count - removed.n
    FROM (SELECT model, count(*) AS n FROM deleted GROUP BY model) AS removed WHERE m.model = removed.model;
  RETURN NULL;
END $$;

CREATE TRIGGER model_counts_insert AFTER INSERT ON data_records
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION add_model_counts();
CREATE TRIGGER model_counts_delete AFTER DELETE ON data_records
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION subtract_model_counts();

SELECT rebuild_model_counts();
