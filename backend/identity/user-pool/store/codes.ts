import type { Queryable } from '../../../core/database/database';
import { checkOneTimeCode } from '../../domain/one-time-codes';
import { codeKeyOf } from './code-key';
import { toDate } from './rows';

export type CodePurpose = 'SIGN_UP' | 'FORGOT_PASSWORD' | 'VERIFY_EMAIL' | 'SIGN_IN';

export type CodeOutcome = 'valid' | 'mismatch' | 'expired' | 'exhausted';

export interface CodeLimits {
  /** Wrong guesses one code survives before it is burned. */
  maxFailedAttempts: number;
  /** Codes one user may be sent per purpose within `sendWindowMs`. */
  maxSendsPerWindow: number;
  sendWindowMs: number;
}

/**
 * Stores a fresh code for the user and purpose, replacing any earlier one. Returns false, and
 * stores nothing, when the user has had `maxSendsPerWindow` codes within the window.
 */
export async function storeCode(
  db: Queryable,
  input: { userSub: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; now: Date },
  limits: CodeLimits,
): Promise<boolean> {
  const windowStart = new Date(input.now.getTime() - limits.sendWindowMs);
  const { rows } = await db.query(
    `INSERT INTO user_pool_codes
       (user_sub, purpose, code_hash, expires_at, failed_attempts, send_window_started_at, sends_in_window, created_at)
     VALUES ($1, $2, $3, $4, 0, $5, 1, $5)
     ON CONFLICT (user_sub, purpose) DO UPDATE SET
       code_hash = EXCLUDED.code_hash,
       expires_at = EXCLUDED.expires_at,
       failed_attempts = 0,
       created_at = EXCLUDED.created_at,
       send_window_started_at = CASE WHEN user_pool_codes.send_window_started_at <= $6
         THEN EXCLUDED.send_window_started_at ELSE user_pool_codes.send_window_started_at END,
       sends_in_window = CASE WHEN user_pool_codes.send_window_started_at <= $6
         THEN 1 ELSE user_pool_codes.sends_in_window + 1 END
     WHERE user_pool_codes.send_window_started_at <= $6 OR user_pool_codes.sends_in_window < $7
     RETURNING user_sub`,
    [input.userSub, input.purpose, input.codeHash, input.expiresAt, input.now, windowStart, limits.maxSendsPerWindow],
  );
  return rows.length > 0;
}

/**
 * Checks a code and uses it up when it matches; a wrong guess counts against the code, and a
 * code that was used, burned or never sent reads as expired (the user must ask for another).
 */
export async function consumeCode(
  db: Queryable,
  input: { userSub: string; purpose: CodePurpose; code: string; now: Date },
  limits: CodeLimits,
): Promise<CodeOutcome> {
  const { rows } = await db.query(
    'SELECT code_hash, expires_at, failed_attempts FROM user_pool_codes WHERE user_sub = $1 AND purpose = $2',
    [input.userSub, input.purpose],
  );
  const [row] = rows;
  if (!row || typeof row.code_hash !== 'string') return 'expired';
  if (Number(row.failed_attempts) >= limits.maxFailedAttempts) return 'exhausted';

  const check = await checkOneTimeCode({
    code: input.code,
    codeHash: row.code_hash,
    expiresAt: toDate(row.expires_at),
    now: input.now,
    key: await codeKeyOf(db),
  });
  if (check === 'expired') return 'expired';
  if (check === 'mismatch') {
    await db.query(
      `UPDATE user_pool_codes SET failed_attempts = failed_attempts + 1
        WHERE user_sub = $1 AND purpose = $2 AND code_hash = $3`,
      [input.userSub, input.purpose, row.code_hash],
    );
    return 'mismatch';
  }
  // Only the caller that clears the hash wins, so a code works once even under a race.
  const used = await db.query(
    `UPDATE user_pool_codes SET code_hash = NULL
      WHERE user_sub = $1 AND purpose = $2 AND code_hash = $3 RETURNING user_sub`,
    [input.userSub, input.purpose, row.code_hash],
  );
  return used.rows.length > 0 ? 'valid' : 'expired';
}
