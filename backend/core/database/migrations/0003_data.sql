-- The data API's records (backend/data/): one JSONB document per record, keyed by model and id,
-- like a DynamoDB table per model. Secondary indexes are not listed here: the data service makes
-- a partial expression index for each index and relationship declared in amplify/data/ when it
-- starts, so adding one to the declaration needs no migration.
CREATE TABLE data_records (
  model text NOT NULL,
  -- C collation: ids sort by their bytes, as DynamoDB sorts strings; pagination relies on it.
  id text COLLATE "C" NOT NULL,
  doc jsonb NOT NULL,
  PRIMARY KEY (model, id)
);

-- Sample content loaded into this store, so a store emptied on purpose is not filled again.
CREATE TABLE data_seeds (
  name text PRIMARY KEY,
  record_count integer NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
