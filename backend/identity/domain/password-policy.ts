export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
}

/** Cognito's special characters, the space included. */
const SPECIAL_CHARACTERS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

const hasSpecialCharacter = (password: string): boolean =>
  [...password].some((character) => SPECIAL_CHARACTERS.has(character));

/**
 * Lists the SPEC §5 messages a password breaks, in the order the Authenticator shows them; an
 * empty list means it passes. Letters and digits are ASCII only and the length counts UTF-16
 * units, as in the Authenticator's own check, so the form and the server never disagree.
 */
export function checkPasswordPolicy(password: string, policy: PasswordPolicy): string[] {
  const messages: string[] = [];
  if (password.length < policy.minLength) {
    messages.push(`Password must have at least ${policy.minLength} characters`);
  }
  if (policy.requireLowercase && !/[a-z]/.test(password)) {
    messages.push('Password must have lower case letters');
  }
  if (policy.requireUppercase && !/[A-Z]/.test(password)) {
    messages.push('Password must have upper case letters');
  }
  if (policy.requireNumbers && !/[0-9]/.test(password)) {
    messages.push('Password must have numbers');
  }
  if (policy.requireSymbols && !hasSpecialCharacter(password)) {
    messages.push('Password must have special characters');
  }
  return messages;
}
