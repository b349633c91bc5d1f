-- An appeal event's facts (amplify/data/record-facts/record-facts.ts, AppealEventFacts): its kind
-- and record key, its date when it is one an appeal event may carry ('YYYY-MM-DD', the year from
-- 1000, month and day in range), and that date's day number (a day past the month's end counted
-- on into the next month), computed once in the shared code and written beside the document by
-- the record store, as every other record's are (migration 0030). The days to a decision
-- (record_facts.decision_days) are counted from them here and by the AWS figures aggregator
-- (amplify/functions/shared/figure-facts.ts decisionDaysOf), so the date's check and its day are
-- no longer SQL of their own (is_appeal_date, appeal_day of migration 0016 are dropped).
--
-- Existing events have no facts until the backend's start fills them (backend/data/store/
-- record-facts.ts): the rows without facts, AppealEvent now among the models. Until then the
-- records' days stay as counted before; each event's fill counts its record's days again.
DROP INDEX IF EXISTS data_records_facts_missing;
CREATE INDEX data_records_facts_missing ON data_records (model, id)
  WHERE facts IS NULL AND model IN ('PlatformBan', 'ShadowbanExperience', 'Brief', 'Stream', 'Personality', 'Profile', 'AppealEvent');

-- Days from a set of events' first FILED date to their first decision (REJECTED, RESTORED,
-- PARTIALLY_RESTORED: APPEAL_DECISION_KINDS) dated on or after it (dates compared as text), from
-- the events' facts; NULL without both. An event without facts, or without a date, counts for neither.
CREATE OR REPLACE FUNCTION decision_days_of(events jsonb) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH dated AS (
    SELECT e->>'kind' AS kind, (e->>'date') COLLATE "C" AS date, (e->>'day')::int AS day
      FROM jsonb_array_elements(events) AS e
     WHERE e->>'date' IS NOT NULL AND e->>'day' IS NOT NULL
  ), filed AS (
    SELECT date, day FROM dated WHERE kind = 'FILED' ORDER BY date LIMIT 1
  ), decided AS (
    SELECT d.day FROM filed f JOIN dated d ON d.kind IN ('REJECTED', 'RESTORED', 'PARTIALLY_RESTORED') AND d.date >= f.date ORDER BY d.date LIMIT 1
  )
  SELECT decided.day - filed.day FROM filed, decided
$$;

-- One record's days, from its events' facts (read through the AppealEvent recordKey index).
CREATE OR REPLACE FUNCTION record_decision_days(record_model text, record_id text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT decision_days_of(coalesce(jsonb_agg(facts), '[]'::jsonb))
    FROM data_records WHERE model = 'AppealEvent' AND (doc->>'recordKey') COLLATE "C" = record_model || '#' || record_id
$$;

CREATE OR REPLACE FUNCTION rebuild_record_facts() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM record_facts;
  -- All records' days from one pass over the events, not one lookup per record.
  INSERT INTO record_facts
  SELECT r.model, r.id, f.*, e.days
    FROM data_records r
   CROSS JOIN LATERAL record_fact_of(r.model, r.doc, r.facts) f
    LEFT JOIN (SELECT doc->>'recordKey' AS record_key, decision_days_of(jsonb_agg(facts)) AS days
                 FROM data_records WHERE model = 'AppealEvent' GROUP BY 1) AS e ON e.record_key = r.model || '#' || r.id
   WHERE r.model IN ('PlatformBan', 'ShadowbanExperience');
END $$;

DROP FUNCTION IF EXISTS appeal_day(text);
DROP FUNCTION IF EXISTS is_appeal_date(text);

-- An event's kind and date reach the days through its facts; its record key is still the
-- document's (the model's recordKey index is over it, and it is an id, not a value compared).
DROP TRIGGER IF EXISTS record_facts_update ON data_records;
CREATE TRIGGER record_facts_update AFTER UPDATE ON data_records
  FOR EACH ROW WHEN ((OLD.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent') OR NEW.model IN ('PlatformBan', 'ShadowbanExperience', 'AppealEvent'))
    AND (OLD.model, OLD.id, OLD.facts, OLD.doc->'isActive', OLD.doc->'recordKey')
        IS DISTINCT FROM
        (NEW.model, NEW.id, NEW.facts, NEW.doc->'isActive', NEW.doc->'recordKey'))
  EXECUTE FUNCTION keep_record_facts();
