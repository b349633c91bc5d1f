import { INVALID_EMAIL_MESSAGE, PASSWORDS_MUST_MATCH_MESSAGE, REQUIRED_FIELD_MESSAGE } from './messages';
import { emptyCheckout, validateAccountDetails, validateCheckout, validateTrackOrder } from './shop-forms';
import { hasErrors } from './validate-fields';

const filledCheckout = {
  ...emptyCheckout,
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'jordan@example.com',
  country: 'United States',
  address: '1420 Market Street',
  city: 'San Francisco',
  postcode: '94103',
};

describe('validateCheckout', () => {
  it('requires the names, e-mail and address but not phone or notes', () => {
    const errors = validateCheckout(emptyCheckout);
    expect(Object.keys(errors).sort()).toEqual([
      'address',
      'city',
      'country',
      'email',
      'firstName',
      'lastName',
      'postcode',
    ]);
    expect(new Set(Object.values(errors))).toEqual(new Set([REQUIRED_FIELD_MESSAGE]));
  });

  it('treats blank input as missing', () => {
    expect(validateCheckout({ ...filledCheckout, city: '   ' })).toEqual({ city: REQUIRED_FIELD_MESSAGE });
  });

  it('checks the e-mail address', () => {
    expect(validateCheckout({ ...filledCheckout, email: 'jordan@example' })).toEqual({
      email: INVALID_EMAIL_MESSAGE,
    });
  });

  it('accepts a complete form', () => {
    expect(hasErrors(validateCheckout(filledCheckout))).toBe(false);
  });
});

describe('validateAccountDetails', () => {
  const details = {
    firstName: 'Jordan',
    lastName: 'Reyes',
    displayName: 'jordan',
    email: 'jordan@example.com',
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };

  it('accepts details without a password change', () => {
    expect(validateAccountDetails(details)).toEqual({});
  });

  it('needs the current password and a matching confirmation for a new password', () => {
    expect(
      validateAccountDetails({ ...details, newPassword: 'a-new-one', confirmPassword: 'another' }),
    ).toEqual({
      currentPassword: REQUIRED_FIELD_MESSAGE,
      confirmPassword: PASSWORDS_MUST_MATCH_MESSAGE,
    });
    expect(validateAccountDetails({ ...details, confirmPassword: 'x', currentPassword: 'old' })).toEqual({
      newPassword: REQUIRED_FIELD_MESSAGE,
    });
  });

  it('checks required fields and the e-mail', () => {
    expect(validateAccountDetails({ ...details, firstName: '', email: 'nope' })).toEqual({
      firstName: REQUIRED_FIELD_MESSAGE,
      email: INVALID_EMAIL_MESSAGE,
    });
  });
});

describe('validateTrackOrder', () => {
  it('requires both fields and a valid e-mail', () => {
    expect(validateTrackOrder({ orderId: '', email: '' })).toEqual({
      orderId: REQUIRED_FIELD_MESSAGE,
      email: REQUIRED_FIELD_MESSAGE,
    });
    expect(validateTrackOrder({ orderId: 'SW-1', email: 'x' })).toEqual({ email: INVALID_EMAIL_MESSAGE });
    expect(validateTrackOrder({ orderId: 'SW-1', email: 'x@y.io' })).toEqual({});
  });
});
