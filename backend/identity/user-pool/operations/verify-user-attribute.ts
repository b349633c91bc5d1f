import { isUniqueViolation } from '../../../core/database/database-error';
import type { PoolContext } from '../../pool-context';
import { sendAccountNotice } from '../account-notices';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { verifyCode } from '../deliver-code';
import { CognitoError, invalidParameter } from '../errors';
import { requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { updateUser } from '../store/users';

/** VerifyUserAttribute – the code proves the address: a pending new e-mail replaces the old one, verified. */
export async function verifyUserAttribute(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessTokenForChange(pool, requireString(input, 'AccessToken'));
  const attributeName = requireString(input, 'AttributeName');
  const code = requireString(input, 'Code');
  if (attributeName !== 'email') throw invalidParameter(`Cannot verify ${attributeName}.`);
  await verifyCode(pool, user, 'VERIFY_EMAIL', code);
  const change = user.pendingEmail ? { email: user.pendingEmail, pendingEmail: null } : {};
  try {
    await updateUser(pool.db, user.sub, { ...change, emailVerified: true }, pool.now());
  } catch (error) {
    // Someone else took the address while the code was on its way.
    if (isUniqueViolation(error)) throw new CognitoError('AliasExistsException', MESSAGES.emailAlreadyExists);
    throw error;
  }
  // The old address hears of it: whoever holds the account now signs in with the new one.
  if (user.pendingEmail && user.pendingEmail !== user.email) {
    await sendAccountNotice(pool, user.email, { kind: 'email-changed', newEmail: user.pendingEmail });
  }
  return {};
}
