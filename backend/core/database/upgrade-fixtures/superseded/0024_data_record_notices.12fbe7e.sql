-- Real-time subscriptions (backend/data/realtime/): every committed change to a data record, whatever
-- the door (the data API, the creator and moderation operations, a seed or a bulk INSERT), is told
-- to every instance listening on the deployment's channel. PostgreSQL delivers notifications after
-- the commit and in commit order, and never those of a transaction rolled back. The channel is
-- `data_changes_` plus the first 16 hex digits of the schema's SHA-256, as notice-channel.ts names
-- its channels, so deployments sharing a server in separate schemas never hear each other.
-- A deleted record's document goes with the notice when it fits (NOTIFY's bound is 8000 bytes):
-- the row is gone by the time anyone reads it.
CREATE FUNCTION notify_data_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  channel text := 'data_changes_' || left(encode(sha256(convert_to(current_schema(), 'UTF8')), 'hex'), 16);
  changed data_records%ROWTYPE;
  payload text;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  payload := json_build_object('op', TG_OP, 'model', changed.model, 'id', changed.id)::text;
  IF TG_OP = 'DELETE' THEN
    DECLARE
      with_doc text := json_build_object('op', TG_OP, 'model', changed.model, 'id', changed.id, 'doc', OLD.doc)::text;
    BEGIN
      IF octet_length(with_doc) < 7900 THEN payload := with_doc; END IF;
    END;
  END IF;
  IF octet_length(payload) < 7900 THEN PERFORM pg_notify(channel, payload); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER data_record_changed AFTER INSERT OR UPDATE OR DELETE ON data_records
  FOR EACH ROW EXECUTE FUNCTION notify_data_record_change();
