import type { Queryable, Row } from '../../../core/database/database';
import { toDate, toOptionalDate } from '../../user-pool/store/rows';

export interface AuthorizationCodeRecord {
  userSub: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string;
  nonce?: string;
  authTime: Date;
  expiresAt: Date;
  usedAt: Date | null;
  /** The sign-in the code's exchange created. */
  originJti: string | null;
}

function toCode(row: Row): AuthorizationCodeRecord {
  return {
    userSub: String(row.user_sub),
    clientId: String(row.client_id),
    redirectUri: String(row.redirect_uri),
    scope: String(row.scope),
    codeChallenge: String(row.code_challenge),
    nonce: typeof row.nonce === 'string' ? row.nonce : undefined,
    authTime: toDate(row.auth_time),
    expiresAt: toDate(row.expires_at),
    usedAt: toOptionalDate(row.used_at),
    originJti: row.origin_jti === null || row.origin_jti === undefined ? null : String(row.origin_jti),
  };
}

export type NewAuthorizationCode = Omit<AuthorizationCodeRecord, 'usedAt' | 'originJti'>;

/** Stores a new code under its hash, dropping expired ones on the way. */
export async function insertAuthorizationCode(db: Queryable, codeHash: string, code: NewAuthorizationCode, now: Date): Promise<void> {
  await db.query(
    `WITH expired AS (DELETE FROM oauth_authorization_codes WHERE expires_at < $10)
     INSERT INTO oauth_authorization_codes
       (code_hash, user_sub, client_id, redirect_uri, scope, code_challenge, nonce, auth_time, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [codeHash, code.userSub, code.clientId, code.redirectUri, code.scope, code.codeChallenge, code.nonce ?? null, code.authTime, code.expiresAt, now],
  );
}

/**
 * Marks the code used and returns it, in one statement, so two racing exchanges cannot both get
 * it. `first` is false when it had been used before (a replay); null when there is no such code.
 */
export async function spendAuthorizationCode(
  db: Queryable,
  codeHash: string,
  now: Date,
): Promise<{ code: AuthorizationCodeRecord; isFirstUse: boolean } | null> {
  const { rows } = await db.query(
    `UPDATE oauth_authorization_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL RETURNING *`,
    [codeHash, now],
  );
  if (rows[0]) return { code: toCode(rows[0]), isFirstUse: true };
  const { rows: used } = await db.query('SELECT * FROM oauth_authorization_codes WHERE code_hash = $1', [codeHash]);
  return used[0] ? { code: toCode(used[0]), isFirstUse: false } : null;
}

/** Remembers which sign-in the code created, so a replay of the code can end it. */
export async function recordCodeSignIn(db: Queryable, codeHash: string, originJti: string): Promise<void> {
  await db.query('UPDATE oauth_authorization_codes SET origin_jti = $2 WHERE code_hash = $1', [codeHash, originJti]);
}
