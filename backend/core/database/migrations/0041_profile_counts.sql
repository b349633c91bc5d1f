-- /profiles lists the creators with a record by default (`withRecordsOnly`: a profile whose
-- `platformsAffected` is a list that is not empty, profileConditions in
-- backend/data/custom-operations/content-statistics-filters.ts, and migration 0038's
-- content_stats_profile_with_records index, written the same way) and says how many there are.
-- That total was counted on every render: at 20,000 profiles an index-only scan of 20,000 entries,
-- 10-13 ms warm and 30-40 ms on a start's first /profiles on the embedded database (issue 50: the
-- large store's cold /profiles 2.1-2.4x the sample's, over issue 16's 2x). It is kept here, as
-- model_counts keeps each model's (migration 0014): per statement for inserts and deletes, per row
-- for a profile whose first record comes or last one goes. The start checks it against a count of
-- the records (backend/data/store/content-facts.ts) and rebuilds it when a load bypassed the triggers.
CREATE TABLE profile_counts (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  with_records bigint NOT NULL
);

-- The profiles with a record, counted from the records.
CREATE FUNCTION count_profiles_with_records() RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT count(*) FROM data_records
   WHERE model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb
$$;

CREATE FUNCTION rebuild_profile_counts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM profile_counts;
  INSERT INTO profile_counts (with_records) SELECT count_profiles_with_records();
END $$;

-- Per statement, as before, and the profiles with a record among the rows. A statement that writes
-- none of the counted models (a contact message, a visitor's counter, an appeal event) returns at
-- once: grouping its rows and joining model_counts updated nothing, ~40 us a row on the embedded database.
CREATE OR REPLACE FUNCTION add_model_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM inserted WHERE model IN ('Profile', 'Personality', 'Stream', 'ShadowbanExperience')) THEN RETURN NULL; END IF;
  UPDATE model_counts m SET count = m.count + added.n
    FROM (SELECT model, count(*) AS n FROM inserted GROUP BY model) AS added WHERE m.model = added.model;
  UPDATE profile_counts SET with_records = with_records + added.n
    FROM (SELECT count(*) AS n FROM inserted
           WHERE model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb) AS added
   WHERE added.n > 0;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION subtract_model_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM deleted WHERE model IN ('Profile', 'Personality', 'Stream', 'ShadowbanExperience')) THEN RETURN NULL; END IF;
  UPDATE model_counts m SET count = m.count - removed.n
    FROM (SELECT model, count(*) AS n FROM deleted GROUP BY model) AS removed WHERE m.model = removed.model;
  UPDATE profile_counts SET with_records = with_records - removed.n
    FROM (SELECT count(*) AS n FROM deleted
           WHERE model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb) AS removed
   WHERE removed.n > 0;
  RETURN NULL;
END $$;

-- A profile's first record added or its last one removed (the rules rewrite platformsAffected then).
CREATE FUNCTION keep_profile_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profile_counts SET with_records = with_records
    + CASE WHEN NEW.model = 'Profile' AND coalesce(jsonb_typeof(NEW.doc->'platformsAffected') = 'array' AND NEW.doc->'platformsAffected' <> '[]'::jsonb, false) THEN 1 ELSE 0 END
    - CASE WHEN OLD.model = 'Profile' AND coalesce(jsonb_typeof(OLD.doc->'platformsAffected') = 'array' AND OLD.doc->'platformsAffected' <> '[]'::jsonb, false) THEN 1 ELSE 0 END;
  RETURN NULL;
END $$;

CREATE TRIGGER profile_counts_update AFTER UPDATE ON data_records FOR EACH ROW
  WHEN ((OLD.model = 'Profile' OR NEW.model = 'Profile')
    AND (OLD.model = 'Profile' AND coalesce(jsonb_typeof(OLD.doc->'platformsAffected') = 'array' AND OLD.doc->'platformsAffected' <> '[]'::jsonb, false))
        IS DISTINCT FROM
        (NEW.model = 'Profile' AND coalesce(jsonb_typeof(NEW.doc->'platformsAffected') = 'array' AND NEW.doc->'platformsAffected' <> '[]'::jsonb, false)))
  EXECUTE FUNCTION keep_profile_counts();

SELECT rebuild_profile_counts();
