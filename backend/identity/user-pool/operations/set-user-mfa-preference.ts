import type { PoolContext } from '../../pool-context';
import { noticeSecondFactorChanges } from '../account-notices';
import { authenticateAccessTokenForChange } from '../authenticate-access-token';
import { enabledMfaTypes } from '../sign-in/continue-sign-in';
import { invalidParameter } from '../errors';
import { optionalBoolean, optionalObject, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { allowedMfaTypes } from '../mfa-settings';
import type { MfaChallengeName, UserPatch, UserRecord } from '../store/users';
import { updateUser } from '../store/users';

interface Preference {
  enabled?: boolean;
  preferred?: boolean;
}

function readPreference(input: JsonObject, field: string): Preference | undefined {
  const settings = optionalObject(input, field);
  if (!settings) return undefined;
  return { enabled: optionalBoolean(settings, 'Enabled'), preferred: optionalBoolean(settings, 'PreferredMfa') };
}

function applyPreference(
  user: UserRecord,
  patch: UserPatch,
  type: MfaChallengeName,
  preference: Preference,
): void {
  const field = type === 'SOFTWARE_TOKEN_MFA' ? 'totpMfaEnabled' : 'emailMfaEnabled';
  const isEnabled = preference.enabled ?? preference.preferred ?? false;
  patch[field] = isEnabled;
  const current = Object.hasOwn(patch, 'preferredMfa') ? patch.preferredMfa : user.preferredMfa;
  if (preference.preferred === true && isEnabled) patch.preferredMfa = type;
  else if (current === type && (!isEnabled || preference.preferred === false)) patch.preferredMfa = null;
}

/** SetUserMFAPreference – turns TOTP or e-mail MFA on or off for the user and picks the preferred one. */
export async function setUserMfaPreference(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const { user } = await authenticateAccessTokenForChange(pool, requireString(input, 'AccessToken'));
  const allowed = allowedMfaTypes(pool.settings);
  const totp = readPreference(input, 'SoftwareTokenMfaSettings');
  const email = readPreference(input, 'EmailMfaSettings');
  const sms = readPreference(input, 'SMSMfaSettings');
  if (sms?.enabled || sms?.preferred) throw invalidParameter('SMS MFA is not available in this user pool.');

  const patch: UserPatch = {};
  if (totp) {
    if (!allowed.includes('SOFTWARE_TOKEN_MFA') && (totp.enabled || totp.preferred)) throw invalidParameter(MESSAGES.mfaNotEnabled);
    if ((totp.enabled || totp.preferred) && user.totpSecret === null) throw invalidParameter(MESSAGES.totpNotVerified);
    applyPreference(user, patch, 'SOFTWARE_TOKEN_MFA', totp);
  }
  if (email) {
    if (!allowed.includes('EMAIL_OTP') && (email.enabled || email.preferred)) throw invalidParameter(MESSAGES.mfaNotEnabled);
    if ((email.enabled || email.preferred) && !user.emailVerified) {
      throw invalidParameter('The e-mail address must be verified before it can receive MFA codes.');
    }
    applyPreference(user, patch, 'EMAIL_OTP', email);
  }
  if (Object.keys(patch).length === 0) return {};
  const updated = await updateUser(pool.db, user.sub, patch, pool.now());
  if (updated) await noticeSecondFactorChanges(pool, updated.email, enabledMfaTypes(pool, user), enabledMfaTypes(pool, updated));
  return {};
}
