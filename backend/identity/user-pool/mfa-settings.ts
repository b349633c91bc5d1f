import type { PoolSettings } from '../../../amplify/auth/pool-settings';
import type { MfaChallengeName } from './store/users';

/**
 * The MFA challenges the declaration allows, as Cognito names them. SMS needs a phone carrier
 * the local backend does not have, so only TOTP and e-mail codes are offered.
 */
export function allowedMfaTypes(settings: PoolSettings): MfaChallengeName[] {
  const mfa = settings.multifactor;
  if (mfa.mode === 'OFF') return [];
  const types: MfaChallengeName[] = [];
  if ('totp' in mfa && mfa.totp) types.push('SOFTWARE_TOKEN_MFA');
  if ('email' in mfa && mfa.email) types.push('EMAIL_OTP');
  return types;
}

/** amplify_outputs' mfa_configuration. */
export function mfaConfiguration(settings: PoolSettings): 'NONE' | 'OPTIONAL' | 'REQUIRED' {
  const { mode } = settings.multifactor;
  return mode === 'OFF' ? 'NONE' : mode;
}

/** amplify_outputs' mfa_methods; version 1.3 of the outputs can only say SMS and TOTP. */
export function mfaMethods(settings: PoolSettings): ('SMS' | 'TOTP')[] {
  return allowedMfaTypes(settings).includes('SOFTWARE_TOKEN_MFA') ? ['TOTP'] : [];
}
