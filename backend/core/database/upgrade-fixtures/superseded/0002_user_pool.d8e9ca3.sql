-- Identity: the Cognito-compatible user pool and identity pool (backend/identity/).
-- Secrets (pool ids, operator credentials, the identity-credentials key) live in the core's
-- backend_secrets table; everything else the identity service keeps is here.

CREATE TABLE user_pool_users (
  sub uuid PRIMARY KEY,
  -- Immutable internal name: cognito:username and USER_ID_FOR_SRP (the SRP verifier depends on it).
  username text NOT NULL UNIQUE,
  -- Stored trimmed and lower-cased: e-mail is the sign-in name and it is case-insensitive.
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  -- Other standard and custom:* attributes, as Cognito's string values.
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL CHECK (status IN ('UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD')),
  enabled boolean NOT NULL DEFAULT true,
  -- SRP salt (hex) and verifier v = g^x mod N; null for a passwordless account.
  srp_salt text,
  srp_verifier text,
  temporary_password_expires_at timestamptz,
  failed_sign_in_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  -- TOTP: the secret being set up, the verified one, and the last time step accepted (no replay).
  totp_pending_secret text,
  totp_secret text,
  totp_last_step bigint,
  totp_mfa_enabled boolean NOT NULL DEFAULT false,
  email_mfa_enabled boolean NOT NULL DEFAULT false,
  preferred_mfa text CHECK (preferred_mfa IN ('SOFTWARE_TOKEN_MFA', 'EMAIL_OTP')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX user_pool_users_created_at ON user_pool_users (created_at, sub);

CREATE TABLE user_pool_groups (
  name text PRIMARY KEY,
  precedence integer,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_pool_group_members (
  group_name text NOT NULL REFERENCES user_pool_groups (name) ON DELETE CASCADE,
  user_sub uuid NOT NULL REFERENCES user_pool_users (sub) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_sub, group_name)
);

-- One live code per user and purpose; the row stays after use to count sends in a window.
CREATE TABLE user_pool_codes (
  user_sub uuid NOT NULL REFERENCES user_pool_users (sub) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('SIGN_UP', 'FORGOT_PASSWORD', 'VERIFY_EMAIL', 'SIGN_IN')),
  -- scrypt hash of the 6-digit code; null once used or burned.
  code_hash text,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  send_window_started_at timestamptz NOT NULL,
  sends_in_window integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_sub, purpose)
);

-- One row per sign-in: the refresh token (hashed) and its origin_jti, which every access and
-- id token of that sign-in carries, so revoking the row revokes them all.
CREATE TABLE user_pool_refresh_tokens (
  origin_jti uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_sub uuid NOT NULL REFERENCES user_pool_users (sub) ON DELETE CASCADE,
  client_id text NOT NULL,
  auth_time timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX user_pool_refresh_tokens_user ON user_pool_refresh_tokens (user_sub);

-- SRP state between InitiateAuth and PASSWORD_VERIFIER, keyed by the hash of SECRET_BLOCK;
-- deleted when used (single use) and short-lived.
CREATE TABLE user_pool_srp_sessions (
  secret_block_hash text PRIMARY KEY,
  user_sub uuid NOT NULL REFERENCES user_pool_users (sub) ON DELETE CASCADE,
  client_id text NOT NULL,
  srp_a text NOT NULL,
  srp_b text NOT NULL,
  srp_b_secret text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX user_pool_srp_sessions_expiry ON user_pool_srp_sessions (expires_at);

-- The Session of an interactive challenge (new password, MFA, USER_AUTH choices, auto sign-in).
CREATE TABLE user_pool_auth_sessions (
  session_hash text PRIMARY KEY,
  user_sub uuid NOT NULL REFERENCES user_pool_users (sub) ON DELETE CASCADE,
  client_id text NOT NULL,
  challenge text NOT NULL,
  state jsonb NOT NULL DEFAULT '{}'::jsonb,
  failed_attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX user_pool_auth_sessions_expiry ON user_pool_auth_sessions (expires_at);

-- RS256 keys shared by every instance; the highest generation signs, all are published.
CREATE TABLE user_pool_signing_keys (
  generation integer PRIMARY KEY,
  kid text NOT NULL UNIQUE,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Identity pool: guests have no login; a signed-in identity is bound to one user-pool sub.
CREATE TABLE identity_pool_identities (
  identity_id text PRIMARY KEY,
  user_sub uuid UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
