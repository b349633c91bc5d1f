import { matchTotpCode } from '../../domain/totp';
import type { PoolContext } from '../../pool-context';
import { noticeSecondFactorChanges } from '../account-notices';
import { sendCode, verifyCode } from '../deliver-code';
import { codeMismatch, invalidParameter } from '../errors';
import { requireParameter } from '../input';
import { MESSAGES } from '../messages';
import { allowedMfaTypes } from '../mfa-settings';
import { normalizeEmail, updateUser, type MfaChallengeName } from '../store/users';
import { completeSignIn, type AuthResponse } from './authentication-result';
import { closeChallenge, failChallenge, issueChallenge, type OpenChallenge } from './challenge-session';
import { continueSignIn, enabledMfaTypes, issueMfaChallenge } from './continue-sign-in';

/** EMAIL_OTP – an e-mailed code, as the first factor (passwordless) or as MFA (or its setup). */
export async function answerEmailOtp(
  pool: PoolContext,
  open: OpenChallenge,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const code = requireParameter(responses, 'EMAIL_OTP_CODE');
  await verifyCode(pool, open.user, 'SIGN_IN', code, MESSAGES.invalidOtpCode);
  await closeChallenge(pool, open);
  const { state, clientId } = open.session;
  if (state.isFirstFactorOtp) return continueSignIn(pool, open.user, clientId, 'EMAIL_OTP');
  if (state.isEmailSetup) {
    const user = await updateUser(
      pool.db,
      open.user.sub,
      { emailMfaEnabled: true, preferredMfa: open.user.preferredMfa ?? 'EMAIL_OTP' },
      pool.now(),
    );
    if (user) await noticeSecondFactorChanges(pool, user.email, enabledMfaTypes(pool, open.user), enabledMfaTypes(pool, user));
    return completeSignIn(pool, user ?? open.user);
  }
  return completeSignIn(pool, open.user);
}

/** SOFTWARE_TOKEN_MFA – a code from the authenticator app; each time step is accepted once. */
export async function answerSoftwareTokenMfa(
  pool: PoolContext,
  open: OpenChallenge,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const code = requireParameter(responses, 'SOFTWARE_TOKEN_MFA_CODE');
  const { user } = open;
  const step =
    user.totpSecret === null
      ? null
      : matchTotpCode({ secret: user.totpSecret, code, now: pool.now(), lastUsedStep: user.totpLastStep });
  if (step === null) return failChallenge(pool, open, codeMismatch(MESSAGES.invalidMfaCode));
  await closeChallenge(pool, open);
  await updateUser(pool.db, user.sub, { totpLastStep: step }, pool.now());
  return completeSignIn(pool, user);
}

/** SELECT_MFA_TYPE – the user picked one of MFAS_CAN_CHOOSE. */
export async function answerSelectMfaType(
  pool: PoolContext,
  open: OpenChallenge,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const answer = requireParameter(responses, 'ANSWER') as MfaChallengeName;
  if (!enabledMfaTypes(pool, open.user).includes(answer)) {
    throw invalidParameter(`${answer} is not an MFA type this user can choose.`);
  }
  await closeChallenge(pool, open);
  return issueMfaChallenge(pool, open.user, open.session.clientId, answer);
}

/**
 * MFA_SETUP – finishing a required setup. For TOTP, AssociateSoftwareToken and
 * VerifySoftwareToken ran on this Session first; for e-mail, the address is confirmed by a code.
 */
export async function answerMfaSetup(
  pool: PoolContext,
  open: OpenChallenge,
  responses: Record<string, string>,
): Promise<AuthResponse> {
  const { user, session } = open;
  const allowed = allowedMfaTypes(pool.settings);
  if (responses.EMAIL !== undefined) {
    if (!allowed.includes('EMAIL_OTP')) throw invalidParameter('E-mail MFA is not enabled for this user pool.');
    if (normalizeEmail(responses.EMAIL) !== user.email) {
      throw invalidParameter("MFA codes can only go to the account's own e-mail address.");
    }
    await closeChallenge(pool, open);
    const delivery = await sendCode(pool, user, 'SIGN_IN');
    return issueChallenge(pool, {
      user,
      clientId: session.clientId,
      challenge: 'EMAIL_OTP',
      state: { firstFactor: 'PASSWORD', isEmailSetup: true },
      parameters: {
        CODE_DELIVERY_DELIVERY_MEDIUM: delivery.DeliveryMedium,
        CODE_DELIVERY_DESTINATION: delivery.Destination,
      },
    });
  }
  if (!session.state.isTotpVerified || user.totpSecret === null) {
    throw invalidParameter(MESSAGES.totpNotVerified);
  }
  await closeChallenge(pool, open);
  const updated = await updateUser(
    pool.db,
    user.sub,
    { totpMfaEnabled: true, preferredMfa: user.preferredMfa ?? 'SOFTWARE_TOKEN_MFA' },
    pool.now(),
  );
  if (updated) await noticeSecondFactorChanges(pool, updated.email, enabledMfaTypes(pool, user), enabledMfaTypes(pool, updated));
  return completeSignIn(pool, updated ?? user);
}
