import type { PoolContext } from '../../pool-context';
import { notAuthorized, userNotConfirmed } from '../errors';
import { MESSAGES } from '../messages';
import { allowedMfaTypes } from '../mfa-settings';
import { sendCode } from '../deliver-code';
import type { SessionState } from '../store/auth-sessions';
import type { MfaChallengeName, UserRecord } from '../store/users';
import { completeSignIn, type AuthResponse } from './authentication-result';
import { issueChallenge } from './challenge-session';

export type FirstFactor = NonNullable<SessionState['firstFactor']>;

/** The MFA types this user has set up, among those the pool allows. */
export function enabledMfaTypes(pool: PoolContext, user: UserRecord): MfaChallengeName[] {
  return allowedMfaTypes(pool.settings).filter((type) =>
    type === 'SOFTWARE_TOKEN_MFA'
      ? user.totpMfaEnabled && user.totpSecret !== null
      : user.emailMfaEnabled && user.emailVerified,
  );
}

/** Sends the chosen MFA challenge: a TOTP prompt, or an e-mailed code. */
export async function issueMfaChallenge(
  pool: PoolContext,
  user: UserRecord,
  clientId: string,
  type: MfaChallengeName,
  state: SessionState = { firstFactor: 'PASSWORD' },
): Promise<AuthResponse> {
  if (type === 'SOFTWARE_TOKEN_MFA') {
    return issueChallenge(pool, { user, clientId, challenge: 'SOFTWARE_TOKEN_MFA', state });
  }
  const delivery = await sendCode(pool, user, 'SIGN_IN');
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

async function startMfa(pool: PoolContext, user: UserRecord, clientId: string): Promise<AuthResponse | null> {
  const { mode } = pool.settings.multifactor;
  if (mode === 'OFF') return null;
  const enabled = enabledMfaTypes(pool, user);
  if (enabled.length === 0) {
    if (mode !== 'REQUIRED') return null;
    return issueChallenge(pool, {
      user,
      clientId,
      challenge: 'MFA_SETUP',
      state: { firstFactor: 'PASSWORD' },
      parameters: { MFAS_CAN_SETUP: JSON.stringify(allowedMfaTypes(pool.settings)) },
    });
  }
  const preferred = user.preferredMfa && enabled.includes(user.preferredMfa) ? user.preferredMfa : null;
  const chosen = preferred ?? (enabled.length === 1 ? enabled[0] : null);
  if (chosen) return issueMfaChallenge(pool, user, clientId, chosen);
  return issueChallenge(pool, {
    user,
    clientId,
    challenge: 'SELECT_MFA_TYPE',
    state: { firstFactor: 'PASSWORD' },
    parameters: { MFAS_CAN_CHOOSE: JSON.stringify(enabled) },
  });
}

/**
 * What follows a met first factor: confirmation and forced password change first, then MFA
 * after a password (Cognito exempts passwordless factors), then tokens.
 */
export async function continueSignIn(
  pool: PoolContext,
  user: UserRecord,
  clientId: string,
  firstFactor: FirstFactor,
): Promise<AuthResponse> {
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed();
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const expiresAt = user.temporaryPasswordExpiresAt;
    if (expiresAt && expiresAt.getTime() <= pool.now().getTime()) {
      throw notAuthorized(MESSAGES.temporaryPasswordExpired);
    }
    return issueChallenge(pool, {
      user,
      clientId,
      challenge: 'NEW_PASSWORD_REQUIRED',
      state: { firstFactor },
      parameters: {
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({ ...user.attributes, email_verified: String(user.emailVerified), email: user.email }),
      },
    });
  }
  if (firstFactor === 'PASSWORD') {
    const mfa = await startMfa(pool, user, clientId);
    if (mfa) return mfa;
  }
  return completeSignIn(pool, user);
}
