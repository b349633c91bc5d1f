-- Hosted sign-in (backend/identity/oauth/): the OAuth 2.0 authorization code flow with PKCE, the
-- hosted page's own session, and users' links to external identity providers.

-- The scopes a hosted sign-in granted, kept so refreshed access tokens carry the same ones.
-- NULL for sign-ins through the user-pool API (their tokens carry aws.cognito.signin.user.admin).
ALTER TABLE user_pool_refresh_tokens ADD COLUMN scope text;

-- A validated /oauth2/authorize request waiting for the user: on the hosted page (looked up by
-- the hash of the id in its form) or at an external provider (by the hash of the state sent there).
CREATE TABLE oauth_authorization_requests (
  request_hash text PRIMARY KEY,
  upstream_state_hash text UNIQUE,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  scope text NOT NULL,
  -- The client's state, echoed back byte for byte; NULL when it sent none.
  state text,
  code_challenge text NOT NULL,
  nonce text,
  -- NULL: the hosted page; otherwise the external provider's name.
  provider text,
  -- What the exchange with the provider needs (its PKCE verifier and nonce).
  upstream jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX oauth_authorization_requests_expiry ON oauth_authorization_requests (expires_at);

-- Authorization codes (hashed): single use, minutes long, bound to the client, the redirect URI
-- and the PKCE challenge. A used code keeps its row until it expires, so a replay is recognised
-- and the sign-in it started (origin_jti) is revoked.
CREATE TABLE oauth_authorization_codes (
  code_hash text PRIMARY KEY,
  user_sub uuid NOT NULL REFERENCES user_pool_users (sub) ON DELETE CASCADE,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  scope text NOT NULL,
  code_challenge text NOT NULL,
  nonce text,
  auth_time timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  origin_jti uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX oauth_authorization_codes_expiry ON oauth_authorization_codes (expires_at);

-- The hosted page's own sign-in (its cookie holds the id, the table its hash), so a second
-- authorize within the hour needs no password; /logout ends it.
CREATE TABLE oauth_hosted_sessions (
  session_hash text PRIMARY KEY,
  user_sub uuid NOT NULL REFERENCES user_pool_users (sub) ON DELETE CASCADE,
  auth_time timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX oauth_hosted_sessions_expiry ON oauth_hosted_sessions (expires_at);

-- A pool user's identities at external providers: made on the first federated sign-in (a new
-- user, or the existing one with the same verified e-mail), found again on every later one.
CREATE TABLE oauth_federated_identities (
  provider_name text NOT NULL,
  provider_subject text NOT NULL,
  user_sub uuid NOT NULL REFERENCES user_pool_users (sub) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_name, provider_subject)
);

CREATE INDEX oauth_federated_identities_user ON oauth_federated_identities (user_sub);
