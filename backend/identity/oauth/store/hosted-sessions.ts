import type { Queryable } from '../../../core/database/database';
import { toDate } from '../../user-pool/store/rows';

export interface HostedSession {
  userSub: string;
  authTime: Date;
}

export async function insertHostedSession(
  db: Queryable,
  input: { sessionHash: string; userSub: string; authTime: Date; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query(
    `WITH expired AS (DELETE FROM oauth_hosted_sessions WHERE expires_at < $5)
     INSERT INTO oauth_hosted_sessions (session_hash, user_sub, auth_time, expires_at) VALUES ($1, $2, $3, $4)`,
    [input.sessionHash, input.userSub, input.authTime, input.expiresAt, input.now],
  );
}

export async function findHostedSession(db: Queryable, sessionHash: string, now: Date): Promise<HostedSession | null> {
  const { rows } = await db.query('SELECT user_sub, auth_time FROM oauth_hosted_sessions WHERE session_hash = $1 AND expires_at > $2', [
    sessionHash,
    now,
  ]);
  return rows[0] ? { userSub: String(rows[0].user_sub), authTime: toDate(rows[0].auth_time) } : null;
}

export async function deleteHostedSession(db: Queryable, sessionHash: string): Promise<void> {
  await db.query('DELETE FROM oauth_hosted_sessions WHERE session_hash = $1', [sessionHash]);
}
