import type { PoolContext } from '../../pool-context';
import { mergeAttributes, readWritableAttributes } from '../attributes';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { sendCode } from '../deliver-code';
import { CognitoError } from '../errors';
import { readAttributeList, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { findUserByLogin, normalizeEmail, updateUser } from '../store/users';

/**
 * UpdateUserAttributes – other attributes change at once. A new e-mail waits for the code sent
 * to it while the old address stays in use, as a Gen 2 pool keeps the original value until
 * the new one is verified (so nobody is locked out by a mistyped address).
 */
export async function updateUserAttributes(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessTokenForChange(pool, requireString(input, 'AccessToken'));
  const { email, others } = readWritableAttributes(readAttributeList(input, 'UserAttributes'));
  const requested = email === undefined ? undefined : normalizeEmail(email);
  const newEmail = requested !== undefined && requested !== user.email ? requested : undefined;
  if (newEmail) {
    const holder = await findUserByLogin(pool.db, newEmail);
    if (holder && holder.sub !== user.sub) throw new CognitoError('AliasExistsException', MESSAGES.emailAlreadyExists);
  }

  await updateUser(
    pool.db,
    user.sub,
    {
      attributes: mergeAttributes(user.attributes, others),
      // Asking for the current address again withdraws a pending change.
      ...(requested !== undefined ? { pendingEmail: newEmail ?? null } : {}),
    },
    pool.now(),
  );
  if (!newEmail) return { CodeDeliveryDetailsList: [] };
  return { CodeDeliveryDetailsList: [await sendCode(pool, { sub: user.sub, email: newEmail }, 'VERIFY_EMAIL')] };
}
