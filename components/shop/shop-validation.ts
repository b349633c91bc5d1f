import { isValidEmail } from '@/lib/validation/email';
import { INVALID_EMAIL_MESSAGE, PASSWORDS_MUST_MATCH_MESSAGE, REQUIRED_FIELD_MESSAGE } from '@/lib/validation/messages';

/** Field errors of a form: one message per invalid field, none when the form is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const checkoutFields = ['firstName', 'lastName', 'email', 'phone', 'country', 'address', 'city', 'postcode', 'notes'] as const;
export type CheckoutField = (typeof checkoutFields)[number];
export type CheckoutValues = Record<CheckoutField, string>;

const checkoutRequired: CheckoutField[] = ['firstName', 'lastName', 'email', 'country', 'address', 'city', 'postcode'];

export const emptyCheckout: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  address: '',
  city: '',
  postcode: '',
  notes: '',
};

function requireFields<Field extends string>(values: Record<Field, string>, required: Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of required) {
    if (!values[field].trim()) errors[field] = REQUIRED_FIELD_MESSAGE;
  }
  return errors;
}

function checkEmail<Field extends string>(errors: FieldErrors<Field>, field: Field, value: string): void {
  if (!errors[field] && !isValidEmail(value.trim())) errors[field] = INVALID_EMAIL_MESSAGE;
}

/** Checkout: names, e-mail and the shipping address are required; phone and notes are optional. */
export function validateCheckout(values: CheckoutValues): FieldErrors<CheckoutField> {
  const errors = requireFields(values, checkoutRequired);
  checkEmail(errors, 'email', values.email);
  return errors;
}

export type AccountField = 'firstName' | 'lastName' | 'displayName' | 'email' | 'currentPassword' | 'newPassword' | 'confirmPassword';
export type AccountValues = Record<AccountField, string>;

/** Account details: names and e-mail required; a new password needs the current one and a matching confirmation. */
export function validateAccountDetails(values: AccountValues): FieldErrors<AccountField> {
  const errors: FieldErrors<AccountField> = requireFields<AccountField>(values, ['firstName', 'lastName', 'displayName', 'email']);
  checkEmail(errors, 'email', values.email);
  if (values.newPassword || values.confirmPassword) {
    if (!values.currentPassword) errors.currentPassword = REQUIRED_FIELD_MESSAGE;
    if (!values.newPassword) errors.newPassword = REQUIRED_FIELD_MESSAGE;
    else if (values.newPassword !== values.confirmPassword) errors.confirmPassword = PASSWORDS_MUST_MATCH_MESSAGE;
  }
  return errors;
}

export type TrackField = 'orderId' | 'email';
export type TrackValues = Record<TrackField, string>;

export function validateTrackOrder(values: TrackValues): FieldErrors<TrackField> {
  const errors = requireFields(values, ['orderId', 'email']);
  checkEmail(errors, 'email', values.email);
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
