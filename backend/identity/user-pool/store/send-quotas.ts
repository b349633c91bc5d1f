import type { Database, Queryable } from '../../../core/database/database';

export interface QuotaRule {
  /** Stored as the row's rule: names what is counted per what, e.g. `sign-up/address`. */
  name: string;
  maxPerWindow: number;
  windowMs: number;
}

export interface QuotaTake {
  rule: QuotaRule;
  /** A keyed hash of what is counted against (an address, a mailbox); never the thing itself. */
  keyHash: string;
}

/** Thrown inside the transaction so a refusal undoes the counts taken before it. */
class QuotaReached extends Error {
  constructor(readonly rule: QuotaRule) {
    super(`quota ${rule.name} reached`);
  }
}

/**
 * Counts one use against each take, or none: the first take whose window is full refuses them all
 * (the ones before it are rolled back, so a refused request costs nothing and retrying it counts
 * nothing). Each count is one atomic upsert, so instances sharing the database never pass a limit.
 * Returns the rule that refused, or null when every take was counted.
 */
export async function takeQuotas(db: Database, takes: readonly QuotaTake[], now: Date): Promise<QuotaRule | null> {
  if (takes.length === 0) return null;
  if (isDropTurn(db)) await dropEndedWindows(db, now);
  // One count is one atomic statement: nothing to roll back, so no transaction (two round trips
  // to the database fewer, and the embedded database's one session is not held between them).
  if (takes.length === 1) return (await takeOne(db, takes[0], now)) ? null : takes[0].rule;
  try {
    await db.transaction(async (tx) => {
      // Every request takes its rules in the same order, so two transactions never wait on each other in a circle.
      for (const take of takes) {
        if (!(await takeOne(tx, take, now))) throw new QuotaReached(take.rule);
      }
    });
    return null;
  } catch (error) {
    if (error instanceof QuotaReached) return error.rule;
    throw error;
  }
}

async function takeOne(db: Queryable, { rule, keyHash }: QuotaTake, now: Date): Promise<boolean> {
  const windowEnd = new Date(now.getTime() + rule.windowMs);
  const { rows } = await db.query(
    `INSERT INTO user_pool_send_quotas AS q (rule, key_hash, window_started_at, window_ends_at, used)
     VALUES ($1, $2, $3, $4, 1)
     ON CONFLICT (rule, key_hash) DO UPDATE SET
       window_started_at = CASE WHEN q.window_ends_at <= $3 THEN EXCLUDED.window_started_at ELSE q.window_started_at END,
       window_ends_at = CASE WHEN q.window_ends_at <= $3 THEN EXCLUDED.window_ends_at ELSE q.window_ends_at END,
       used = CASE WHEN q.window_ends_at <= $3 THEN 1 ELSE q.used + 1 END
     WHERE q.window_ends_at <= $3 OR q.used < $5
     RETURNING rule`,
    [rule.name, keyHash, now, windowEnd, rule.maxPerWindow],
  );
  return rows.length > 0;
}

/**
 * Ended windows are cleared on one call in DROP_EVERY_CALLS (per database, in this process; the
 * first call drops), not on every one: a count never needs them gone (takeOne starts an ended
 * window afresh), and a sign-up then costs one statement fewer (issue 50's sign-up row). A call
 * adds at most one row per take (callers make one or two); a drop takes up to ROWS_A_CALL rows for
 * each call since the last, as many as every call used to drop, so it keeps up as before.
 */
const DROP_EVERY_CALLS = 16;
const ROWS_A_CALL = 100;
const callsSinceDrop = new WeakMap<Database, number>();

function isDropTurn(db: Database): boolean {
  const calls = callsSinceDrop.get(db) ?? DROP_EVERY_CALLS;
  const isTurn = calls >= DROP_EVERY_CALLS;
  callsSinceDrop.set(db, isTurn ? 1 : calls + 1);
  return isTurn;
}

/**
 * Drops ended windows in a statement of its own that skips rows a count holds (so it never waits
 * on, or deadlocks with, a transaction above).
 */
async function dropEndedWindows(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `DELETE FROM user_pool_send_quotas
      WHERE (rule, key_hash) IN (
        SELECT rule, key_hash FROM user_pool_send_quotas WHERE window_ends_at <= $1 LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [now, DROP_EVERY_CALLS * ROWS_A_CALL],
  );
}
