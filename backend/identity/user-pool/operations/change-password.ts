import type { PoolContext } from '../../pool-context';
import { sendAccountNotice } from '../account-notices';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { requireString, type JsonObject } from '../input';
import { checkPassword, passwordRecord } from '../sign-in/password-check';
import { updateUser } from '../store/users';
import { assertPasswordAcceptable } from '../validate-password';

/** ChangePassword – the current password (counted towards lockout) and a new one that meets the policy. */
export async function changePassword(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessTokenForChange(pool, requireString(input, 'AccessToken'));
  const previous = requireString(input, 'PreviousPassword');
  const proposed = requireString(input, 'ProposedPassword');
  await checkPassword(pool, user, previous);
  assertPasswordAcceptable(pool.settings, proposed);
  await updateUser(pool.db, user.sub, passwordRecord(pool, user, proposed), pool.now());
  await sendAccountNotice(pool, user.email, { kind: 'password-changed' });
  return {};
}
