import type { PoolContext } from '../../pool-context';
import { notAuthorized, userNotConfirmed } from '../../user-pool/errors';
import { enabledMfaTypes } from '../../user-pool/sign-in/continue-sign-in';
import { checkPassword, findUserForSignIn } from '../../user-pool/sign-in/password-check';
import type { UserRecord } from '../../user-pool/store/users';
import { OAUTH_MESSAGES } from '../messages';

/**
 * The hosted page's e-mail and password, checked as InitiateAuth checks them (the same lockout
 * counter, the same texts). What the page cannot finish itself (a forced new password, MFA) is
 * refused with where to go instead. Throws a CognitoError whose message the page shows.
 */
export async function verifyHostedPassword(pool: PoolContext, email: string, password: string): Promise<UserRecord> {
  const user = await findUserForSignIn(pool, email);
  await checkPassword(pool, user, password);
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed();
  if (user.status === 'FORCE_CHANGE_PASSWORD') throw notAuthorized(OAUTH_MESSAGES.newPasswordOnSite);
  const { mode } = pool.settings.multifactor;
  if (mode === 'REQUIRED' || (mode === 'OPTIONAL' && enabledMfaTypes(pool, user).length > 0)) {
    throw notAuthorized(OAUTH_MESSAGES.mfaNotOnHostedPage);
  }
  return user;
}
