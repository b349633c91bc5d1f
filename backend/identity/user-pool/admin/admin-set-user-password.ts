import type { PoolContext } from '../../pool-context';
import { optionalBoolean, requireString, type JsonObject } from '../input';
import { passwordRecord } from '../sign-in/password-check';
import { updateUser } from '../store/users';
import { assertPasswordAcceptable } from '../validate-password';
import { findAdminTarget } from './admin-user';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * AdminSetUserPassword – Permanent makes the account CONFIRMED with that password (what the
 * operator CLI uses); otherwise it is a new temporary password, to be replaced at sign-in.
 */
export async function adminSetUserPassword(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const user = await findAdminTarget(pool, input);
  const password = requireString(input, 'Password');
  const isPermanent = optionalBoolean(input, 'Permanent') ?? false;
  assertPasswordAcceptable(pool.settings, password);
  const validityDays = pool.settings.passwordPolicy.temporaryPasswordValidityDays;
  await updateUser(
    pool.db,
    user.sub,
    {
      ...passwordRecord(pool, user, password),
      status: isPermanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
      temporaryPasswordExpiresAt: isPermanent ? null : new Date(pool.now().getTime() + validityDays * DAY_MS),
      failedSignInAttempts: 0,
      lockedUntil: null,
    },
    pool.now(),
  );
  return {};
}
