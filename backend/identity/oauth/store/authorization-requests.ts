import type { Queryable, Row } from '../../../core/database/database';
import { toDate } from '../../user-pool/store/rows';

/** A validated /oauth2/authorize request, waiting for the user on the hosted page or at a provider. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  /** Space-separated granted scopes. */
  scope: string;
  state?: string;
  codeChallenge: string;
  nonce?: string;
  /** The external provider it went to; undefined for the hosted page. */
  provider?: string;
}

/** What the exchange with an external provider needs back when the user returns. */
export interface UpstreamState {
  codeVerifier: string;
  nonce: string;
}

export interface StoredAuthorizationRequest extends AuthorizationRequest {
  upstream: Partial<UpstreamState>;
  /** The hash of the login cookie of the browser that opened the hosted page; null otherwise. */
  browserBindingHash: string | null;
  expiresAt: Date;
}

function toRequest(row: Row): StoredAuthorizationRequest {
  const upstream = (typeof row.upstream === 'string' ? JSON.parse(row.upstream) : row.upstream) as Partial<UpstreamState>;
  return {
    clientId: String(row.client_id),
    redirectUri: String(row.redirect_uri),
    scope: String(row.scope),
    state: typeof row.state === 'string' ? row.state : undefined,
    codeChallenge: String(row.code_challenge),
    nonce: typeof row.nonce === 'string' ? row.nonce : undefined,
    provider: typeof row.provider === 'string' ? row.provider : undefined,
    upstream: upstream ?? {},
    browserBindingHash: typeof row.browser_binding_hash === 'string' ? row.browser_binding_hash : null,
    expiresAt: toDate(row.expires_at),
  };
}

/** Stores a request under the hash of its id (and of its upstream state), dropping expired ones on the way. */
export async function insertAuthorizationRequest(
  db: Queryable,
  input: {
    requestHash: string;
    upstreamStateHash?: string;
    /** For the hosted page: the hash of the cookie that binds the request to its browser. */
    browserBindingHash?: string;
    request: AuthorizationRequest;
    upstream?: UpstreamState;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const { request } = input;
  await db.query(
    `WITH expired AS (DELETE FROM oauth_authorization_requests WHERE expires_at < $11)
     INSERT INTO oauth_authorization_requests
       (request_hash, upstream_state_hash, client_id, redirect_uri, scope, state, code_challenge, nonce, provider, upstream,
        expires_at, browser_binding_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $12, $13)`,
    [
      input.requestHash,
      input.upstreamStateHash ?? null,
      request.clientId,
      request.redirectUri,
      request.scope,
      request.state ?? null,
      request.codeChallenge,
      request.nonce ?? null,
      request.provider ?? null,
      JSON.stringify(input.upstream ?? {}),
      input.now,
      input.expiresAt,
      input.browserBindingHash ?? null,
    ],
  );
}

/** The hosted page's request, while it is live. */
export async function findAuthorizationRequest(db: Queryable, requestHash: string, now: Date): Promise<StoredAuthorizationRequest | null> {
  const { rows } = await db.query(
    'SELECT * FROM oauth_authorization_requests WHERE request_hash = $1 AND expires_at > $2 AND provider IS NULL',
    [requestHash, now],
  );
  return rows[0] ? toRequest(rows[0]) : null;
}

/** Takes (deletes and returns) a live request: each one ends in at most one code. */
export async function takeAuthorizationRequest(db: Queryable, requestHash: string, now: Date): Promise<StoredAuthorizationRequest | null> {
  const { rows } = await db.query('DELETE FROM oauth_authorization_requests WHERE request_hash = $1 RETURNING *', [requestHash]);
  const request = rows[0] ? toRequest(rows[0]) : null;
  return request && request.expiresAt.getTime() > now.getTime() ? request : null;
}

/** Takes the request an external provider's answer belongs to, by the state it was sent. */
export async function takeRequestByUpstreamState(
  db: Queryable,
  upstreamStateHash: string,
  now: Date,
): Promise<StoredAuthorizationRequest | null> {
  const { rows } = await db.query('DELETE FROM oauth_authorization_requests WHERE upstream_state_hash = $1 RETURNING *', [
    upstreamStateHash,
  ]);
  const request = rows[0] ? toRequest(rows[0]) : null;
  return request && request.expiresAt.getTime() > now.getTime() ? request : null;
}
