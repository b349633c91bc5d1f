import type { PoolContext } from '../../pool-context';
import { sendCode } from '../deliver-code';
import type { SessionState } from '../store/auth-sessions';
import type { UserRecord } from '../store/users';
import type { AuthResponse } from './authentication-result';
import { issueChallenge } from './challenge-session';

export type FirstFactorChoice = 'PASSWORD' | 'PASSWORD_SRP' | 'EMAIL_OTP';

/** The USER_AUTH choices open to this user: passwords if it has one, e-mail codes if the pool allows. */
export function availableFirstFactors(pool: PoolContext, user: UserRecord): FirstFactorChoice[] {
  const choices: FirstFactorChoice[] = [];
  if (user.srpVerifier !== null) choices.push('PASSWORD', 'PASSWORD_SRP');
  if (pool.settings.emailOtpLogin && user.emailVerified) choices.push('EMAIL_OTP');
  return choices;
}

/** USER_AUTH's EMAIL_OTP first factor: a sign-in code by mail and the challenge to answer it. */
export async function startEmailOtpSignIn(pool: PoolContext, user: UserRecord, clientId: string): Promise<AuthResponse> {
  const delivery = await sendCode(pool, user, 'SIGN_IN');
  const state: SessionState = { firstFactor: 'EMAIL_OTP', isFirstFactorOtp: true };
  return issueChallenge(pool, {
    user,
    clientId,
    challenge: 'EMAIL_OTP',
    state,
    parameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: delivery.DeliveryMedium,
      CODE_DELIVERY_DESTINATION: delivery.Destination,
    },
  });
}

/** SELECT_CHALLENGE: the client lets the user pick from AvailableChallenges. */
export function offerFirstFactors(pool: PoolContext, user: UserRecord, clientId: string): Promise<AuthResponse> {
  return issueChallenge(pool, {
    user,
    clientId,
    challenge: 'SELECT_CHALLENGE',
    state: {},
    availableChallenges: availableFirstFactors(pool, user),
  });
}
