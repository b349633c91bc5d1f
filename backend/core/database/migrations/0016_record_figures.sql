-- Issue 18: the per-platform figures of /platforms and /platforms/[name] (restriction types, appeal
-- outcomes, days to an appeal decision, records per month, verification levels) over every public
-- ban record and shadowban report (backend/data/custom-operations/record-figures.ts). Read from
-- the documents, one pass over 150,000 records took 1.5 s; from this narrow table, tens of ms.
--
-- Kept as migration 0013 keeps ban_facts: triggers on data_records write a record's row in the
-- transaction of every write (data API, creator operations, moderators, a bulk INSERT or COPY),
-- and the start-up check (backend/data/store/content-facts.ts) rebuilds the table when its count
-- differs from the records'. Every PlatformBan and ShadowbanExperience in data_records is public
-- (hidden ones live in HiddenRecord), so every one has a row, as every one is in the open data.
--
-- Values are stored as the documents hold them (a missing one as ''); the query decides what a
-- value the enums do not know counts as, so the enums are written once, in amplify/data/enums.ts.
CREATE TABLE record_facts (
  model text NOT NULL,
  id text COLLATE "C" NOT NULL,
  -- Lower-cased as the ban statistics count it: a ban's platformId, a report's catalogue name.
  platform text NOT NULL,
  year text NOT NULL,
  -- 'YYYY-MM' of the ban's or report's date: the first seven characters.
  month text NOT NULL,
  appeal text NOT NULL,
  -- Only a ban is active or lifted; a report's is false and is never counted either way.
  active boolean NOT NULL,
  restriction text NOT NULL,
  verification text NOT NULL,
  -- Days from the record's first FILED appeal event to its first decision on or after that day.
  decision_days integer,
  PRIMARY KEY (model, id)
);
CREATE INDEX record_facts_platform ON record_facts (platform, model);

CREATE FUNCTION record_fact_of(model text, doc jsonb)
RETURNS TABLE (platform text, year text, month text, appeal text, active boolean, restriction text, verification text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(lower(CASE WHEN model = 'PlatformBan' THEN doc->>'platformId' ELSE doc->>'platform' END), ''),
         coalesce(left(CASE WHEN model = 'PlatformBan' THEN doc->>'dateOfBan' ELSE doc->>'date' END, 4), ''),
         coalesce(left(CASE WHEN model = 'PlatformBan' THEN doc->>'dateOfBan' ELSE doc->>'date' END, 7), ''),
         coalesce(doc->>'appealStatus', 'NONE'),
         model = 'PlatformBan' AND coalesce(doc->'isActive' = 'true'::jsonb, false),
         coalesce(doc->>'dsaRestriction', ''),
         coalesce(doc->>'verification', '')
$$;

-- A date an appeal event may carry ('YYYY-MM-DD', year from 1000, month and day in range);
-- anything else is left out of the days to a decision rather than failing the write that brought it.
CREATE FUNCTION is_appeal_date(value text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT value ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
$$;

-- The day of such a date, counted on from the month's first day, so '2021-02-30' is 2 March and
-- never an error (a cast would refuse it); the AWS function counts the same way (Date.UTC).
CREATE FUNCTION appeal_day(value text) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT make_date(substr(value, 1, 4)::int, substr(value, 6, 2)::int, 1) + (substr(value, 9, 2)::int - 1)
$$;

-- Days from a set of events' first FILED date to their first decision (REJECTED, RESTORED,
-- PARTIALLY_RESTORED: APPEAL_DECISION_KINDS) dated on or after it (dates compared as text);
-- NULL without both.
CREATE FUNCTION decision_days_of(events jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH dated AS (
    SELECT e->>'kind' AS kind, (e->>'date') COLLATE "C" AS date FROM jsonb_array_elements(events) AS e WHERE is_appeal_date(e->>'date')
  ), filed AS (SELECT min(date) AS date FROM dated WHERE kind = 'FILED')
  SELECT appeal_day(min(d.date)) - appeal_day(min(f.date))
    FROM filed f JOIN dated d ON d.kind IN ('REJECTED', 'RESTORED', 'PARTIALLY_RESTORED') AND d.date >= f.date
$$;

-- One record's days, from its events (read through the AppealEvent recordKey index).
CREATE FUNCTION record_decision_days(record_model text, record_id text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT decision_days_of(coalesce(jsonb_agg(jsonb_build_object('kind', doc->>'kind', 'date', doc->>'date')), '[]'::jsonb))
    FROM data_records WHERE model = 'AppealEvent' AND (doc->>'recordKey') COLLATE "C" = record_model || '#' || record_id
$$;

CREATE FUNCTION rebuild_record_facts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM record_facts;
  -- All records' days from one pass over the events, not one lookup per record.
  INSERT INTO record_facts
  SELECT r.model, r.id, f.*, e.days
    FROM data_records r
   CROSS JOIN LATERAL record_fact_of(r.model, r.doc) f
    LEFT JOIN (SELECT doc->>'recordKey' AS record_key,
                      decision_days_of(jsonb_agg(jsonb_build_object('kind', doc->>'kind', 'date', doc->>'date'))) AS days
                 FROM data_records WHERE model = 'AppealEvent' GROUP BY 1) AS e ON e.record_key = r.model || '#' || r.id
   WHERE r.model IN ('PlatformBan', 'ShadowbanExperience');
END $$;

CREATE FUNCTION keep_record_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.model IN ('PlatformBan', 'ShadowbanExperience') THEN
    DELETE FROM record_facts WHERE model = OLD.model AND id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.model IN ('PlatformBan', 'ShadowbanExperience') THEN
    INSERT INTO record_facts SELECT NEW.model, NEW.id, f.*, record_decision_days(NEW.model, NEW.id) FROM record_fact_of(NEW.model, NEW.doc) f;
  END IF;
  -- An appeal event changes the days of the record its recordKey (`<model>#<id>`) names; the
  -- event may come before or after the record.
  IF TG_OP <> 'INSERT' AND OLD.model = 'AppealEvent' THEN
    UPDATE record_facts SET decision_days = record_decision_days(model, id)
     WHERE model = split_part(OLD.doc->>'recordKey', '#', 1) AND id = substr(OLD.doc->>'recordKey', strpos(OLD.doc->>'recordKey', '#') + 1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.model = 'AppealEvent' THEN
    UPDATE record_facts SET decision_days = record_decision_days(model, id)
     WHERE model = split_part(NEW.doc->>'recordKey', '#', 1) AND id = substr(NEW.doc->>'recordKey', strpos(NEW.doc->>'recordKey', '#') + 1);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER record_facts_insert AFTER INSERT ON data_records
  FOR EACH ROW WHEN (NEW.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent')) EXECUTE FUNCTION keep_record_facts();
CREATE TRIGGER record_facts_delete AFTER DELETE ON data_records
  FOR EACH ROW WHEN (OLD.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent')) EXECUTE FUNCTION keep_record_facts();
-- Only when a field the table holds changes: an edited explanation rewrites nothing here.
CREATE TRIGGER record_facts_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent') OR NEW.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent'))
    AND (OLD.model, OLD.id, OLD.doc->'platformId', OLD.doc->'platform', OLD.doc->'dateOfBan', OLD.doc->'date', OLD.doc->'appealStatus',
         OLD.doc->'isActive', OLD.doc->'dsaRestriction', OLD.doc->'verification', OLD.doc->'kind', OLD.doc->'recordKey')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.doc->'platformId', NEW.doc->'platform', NEW.doc->'dateOfBan', NEW.doc->'date', NEW.doc->'appealStatus',
         NEW.doc->'isActive', NEW.doc->'dsaRestriction', NEW.doc->'verification', NEW.doc->'kind', NEW.doc->'recordKey'))
  EXECUTE FUNCTION keep_record_facts();

-- The answers, remembered per filter with the version of record_facts they were computed from, as
-- migration 0014 does for the ban figures: every transaction that changes record_facts moves the
-- version on once and clears the answers, and an answer is read with the version in one statement.
CREATE TABLE record_facts_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO record_facts_version VALUES (true, 1);

CREATE TABLE record_figures (
  filters text PRIMARY KEY,
  version bigint NOT NULL,
  answer jsonb NOT NULL
);

CREATE FUNCTION note_record_facts_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('streamit.record_facts_changed_in', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE record_facts_version SET version = version + 1;
    DELETE FROM record_figures;
    PERFORM set_config('streamit.record_facts_changed_in', txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER record_facts_changed AFTER INSERT OR UPDATE OR DELETE ON record_facts
  FOR EACH ROW EXECUTE FUNCTION note_record_facts_change();
CREATE TRIGGER record_facts_truncated AFTER TRUNCATE ON record_facts
  FOR EACH STATEMENT EXECUTE FUNCTION note_record_facts_change();

SELECT rebuild_record_facts();
