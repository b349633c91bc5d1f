-- Issue 43: sign-ups and code mails counted per client address and per recipient mailbox, so one
-- client cannot open accounts (each with fresh quotas) or fill one inbox without bound. One row per
-- rule and key; the key is a keyed hash, so no address or mailbox is stored. Shared by every instance.
CREATE TABLE user_pool_send_quotas (
  rule text NOT NULL,
  key_hash text NOT NULL,
  window_started_at timestamptz NOT NULL,
  window_ends_at timestamptz NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (rule, key_hash)
);

CREATE INDEX user_pool_send_quotas_window_end ON user_pool_send_quotas (window_ends_at);
