-- Issue 50: an open data download reads its pages one after another, each page's statement
-- starting only once the page before it has been answered, so the database and the process took
-- turns. The data service now reads the next page as soon as it answers one
-- (backend/data/custom-operations/open-data-read-ahead.ts), and uses what it read only when the
-- records a page is made of have not changed since: this version, read in the same statement as
-- the rows and again when the page is asked for.
--
-- One version for the records the open data pages are made of: ban records, shadowban reports
-- and the profiles that name their creators. Every transaction that writes, hides (the record
-- leaves its model), restores, anonymises or deletes one of their rows, by any door, moves it on
-- once, in the transaction: a page asked for after such a write has committed is read again, on
-- every instance.
--
-- The version moves at commit (deferred constraint triggers), after the transaction's every other
-- write: whoever holds its row lock holds no other lock it waits for, so it adds no deadlock
-- between writers (one row a model, taken at each write, would have: a ban then its creator's
-- totals in one transaction, a profile then its records in another).
CREATE TABLE open_data_version (
  version bigint NOT NULL
);
INSERT INTO open_data_version (version) VALUES (1);

CREATE FUNCTION note_open_data_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Once a transaction: its other rows' triggers find the setting.
  IF current_setting('streamit.open_data_changed', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE open_data_version SET version = version + 1;
    PERFORM set_config('streamit.open_data_changed', txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER open_data_version_insert AFTER INSERT ON data_records
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.model IN ('Profile', 'PlatformBan', 'ShadowbanExperience'))
  EXECUTE FUNCTION note_open_data_change();
CREATE CONSTRAINT TRIGGER open_data_version_update AFTER UPDATE ON data_records
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.model IN ('Profile', 'PlatformBan', 'ShadowbanExperience')
    OR NEW.model IN ('Profile', 'PlatformBan', 'ShadowbanExperience'))
  EXECUTE FUNCTION note_open_data_change();
CREATE CONSTRAINT TRIGGER open_data_version_delete AFTER DELETE ON data_records
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.model IN ('Profile', 'PlatformBan', 'ShadowbanExperience'))
  EXECUTE FUNCTION note_open_data_change();

-- TRUNCATE has no rows and no deferred form: it moves the version at once.
CREATE FUNCTION note_open_data_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE open_data_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER open_data_version_truncated AFTER TRUNCATE ON data_records
  FOR EACH STATEMENT EXECUTE FUNCTION note_open_data_truncated();
