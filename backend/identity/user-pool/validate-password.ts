import type { PoolSettings } from '../../../amplify/auth/pool-settings';
import { checkPasswordPolicy } from '../domain/password-policy';
import { invalidPassword } from './errors';
import { MESSAGES } from './messages';

const MAX_PASSWORD_LENGTH = 256;

/**
 * The server-side password rules: Cognito's format (no leading or trailing whitespace, at most
 * 256 characters), then the declared policy with SPEC §5's texts.
 */
export function assertPasswordAcceptable(settings: PoolSettings, password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH || /^\s|\s$/.test(password)) {
    throw invalidPassword(MESSAGES.invalidPasswordFormat);
  }
  const [problem] = checkPasswordPolicy(password, settings.passwordPolicy);
  if (problem) throw invalidPassword(`${MESSAGES.passwordPolicyPrefix}${problem}`);
}
