import type { PoolContext } from '../../pool-context';
import { invalidParameter } from '../errors';
import { requireParameter } from '../input';
import type { AuthResponse } from './authentication-result';
import { closeChallenge, type OpenChallenge } from './challenge-session';
import { continueSignIn } from './continue-sign-in';
import { availableFirstFactors, startEmailOtpSignIn } from './first-factors';
import { checkPassword } from './password-check';
import { startPasswordVerifier } from './password-verifier';

/** SELECT_CHALLENGE – the first factor the user picked (PASSWORD, PASSWORD_SRP or EMAIL_OTP). */
export async function answerSelectChallenge(
  pool: PoolContext,
  open: OpenChallenge,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const answer = requireParameter(responses, 'ANSWER');
  const { user, session } = open;
  if (!availableFirstFactors(pool, user).some((choice) => choice === answer)) {
    throw invalidParameter(`${answer} is not an available challenge for this user.`);
  }
  if (answer === 'PASSWORD') {
    // A wrong password counts towards the lockout but leaves the choice open for another try.
    await checkPassword(pool, user, requireParameter(responses, 'PASSWORD'));
    await closeChallenge(pool, open);
    return continueSignIn(pool, user, session.clientId, 'PASSWORD');
  }
  if (answer === 'PASSWORD_SRP') {
    const srpA = requireParameter(responses, 'SRP_A');
    await closeChallenge(pool, open);
    return startPasswordVerifier(pool, user, session.clientId, srpA);
  }
  await closeChallenge(pool, open);
  return startEmailOtpSignIn(pool, user, session.clientId);
}
