-- Values generated once and shared by every instance (signing keys, operator credentials, ids).
CREATE TABLE backend_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
