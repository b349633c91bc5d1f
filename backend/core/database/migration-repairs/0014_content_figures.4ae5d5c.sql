-- Brings a store whose 0014_content_figures.sql is the version of commit 4ae5d5c to today's 0014
-- (edited in place by 51584f6): ban_facts' version moves once per transaction (a row trigger with a
-- transaction-local mark, TRUNCATE apart) instead of once per statement, and model_counts is kept
-- per statement from its transition tables instead of per row. The tables and their rows are the
-- same in both versions; only the functions and triggers change.
CREATE OR REPLACE FUNCTION note_ban_facts_change() RETURNS trigger
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

DROP TRIGGER ban_facts_changed ON ban_facts;
CREATE TRIGGER ban_facts_changed AFTER INSERT OR UPDATE OR DELETE ON ban_facts
  FOR EACH ROW EXECUTE FUNCTION note_ban_facts_change();
CREATE TRIGGER ban_facts_truncated AFTER TRUNCATE ON ban_facts
  FOR EACH STATEMENT EXECUTE FUNCTION note_ban_facts_change();

DROP TRIGGER model_counts_insert ON data_records;
DROP TRIGGER model_counts_delete ON data_records;
DROP FUNCTION keep_model_counts();

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
