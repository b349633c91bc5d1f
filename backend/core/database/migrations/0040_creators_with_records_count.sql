-- Issue 50: /profiles lists by default the creators with a record (a ban or a shadowban report), and
-- every cold render counted them: at the 10x store 199,782 of 200,014 profiles, read through the
-- list's partial index (content_stats_profile_with_records, migration 0038). On a store just loaded
-- and not yet vacuumed that count visits every profile's row (visibility): 950 ms by hand, and the
-- page's cold render took 502 ms. The count is now kept, as model_counts keeps each model's total
-- (migration 0014): triggers on data_records add what each statement changes, in its transaction;
-- the start-up check (backend/data/store/content-facts.ts) recounts it and rebuilds it when a load
-- bypassed the triggers. The condition is the list's (profileConditions' withRecordsOnly).
CREATE TABLE creator_counts (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  with_records bigint NOT NULL
);

CREATE FUNCTION rebuild_creator_counts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM creator_counts;
  INSERT INTO creator_counts (with_records)
  SELECT count(*) FROM data_records
   WHERE model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb;
END $$;

-- Inserts and deletes per statement, from the rows they wrote (a bulk load moves the row once); the
-- row is written only when the count moves, so writes of other records never wait on it.
CREATE FUNCTION add_creator_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO changed FROM new_rows
     WHERE model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb;
  ELSE
    SELECT -count(*) INTO changed FROM old_rows
     WHERE model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb;
  END IF;
  IF changed <> 0 THEN
    UPDATE creator_counts SET with_records = with_records + changed;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER creator_counts_insert AFTER INSERT ON data_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_creator_counts();
CREATE TRIGGER creator_counts_delete AFTER DELETE ON data_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION add_creator_counts();

-- An update only when it gives a creator a first record or takes the last away (or moves a record
-- into or out of the model): a row trigger whose condition is checked per row, so a bulk update of
-- other fields (facts written at start for every record) collects no rows for it.
CREATE FUNCTION is_creator_with_records(model text, doc jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb, false)
$$;

CREATE FUNCTION move_creator_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_counts SET with_records = with_records
    + is_creator_with_records(NEW.model, NEW.doc)::int - is_creator_with_records(OLD.model, OLD.doc)::int;
  RETURN NULL;
END $$;

CREATE TRIGGER creator_counts_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model = 'Profile' OR NEW.model = 'Profile')
    AND is_creator_with_records(OLD.model, OLD.doc) <> is_creator_with_records(NEW.model, NEW.doc))
  EXECUTE FUNCTION move_creator_counts();

SELECT rebuild_creator_counts();
