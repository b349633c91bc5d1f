import { ACCOUNT_ERROR_MESSAGES, describeAccountError } from './account-errors';

/** An error as Amplify's Auth client throws it: an AuthError with the service's name and message. */
function serviceError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

describe('describeAccountError', () => {
  it.each([
    [
      'a wrong current password',
      serviceError('NotAuthorizedException', 'Incorrect username or password.'),
      ACCOUNT_ERROR_MESSAGES.wrongCurrentPassword,
    ],
    [
      'the lockout after wrong passwords',
      serviceError('NotAuthorizedException', 'Password attempts exceeded'),
      ACCOUNT_ERROR_MESSAGES.passwordAttemptsExceeded,
    ],
    [
      'a revoked session',
      serviceError('NotAuthorizedException', 'Access Token has been revoked'),
      ACCOUNT_ERROR_MESSAGES.sessionEnded,
    ],
    [
      'no session at all',
      serviceError('UserUnAuthenticatedException', 'User needs to be authenticated to call this API.'),
      ACCOUNT_ERROR_MESSAGES.sessionEnded,
    ],
    [
      "the pool's rate limit",
      serviceError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
      ACCOUNT_ERROR_MESSAGES.tooManyAttempts,
    ],
    [
      'an expired code',
      serviceError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
      ACCOUNT_ERROR_MESSAGES.expiredCode,
    ],
    [
      'no network',
      serviceError('NetworkError', 'A network error has occurred.'),
      ACCOUNT_ERROR_MESSAGES.networkError,
    ],
  ])('puts %s in the form’s words', (_case, error, expected) => {
    expect(describeAccountError(error)).toBe(expected);
  });

  it.each([
    serviceError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
    serviceError('AliasExistsException', 'An account with the given email already exists.'),
    serviceError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    ),
  ])("shows the pool's own text where it is clear: $message", (error) => {
    expect(describeAccountError(error)).toBe(error.message);
  });

  it('has a text for anything without one', () => {
    expect(describeAccountError(undefined)).toBe(ACCOUNT_ERROR_MESSAGES.fallback);
    expect(describeAccountError({ name: 'Unknown' })).toBe(ACCOUNT_ERROR_MESSAGES.fallback);
  });
});
