import { Amplify } from 'aws-amplify';
import {
  INVALID_EMAIL_MESSAGE,
  PASSWORDS_MUST_MATCH_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
} from '@/lib/validation/messages';
import {
  liveConfirmError,
  SAME_ADDRESS_MESSAGE,
  validateCode,
  validateEmailChange,
  validatePasswordChange,
} from './account-forms';

beforeAll(() => {
  // The pool's policy as the outputs give it (amplify/auth/pool-settings.ts): SPEC §5.
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: 'us-west-2_test',
        userPoolClientId: 'client',
        passwordFormat: {
          minLength: 8,
          requireLowercase: true,
          requireUppercase: true,
          requireNumbers: true,
          requireSpecialCharacters: true,
        },
      },
    },
  });
});

const GOOD = 'Renewed#Resolve77';

describe('validatePasswordChange', () => {
  it('needs all three passwords', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: REQUIRED_FIELD_MESSAGE,
      newPassword: REQUIRED_FIELD_MESSAGE,
      confirmPassword: REQUIRED_FIELD_MESSAGE,
    });
  });

  it.each([
    ['Sh#rt1', 'Password must have at least 8 characters'],
    ['ALLUPPER#123', 'Password must have lower case letters'],
    ['alllower#123', 'Password must have upper case letters'],
    ['NoNumbers#here', 'Password must have numbers'],
    ['NoSymbols1234', 'Password must have special characters'],
  ])('names the first rule %s misses, in the texts of SPEC §5', (newPassword, message) => {
    expect(
      validatePasswordChange({ currentPassword: 'old', newPassword, confirmPassword: newPassword })
        .newPassword,
    ).toBe(message);
  });

  it('needs the confirmation to match, and never trims a password', () => {
    expect(
      validatePasswordChange({ currentPassword: 'old', newPassword: GOOD, confirmPassword: `${GOOD} ` }),
    ).toEqual({
      confirmPassword: PASSWORDS_MUST_MATCH_MESSAGE,
    });
    expect(
      validatePasswordChange({ currentPassword: ' ', newPassword: GOOD, confirmPassword: GOOD }),
    ).toEqual({});
  });
});

describe('liveConfirmError', () => {
  it('says the passwords differ only once both hold 6 characters (SPEC §9)', () => {
    expect(
      liveConfirmError({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcde' }),
    ).toBeUndefined();
    expect(liveConfirmError({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toBe(
      PASSWORDS_MUST_MATCH_MESSAGE,
    );
    expect(
      liveConfirmError({ currentPassword: '', newPassword: GOOD, confirmPassword: GOOD }),
    ).toBeUndefined();
  });
});

describe('validateEmailChange', () => {
  it('needs a valid address other than the current one, whatever its case', () => {
    expect(validateEmailChange({ email: '' }, 'me@example.com').email).toBe(REQUIRED_FIELD_MESSAGE);
    expect(validateEmailChange({ email: 'not-an-email' }, 'me@example.com').email).toBe(
      INVALID_EMAIL_MESSAGE,
    );
    expect(validateEmailChange({ email: ' Me@Example.com ' }, 'me@example.com').email).toBe(
      SAME_ADDRESS_MESSAGE,
    );
    expect(validateEmailChange({ email: 'new@example.com' }, 'me@example.com')).toEqual({});
  });
});

describe('validateCode', () => {
  it('needs the code', () => {
    expect(validateCode({ code: '  ' }).code).toBe(REQUIRED_FIELD_MESSAGE);
    expect(validateCode({ code: '123456' })).toEqual({});
  });
});
