import { PASSWORDS_MUST_MATCH_MESSAGE, REQUIRED_FIELD_MESSAGE } from './messages';
import { REQUIRED, REQUIRED_EMAIL, validateFields, type FieldErrors } from './validate-fields';

export const emptyCheckout = {
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
export type CheckoutValues = typeof emptyCheckout;

/** Checkout: names, e-mail and the shipping address are required; phone and notes are optional. */
export function validateCheckout(values: CheckoutValues): FieldErrors<keyof CheckoutValues> {
  return validateFields(values, {
    firstName: REQUIRED,
    lastName: REQUIRED,
    email: REQUIRED_EMAIL,
    country: REQUIRED,
    address: REQUIRED,
    city: REQUIRED,
    postcode: REQUIRED,
  });
}

export type AccountValues = Record<
  'firstName' | 'lastName' | 'displayName' | 'email' | 'currentPassword' | 'newPassword' | 'confirmPassword',
  string
>;

/** Account details: names and e-mail required; a new password needs the current one and a matching confirmation. */
export function validateAccountDetails(values: AccountValues): FieldErrors<keyof AccountValues> {
  const errors = validateFields(values, {
    firstName: REQUIRED,
    lastName: REQUIRED,
    displayName: REQUIRED,
    email: REQUIRED_EMAIL,
  });
  if (values.newPassword || values.confirmPassword) {
    if (!values.currentPassword) errors.currentPassword = REQUIRED_FIELD_MESSAGE;
    if (!values.newPassword) errors.newPassword = REQUIRED_FIELD_MESSAGE;
    else if (values.newPassword !== values.confirmPassword)
      errors.confirmPassword = PASSWORDS_MUST_MATCH_MESSAGE;
  }
  return errors;
}

export type TrackValues = { orderId: string; email: string };

/** Track order: the order ID and the e-mail used at checkout. */
export function validateTrackOrder(values: TrackValues): FieldErrors<keyof TrackValues> {
  return validateFields(values, { orderId: REQUIRED, email: REQUIRED_EMAIL });
}
