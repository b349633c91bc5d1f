-- Brings a store whose 0024_data_record_notices.sql is the version of commit 12fbe7e to today's
-- 0024 (edited in place by 454a3df): every notice carries the record's document when it fits, not
-- only a deletion's. Only the function's body changes; the trigger stays as it is.
CREATE OR REPLACE FUNCTION notify_data_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  channel text := 'data_changes_' || left(encode(sha256(convert_to(current_schema(), 'UTF8')), 'hex'), 16);
  changed data_records%ROWTYPE;
  payload text;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  payload := json_build_object('op', TG_OP, 'model', changed.model, 'id', changed.id, 'doc', changed.doc)::text;
  IF octet_length(payload) >= 7900 THEN
    payload := json_build_object('op', TG_OP, 'model', changed.model, 'id', changed.id)::text;
  END IF;
  IF octet_length(payload) < 7900 THEN PERFORM pg_notify(channel, payload); END IF;
  RETURN NULL;
END $$;
