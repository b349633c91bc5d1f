import type { Database } from '../../../core/database/database';
import { LAST_SIGN_INS_KEPT, type SignInEntry, type SignInHistoryPort } from '../../../../amplify/auth/sign-in-history/sign-in-history';
import { toDate } from './rows';

/**
 * The last sign-ins on the local database (migration 0027): a row per sign-in, and the user's
 * rows beyond the newest `keep` deleted in the same transaction, so a user holds at most `keep`.
 */
export function createSqlSignIns(db: Database): SignInHistoryPort {
  return {
    async addSignIn(userSub, entry, keep) {
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO user_pool_sign_ins (user_sub, signed_in_at, device, sign_in_mark) VALUES ($1, $2, $3, $4)', [
          userSub,
          new Date(entry.signedInAt),
          entry.device,
          entry.signInMark,
        ]);
        await tx.query(
          `DELETE FROM user_pool_sign_ins WHERE user_sub = $1 AND id NOT IN (
             SELECT id FROM user_pool_sign_ins WHERE user_sub = $1 ORDER BY signed_in_at DESC, id DESC LIMIT $2)`,
          [userSub, keep],
        );
      });
    },
    async listSignIns(userSub) {
      const { rows } = await db.query(
        'SELECT signed_in_at, device, sign_in_mark FROM user_pool_sign_ins WHERE user_sub = $1 ORDER BY signed_in_at DESC, id DESC LIMIT $2',
        [userSub, LAST_SIGN_INS_KEPT],
      );
      return rows.map(
        (row): SignInEntry => ({
          signedInAt: toDate(row.signed_in_at).toISOString(),
          device: String(row.device),
          signInMark: typeof row.sign_in_mark === 'string' ? row.sign_in_mark : null,
        }),
      );
    },
  };
}
