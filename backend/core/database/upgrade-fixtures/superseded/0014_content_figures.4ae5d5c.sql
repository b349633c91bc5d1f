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
  UPDATE ban_facts_version SET version = version + 1;
  DELETE FROM ban_figures;
  RETURN NULL;
END $$;

CREATE TRIGGER ban_facts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ban_facts
  FOR EACH STATEMENT EXECUTE FUNCTION note_ban_facts_change();

-- 2. How many records each public model without a facts table holds, kept by the same kind of
--    trigger as migration 0013's tables (and checked at start with them).
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

CREATE FUNCTION keep_model_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE model_counts SET count = count + 1 WHERE model = NEW.model;
  ELSE
    UPDATE model_counts SET count = count - 1 WHERE model = OLD.model;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER model_counts_insert AFTER INSERT ON data_records
  FOR EACH ROW WHEN (NEW.model IN ('Profile', 'Personality', 'Stream', 'ShadowbanExperience')) EXECUTE FUNCTION keep_model_counts();
CREATE TRIGGER model_counts_delete AFTER DELETE ON data_records
  FOR EACH ROW WHEN (OLD.model IN ('Profile', 'Personality', 'Stream', 'ShadowbanExperience')) EXECUTE FUNCTION keep_model_counts();

SELECT rebuild_model_counts();
