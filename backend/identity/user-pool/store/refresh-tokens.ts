import type { Queryable, Row } from '../../../core/database/database';
import { announceUserChange } from '../signed-in-users/user-change-notices';
import { toDate, toOptionalDate } from './rows';
import { toUser, USER_COLUMNS, type UserRecord } from './users';

export interface RefreshTokenRecord {
  originJti: string;
  userSub: string;
  clientId: string;
  authTime: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** The scopes a hosted sign-in granted; null for a sign-in through the user-pool API. */
  scope: string | null;
}

function toRecord(row: Row): RefreshTokenRecord {
  return {
    originJti: String(row.origin_jti),
    userSub: String(row.user_sub),
    clientId: String(row.client_id),
    authTime: toDate(row.auth_time),
    expiresAt: toDate(row.expires_at),
    revokedAt: toOptionalDate(row.revoked_at),
    scope: typeof row.scope === 'string' ? row.scope : null,
  };
}

/** Records a sign-in, dropping the user's sign-ins that have expired in the same statement. */
export async function insertRefreshToken(
  db: Queryable,
  input: {
    originJti: string;
    tokenHash: string;
    userSub: string;
    clientId: string;
    authTime: Date;
    expiresAt: Date;
    scope?: string;
  },
): Promise<void> {
  await db.query(
    `WITH expired AS (DELETE FROM user_pool_refresh_tokens WHERE user_sub = $3 AND expires_at < $5)
     INSERT INTO user_pool_refresh_tokens (origin_jti, token_hash, user_sub, client_id, auth_time, expires_at, scope)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [input.originJti, input.tokenHash, input.userSub, input.clientId, input.authTime, input.expiresAt, input.scope ?? null],
  );
}

export async function findRefreshTokenByHash(db: Queryable, tokenHash: string): Promise<RefreshTokenRecord | null> {
  const { rows } = await db.query('SELECT * FROM user_pool_refresh_tokens WHERE token_hash = $1', [tokenHash]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export interface SignInWithUser {
  isRevoked: boolean;
  user: UserRecord;
}

/** A sign-in and its user in one statement: what checking an access or id token needs. */
export async function findSignInWithUser(db: Queryable, originJti: string): Promise<SignInWithUser | null> {
  if (!/^[0-9a-f-]{36}$/i.test(originJti)) return null;
  const { rows } = await db.query(
    `SELECT ${USER_COLUMNS}, t.revoked_at IS NOT NULL AS sign_in_is_revoked
       FROM user_pool_refresh_tokens t JOIN user_pool_users ON user_pool_users.sub = t.user_sub
      WHERE t.origin_jti = $1`,
    [originJti],
  );
  return rows[0] ? { isRevoked: rows[0].sign_in_is_revoked === true, user: toUser(rows[0]) } : null;
}

/** Ends one sign-in (RevokeToken, /oauth2/revoke, a replayed code); its tokens stop working everywhere. */
export async function revokeRefreshToken(db: Queryable, originJti: string, now: Date): Promise<void> {
  const { rows } = await db.query<{ user_sub: string }>(
    `UPDATE user_pool_refresh_tokens SET revoked_at = $2
      WHERE origin_jti = $1 AND revoked_at IS NULL RETURNING user_sub`,
    [originJti, now],
  );
  if (rows[0]) await announceUserChange(db, String(rows[0].user_sub));
}

/** Ends every sign-in of the user (GlobalSignOut, password reset, disabling): their tokens stop working. */
export async function revokeAllRefreshTokens(db: Queryable, userSub: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE user_pool_refresh_tokens SET revoked_at = $2 WHERE user_sub = $1 AND revoked_at IS NULL',
    [userSub, now],
  );
  await announceUserChange(db, userSub);
}
