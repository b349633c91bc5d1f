import { PASSWORDS_MUST_MATCH_MESSAGE, REQUIRED_FIELD_MESSAGE } from '@/lib/validation/messages';
import { REQUIRED, REQUIRED_EMAIL, validateFields, type FieldErrors } from '@/lib/validation/validate-fields';
import { checkPasswordRules, type PasswordRuleCheck } from '@/components/auth/password-rules';

/** SPEC §5 and §9: "Your passwords must match" shows as soon as both fields hold this many characters. */
export const CONFIRM_PASSWORD_CHECK_FROM = 6;

export const SAME_ADDRESS_MESSAGE = 'This is already the address you sign in with.';

export type PasswordChangeValues = Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>;
export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * Change password: all three required; the new one must meet every rule of the pool's policy (the
 * first it misses is named, in the Authenticator's words) and be typed twice alike. Passwords are
 * never trimmed (SPEC §5).
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
  checkRules: (password: string) => PasswordRuleCheck[] = checkPasswordRules,
): FieldErrors<keyof PasswordChangeValues> {
  const errors: FieldErrors<keyof PasswordChangeValues> = {};
  if (!values.currentPassword) errors.currentPassword = REQUIRED_FIELD_MESSAGE;
  if (!values.newPassword) errors.newPassword = REQUIRED_FIELD_MESSAGE;
  else {
    const missed = checkRules(values.newPassword).find((rule) => !rule.isMet);
    if (missed) errors.newPassword = missed.text;
  }
  if (!values.confirmPassword) errors.confirmPassword = REQUIRED_FIELD_MESSAGE;
  else if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = PASSWORDS_MUST_MATCH_MESSAGE;
  return errors;
}

/** The mismatch shown while typing, before any submit: only once both passwords are long enough to compare. */
export function liveConfirmError({ newPassword, confirmPassword }: PasswordChangeValues): string | undefined {
  const isLongEnough =
    newPassword.length >= CONFIRM_PASSWORD_CHECK_FROM &&
    confirmPassword.length >= CONFIRM_PASSWORD_CHECK_FROM;
  return isLongEnough && newPassword !== confirmPassword ? PASSWORDS_MUST_MATCH_MESSAGE : undefined;
}

/** The pool compares addresses without case or surrounding space; so does the form. */
export function isSameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Change e-mail: a valid address that is not the current one. */
export function validateEmailChange(values: { email: string }, currentEmail: string): FieldErrors<'email'> {
  const errors = validateFields(values, { email: REQUIRED_EMAIL });
  if (!errors.email && isSameAddress(values.email, currentEmail)) errors.email = SAME_ADDRESS_MESSAGE;
  return errors;
}

/** The code the pool mailed: required (its length and digits are the pool's to check). */
export function validateCode(values: { code: string }): FieldErrors<'code'> {
  return validateFields(values, { code: REQUIRED });
}
