import type { PoolContext } from '../../pool-context';
import { mergeAttributes, readWritableAttributes } from '../attributes';
import { authenticateAccessToken } from '../authenticate-access-token';
import { sendCode } from '../deliver-code';
import { CognitoError } from '../errors';
import { readAttributeList, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { findUserByLogin, normalizeEmail, updateUser } from '../store/users';

/**
 * UpdateUserAttributes – a new e-mail takes effect at once, unverified, and a code goes to it
 * (Cognito's default when it does not keep the old address until verification).
 */
export async function updateUserAttributes(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessToken(pool, requireString(input, 'AccessToken'));
  const { email, others } = readWritableAttributes(readAttributeList(input, 'UserAttributes'));
  const newEmail = email !== undefined && normalizeEmail(email) !== user.email ? normalizeEmail(email) : undefined;
  if (newEmail) {
    const holder = await findUserByLogin(pool.db, newEmail);
    if (holder && holder.sub !== user.sub) throw new CognitoError('AliasExistsException', MESSAGES.emailAlreadyExists);
  }

  const updated = await updateUser(
    pool.db,
    user.sub,
    {
      attributes: mergeAttributes(user.attributes, others),
      ...(newEmail ? { email: newEmail, emailVerified: false } : {}),
    },
    pool.now(),
  ).catch((error: unknown) => {
    // Two users racing for one address: the unique index decides.
    if ((error as { code?: string }).code === '23505') {
      throw new CognitoError('AliasExistsException', MESSAGES.emailAlreadyExists);
    }
    throw error;
  });
  if (!newEmail || !updated) return { CodeDeliveryDetailsList: [] };
  return { CodeDeliveryDetailsList: [await sendCode(pool, updated, 'VERIFY_EMAIL')] };
}
