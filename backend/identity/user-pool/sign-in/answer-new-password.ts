import type { PoolContext } from '../../pool-context';
import { readWritableAttributes } from '../attributes';
import { invalidParameter } from '../errors';
import { requireParameter } from '../input';
import { updateUser } from '../store/users';
import { assertPasswordAcceptable } from '../validate-password';
import type { AuthResponse } from './authentication-result';
import { closeChallenge, type OpenChallenge } from './challenge-session';
import { continueSignIn } from './continue-sign-in';
import { passwordRecord } from './password-check';

const ATTRIBUTE_PREFIX = 'userAttributes.';

/**
 * NEW_PASSWORD_REQUIRED – an operator-created user replaces the temporary password and may
 * fill in attributes (`userAttributes.<name>`). A refused password keeps the Session open.
 */
export async function answerNewPassword(
  pool: PoolContext,
  open: OpenChallenge,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const password = requireParameter(responses, 'NEW_PASSWORD');
  assertPasswordAcceptable(pool.settings, password);
  const { email, others } = readWritableAttributes(
    Object.entries(responses)
      .filter(([name, value]) => name.startsWith(ATTRIBUTE_PREFIX) && value !== '')
      .map(([name, value]) => ({ name: name.slice(ATTRIBUTE_PREFIX.length), value })),
  );
  if (email !== undefined) throw invalidParameter('The email address cannot be changed while setting a password.');

  await closeChallenge(pool, open);
  const user = await updateUser(
    pool.db,
    open.user.sub,
    {
      ...passwordRecord(pool, open.user, password),
      status: 'CONFIRMED',
      temporaryPasswordExpiresAt: null,
      attributes: { ...open.user.attributes, ...others },
    },
    pool.now(),
  );
  if (!user) throw invalidParameter('User no longer exists.');
  return continueSignIn(pool, user, open.session.clientId, open.session.state.firstFactor ?? 'PASSWORD');
}
