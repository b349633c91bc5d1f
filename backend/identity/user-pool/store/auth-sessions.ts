import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../core/database/database';
import { hashUtf8 } from '../../domain/sha256';
import { toDate } from './rows';

/** The challenge a Session answers, plus the two pseudo-challenges that only resume a flow. */
export type SessionChallenge =
  | 'NEW_PASSWORD_REQUIRED'
  | 'SELECT_CHALLENGE'
  | 'EMAIL_OTP'
  | 'SOFTWARE_TOKEN_MFA'
  | 'SELECT_MFA_TYPE'
  | 'MFA_SETUP'
  | 'SIGN_UP_CONFIRMED';

export interface SessionState {
  /** How the first factor was (or is to be) met; MFA follows a password only. */
  firstFactor?: 'PASSWORD' | 'EMAIL_OTP' | 'SIGN_UP';
  /** EMAIL_OTP as the first factor rather than as MFA. */
  isFirstFactorOtp?: boolean;
  /** MFA_SETUP: the TOTP secret was verified through VerifySoftwareToken. */
  isTotpVerified?: boolean;
  /** MFA_SETUP by e-mail: the code went to the address on record. */
  isEmailSetup?: boolean;
}

export interface AuthSession {
  userSub: string;
  clientId: string;
  challenge: SessionChallenge;
  state: SessionState;
  failedAttempts: number;
}

/** Issues an opaque Session for the next challenge; only its hash is stored. */
export async function createAuthSession(
  db: Queryable,
  session: Omit<AuthSession, 'failedAttempts'>,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const token = randomBytes(64).toString('base64url');
  await db.query(
    `WITH expired AS (DELETE FROM user_pool_auth_sessions WHERE expires_at < $7)
     INSERT INTO user_pool_auth_sessions (session_hash, user_sub, client_id, challenge, state, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [hashUtf8(token), session.userSub, session.clientId, session.challenge, JSON.stringify(session.state), expiresAt, now],
  );
  return token;
}

export async function findAuthSession(db: Queryable, token: string, now: Date): Promise<AuthSession | null> {
  const { rows } = await db.query('SELECT * FROM user_pool_auth_sessions WHERE session_hash = $1', [
    hashUtf8(token),
  ]);
  const [row] = rows;
  if (!row || toDate(row.expires_at).getTime() <= now.getTime()) return null;
  const state: unknown = typeof row.state === 'string' ? JSON.parse(row.state) : row.state;
  return {
    userSub: String(row.user_sub),
    clientId: String(row.client_id),
    challenge: row.challenge as SessionChallenge,
    state: (state ?? {}) as SessionState,
    failedAttempts: Number(row.failed_attempts ?? 0),
  };
}

/** Ends a Session; false when another request ended it first, so each Session completes once. */
export async function deleteAuthSession(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM user_pool_auth_sessions WHERE session_hash = $1 RETURNING session_hash',
    [hashUtf8(token)],
  );
  return rows.length > 0;
}

/** Counts a wrong answer against the Session and returns the new count. */
export async function recordSessionFailure(db: Queryable, token: string): Promise<number> {
  const { rows } = await db.query<{ failed_attempts: number }>(
    `UPDATE user_pool_auth_sessions SET failed_attempts = failed_attempts + 1
      WHERE session_hash = $1 RETURNING failed_attempts`,
    [hashUtf8(token)],
  );
  return Number(rows[0]?.failed_attempts ?? 0);
}
