import type { Queryable } from '../../../core/database/database';
import { hashUtf8 } from '../../domain/sha256';
import { toDate } from './rows';

export interface SrpSession {
  userSub: string;
  clientId: string;
  A: string;
  B: string;
  b: string;
}

export async function insertSrpSession(
  db: Queryable,
  secretBlock: string,
  session: SrpSession,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  // Abandoned handshakes are cleared as new ones start, in the same statement.
  await db.query(
    `WITH expired AS (DELETE FROM user_pool_srp_sessions WHERE expires_at < $8)
     INSERT INTO user_pool_srp_sessions
       (secret_block_hash, user_sub, client_id, srp_a, srp_b, srp_b_secret, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [hashUtf8(secretBlock), session.userSub, session.clientId, session.A, session.B, session.b, expiresAt, now],
  );
}

/** Removes and returns the handshake the SECRET_BLOCK names: each one answers at most one claim. */
export async function takeSrpSession(db: Queryable, secretBlock: string, now: Date): Promise<SrpSession | null> {
  const { rows } = await db.query(
    'DELETE FROM user_pool_srp_sessions WHERE secret_block_hash = $1 RETURNING *',
    [hashUtf8(secretBlock)],
  );
  const [row] = rows;
  if (!row || toDate(row.expires_at).getTime() <= now.getTime()) return null;
  return {
    userSub: String(row.user_sub),
    clientId: String(row.client_id),
    A: String(row.srp_a),
    B: String(row.srp_b),
    b: String(row.srp_b_secret),
  };
}
