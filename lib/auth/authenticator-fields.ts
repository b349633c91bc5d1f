import { INVALID_EMAIL_MESSAGE } from '@/lib/validation/messages';
import { isValidEmail } from '@/lib/validation/email';

/** SPEC §5: the dial code the phone field starts with. */
export const DEFAULT_DIAL_CODE = '+1';

const emailField = { label: 'Email', placeholder: 'Enter your email', type: 'email', autocomplete: 'username' } as const;

/**
 * The Authenticator's fields (SPEC §3 and §5): e-mail is the username and the one required
 * attribute; a phone number may be added at sign-up, starting from +1.
 */
export const AUTHENTICATOR_FORM_FIELDS = {
  signIn: { username: { ...emailField, order: 1 } },
  signUp: {
    email: { ...emailField, autocomplete: 'email', order: 1, isRequired: true },
    password: { order: 2 },
    confirm_password: { order: 3 },
    phone_number: { order: 4, label: 'Phone number (optional)', dialCode: DEFAULT_DIAL_CODE, isRequired: false },
  },
  forgotPassword: { username: emailField },
};

/**
 * The check the Authenticator leaves to the app: 'Please enter a valid email' once the field was
 * touched (the library keeps sign-up disabled while any check fails).
 */
export function validateSignUpEmail(
  formData: Record<string, unknown>,
  touchData: Record<string, unknown>,
): { email: string } | null {
  const email = typeof formData.email === 'string' ? formData.email.trim() : '';
  if (!touchData.email || email === '') return null;
  return isValidEmail(email) ? null : { email: INVALID_EMAIL_MESSAGE };
}
