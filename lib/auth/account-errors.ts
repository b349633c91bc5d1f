/**
 * What /me/security says when the user pool refuses a change. The pool's own texts (SPEC §8) are
 * shown as they are where they are clear on their own; where they are not (a wrong current
 * password answers "Incorrect username or password.", which reads oddly to someone signed in),
 * the site says it in the form's words.
 */
export const ACCOUNT_ERROR_MESSAGES = {
  wrongCurrentPassword: 'Your current password is not right. Please type it again.',
  passwordAttemptsExceeded: 'Too many wrong passwords. Please wait a few minutes before you try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes before you try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  expiredCode: 'This code has expired. Send a new one and use that.',
  networkError: 'The account service could not be reached. Check your connection and try again.',
  fallback: 'Something went wrong. Please try again.',
} as const;

/** Texts of the pool's NotAuthorizedException that mean "signed in no longer" rather than "wrong password". */
const SESSION_ENDED = /Access Token|Refresh Token|User is disabled/i;

function nameAndMessageOf(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (error && typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' ? name : '',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { name: '', message: '' };
}

/** A refusal of updatePassword, updateUserAttributes, confirmUserAttribute and the like, in words for the form. */
export function describeAccountError(error: unknown): string {
  const { name, message } = nameAndMessageOf(error);
  switch (name) {
    case 'NotAuthorizedException':
      // Only ChangePassword checks a password once signed in.
      if (message === 'Incorrect username or password.') return ACCOUNT_ERROR_MESSAGES.wrongCurrentPassword;
      if (message === 'Password attempts exceeded') return ACCOUNT_ERROR_MESSAGES.passwordAttemptsExceeded;
      if (SESSION_ENDED.test(message)) return ACCOUNT_ERROR_MESSAGES.sessionEnded;
      return message || ACCOUNT_ERROR_MESSAGES.fallback;
    case 'UserUnAuthenticatedException':
    case 'TokenRevokedException':
      return ACCOUNT_ERROR_MESSAGES.sessionEnded;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return ACCOUNT_ERROR_MESSAGES.tooManyAttempts;
    case 'ExpiredCodeException':
      return ACCOUNT_ERROR_MESSAGES.expiredCode;
    case 'NetworkError':
      return ACCOUNT_ERROR_MESSAGES.networkError;
    default:
      // InvalidPasswordException, CodeMismatchException, AliasExistsException…: the pool's text says it.
      return message || ACCOUNT_ERROR_MESSAGES.fallback;
  }
}
