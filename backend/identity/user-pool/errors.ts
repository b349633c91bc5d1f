import { ServiceError } from '../aws-json/service-error';
import { MESSAGES } from './messages';

/**
 * Cognito's error names. Only LimitExceededException is in the Amplify client's retry lists
 * (throttling names, clock-skew names, 5xx): it answers the sign-up and code-mail quotas, as
 * Cognito does, and a refused request counts nothing, so the client's two retries cost nothing.
 * Everywhere else one refused call is one request and lockout counters count what the user did.
 */
export type CognitoErrorName =
  | 'AliasExistsException'
  | 'CodeDeliveryFailureException'
  | 'CodeMismatchException'
  | 'EnableSoftwareTokenMFAException'
  | 'ExpiredCodeException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'InvalidUserPoolConfigurationException'
  | 'LimitExceededException'
  | 'MissingAuthenticationTokenException'
  | 'NotAuthorizedException'
  | 'ResourceNotFoundException'
  | 'SerializationException'
  | 'TooManyFailedAttemptsException'
  | 'UnknownOperationException'
  | 'UnrecognizedClientException'
  | 'UnsupportedOperationException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException'
  | 'InvalidSignatureException'
  | 'InternalErrorException';

/** An answer the caller caused; rendered as HTTP 400 with the name in `__type` and x-amzn-ErrorType. */
export class CognitoError extends ServiceError {
  constructor(
    override readonly type: CognitoErrorName,
    message: string,
  ) {
    super(type, message);
  }
}

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
export const notAuthorized = (message: string = MESSAGES.incorrectCredentials) =>
  new CognitoError('NotAuthorizedException', message);
export const userNotFound = (message: string = MESSAGES.userDoesNotExist) =>
  new CognitoError('UserNotFoundException', message);
export const codeMismatch = (message: string = MESSAGES.invalidCode) =>
  new CognitoError('CodeMismatchException', message);
export const expiredCode = () => new CognitoError('ExpiredCodeException', MESSAGES.expiredCode);
/** Cognito says LimitExceededException here; the client retries that name three times, this one not. */
export const attemptLimitExceeded = () =>
  new CognitoError('TooManyFailedAttemptsException', MESSAGES.attemptLimitExceeded);
/** Cognito's answer when a send quota is used up (limits.ts `sends`). */
export const limitExceeded = () => new CognitoError('LimitExceededException', MESSAGES.attemptLimitExceeded);
export const resourceNotFound = (message: string) => new CognitoError('ResourceNotFoundException', message);
export const userNotConfirmed = () => new CognitoError('UserNotConfirmedException', MESSAGES.userNotConfirmed);
export const invalidPassword = (message: string) => new CognitoError('InvalidPasswordException', message);
export const sessionExpired = () => notAuthorized(MESSAGES.sessionExpired);
