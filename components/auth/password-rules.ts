import { getDefaultPasswordValidators } from '@aws-amplify/ui';

export type PasswordRuleCheck = { text: string; isMet: boolean };

/**
 * The user pool's password rules, each with whether `password` meets it. The rules come from the
 * configured outputs (amplify/auth's policy, as Amplify reads it into Auth.Cognito.passwordFormat)
 * and the texts are the Authenticator's own (SPEC §5), through the same validators it uses: the
 * list can never promise something the form or the pool would refuse.
 */
export function checkPasswordRules(password: string): PasswordRuleCheck[] {
  return getDefaultPasswordValidators().map(({ message, validator }) => ({ text: message, isMet: validator(password) }));
}
