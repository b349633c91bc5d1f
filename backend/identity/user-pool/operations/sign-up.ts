import { randomUUID } from 'node:crypto';
import type { PoolContext } from '../../pool-context';
import type { Caller } from '../caller';
import { isValidEmail, readWritableAttributes } from '../attributes';
import { sendCode } from '../deliver-code';
import { CognitoError, invalidParameter } from '../errors';
import { readAttributeList, requireClientId, requireString, optionalString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { takeSendQuota } from '../send-limits';
import { passwordRecord } from '../sign-in/password-check';
import { insertUser, normalizeEmail } from '../store/users';
import { assertPasswordAcceptable } from '../validate-password';

/**
 * SignUp – a new, unconfirmed account whose e-mail is its username; the confirmation code goes by
 * mail. Counted per client address and per mailbox once the input is sound (send-limits.ts). An
 * address already taken still says so, PreventUserExistenceErrors or not, as Cognito's SignUp does.
 */
export async function signUp(pool: PoolContext, input: JsonObject, caller: Caller): Promise<JsonObject> {
  requireClientId(pool, input);
  const username = requireString(input, 'Username').trim();
  const password = optionalString(input, 'Password');
  const { email: attributeEmail, others } = readWritableAttributes(readAttributeList(input, 'UserAttributes'));

  if (!isValidEmail(username)) throw invalidParameter(MESSAGES.usernameNotEmail);
  if (attributeEmail !== undefined && normalizeEmail(attributeEmail) !== normalizeEmail(username)) {
    throw invalidParameter('The email attribute must match the username.');
  }
  // Only a pool with passwordless e-mail sign-in accepts an account without a password.
  if (password === undefined || password === '') {
    if (!pool.settings.emailOtpLogin) throw invalidParameter(MESSAGES.missingParameter('password'));
  } else {
    assertPasswordAcceptable(pool.settings, password);
  }

  await takeSendQuota(pool, caller, 'SIGN_UP', username);
  const sub = randomUUID();
  const credentials = password ? passwordRecord(pool, { username: sub }, password) : {};
  const user = await insertUser(
    pool.db,
    { sub, username: sub, email: username, emailVerified: false, attributes: others, status: 'UNCONFIRMED', ...credentials },
    pool.now(),
  );
  if (!user) throw new CognitoError('UsernameExistsException', MESSAGES.emailAlreadyExists);

  const delivery = await sendCode(pool, user, 'SIGN_UP');
  return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: delivery };
}
