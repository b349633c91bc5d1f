import { randomUUID } from 'node:crypto';
import type { PoolContext } from '../../pool-context';
import { isValidEmail, readWritableAttributes } from '../attributes';
import { deliverMail } from '../deliver-code';
import { CognitoError, invalidParameter, userNotFound } from '../errors';
import { optionalString, readAttributeList, requireString, requireUserPoolId, type JsonObject } from '../input';
import { invitationMail } from '../mail-texts';
import { MESSAGES } from '../messages';
import { passwordRecord } from '../sign-in/password-check';
import { findUserByLogin, insertUser, normalizeEmail, updateUser, type UserRecord } from '../store/users';
import { assertPasswordAcceptable } from '../validate-password';
import { splitVerifiedFlag, toUserType } from './admin-user';
import { generateTemporaryPassword } from './temporary-password';

const DAY_MS = 24 * 60 * 60 * 1000;

function temporaryPasswordFields(pool: PoolContext, user: Pick<UserRecord, 'username'>, password: string) {
  const validityDays = pool.settings.passwordPolicy.temporaryPasswordValidityDays;
  return {
    ...passwordRecord(pool, user, password),
    temporaryPasswordExpiresAt: new Date(pool.now().getTime() + validityDays * DAY_MS),
  };
}

/** MessageAction RESEND: a new temporary password for an invited user who has not signed in yet. */
async function resendInvitation(pool: PoolContext, username: string, password: string): Promise<JsonObject> {
  const user = await findUserByLogin(pool.db, username);
  if (!user) throw userNotFound();
  if (user.status !== 'FORCE_CHANGE_PASSWORD') throw invalidParameter(MESSAGES.alreadyConfirmed);
  const updated = await updateUser(pool.db, user.sub, temporaryPasswordFields(pool, user, password), pool.now());
  await deliverMail(pool, invitationMail(pool.settings, user.email, password));
  return { User: toUserType(updated ?? user) };
}

/**
 * AdminCreateUser – an account with a temporary password: its first sign-in meets
 * NEW_PASSWORD_REQUIRED. The invitation mail carries the password unless MessageAction is SUPPRESS.
 */
export async function adminCreateUser(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  requireUserPoolId(pool, input);
  const username = requireString(input, 'Username').trim();
  const messageAction = optionalString(input, 'MessageAction');
  if (messageAction !== undefined && messageAction !== 'RESEND' && messageAction !== 'SUPPRESS') {
    throw invalidParameter('MessageAction must be RESEND or SUPPRESS.');
  }
  const password = optionalString(input, 'TemporaryPassword') || generateTemporaryPassword();
  assertPasswordAcceptable(pool.settings, password);
  if (messageAction === 'RESEND') return resendInvitation(pool, username, password);

  if (!isValidEmail(username)) throw invalidParameter(MESSAGES.usernameNotEmail);
  const { emailVerified, rest } = splitVerifiedFlag(readAttributeList(input, 'UserAttributes'));
  const { email, others } = readWritableAttributes(rest);
  if (email !== undefined && normalizeEmail(email) !== normalizeEmail(username)) {
    throw invalidParameter('The email attribute must match the username.');
  }
  const sub = randomUUID();
  const user = await insertUser(
    pool.db,
    {
      sub,
      username: sub,
      email: username,
      emailVerified: emailVerified ?? false,
      attributes: others,
      status: 'FORCE_CHANGE_PASSWORD',
      ...temporaryPasswordFields(pool, { username: sub }, password),
    },
    pool.now(),
  );
  if (!user) throw new CognitoError('UsernameExistsException', MESSAGES.userAlreadyExists);
  if (messageAction !== 'SUPPRESS') await deliverMail(pool, invitationMail(pool.settings, user.email, password));
  return { User: toUserType(user) };
}
