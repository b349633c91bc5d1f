-- Issue 48: the account's last sign-ins (amplify/auth/sign-in-history/), at most 10 per user (the
-- store drops older ones as it adds). Time, device in a few words, the browser's random mark; no
-- address. Gone with the user.
CREATE TABLE user_pool_sign_ins (
  id bigserial PRIMARY KEY,
  user_sub uuid NOT NULL REFERENCES user_pool_users (sub) ON DELETE CASCADE,
  signed_in_at timestamptz NOT NULL,
  device text NOT NULL,
  sign_in_mark text
);

CREATE INDEX user_pool_sign_ins_user ON user_pool_sign_ins (user_sub, signed_in_at DESC, id DESC);
