/**
 * SPEC §8's redirect (OAuth) errors in words people understand. The Amplify client reports them
 * with its own developer texts, either thrown by signInWithRedirect (shown by the Authenticator,
 * which translates them through these vocabularies) or as Hub's signInWithRedirect_failure on the
 * page the redirect comes back to.
 */
export const REDIRECT_ERROR_TEXTS = {
  invalidRedirect: 'Signing in through another service is not set up for this address of the site. Please sign in with your e-mail and password instead.',
  differentOrigin: 'Signing in through another service has to start on this site’s own address. Open the site again and retry from there.',
  cancelled: 'Signing in was cancelled before it finished. You can start again whenever you like.',
  noAccessToken: 'The sign-in service did not send back a session. Please try signing in again.',
  stateMismatch: 'We could not confirm that this sign-in was the one started in this browser, so we stopped it to protect your account. Please start again.',
  expiredCode: 'This sign-in link was already used or has expired. Please sign in again.',
  fallback: 'Signing in did not finish. Please try again.',
} as const;

/** The Amplify client's own texts (auth 6.x) and the local backend's token errors, by what they mean. */
const TEXT_FOR_MESSAGE: Record<string, string> = {
  'signInRedirect or signOutRedirect had an invalid format or was not found.': REDIRECT_ERROR_TEXTS.invalidRedirect,
  'The given preferredRedirectUrl does not match any items in the redirectSignOutUrls array from the config.': REDIRECT_ERROR_TEXTS.invalidRedirect,
  'redirect is coming from a different origin. The oauth flow needs to be initiated from the same origin': REDIRECT_ERROR_TEXTS.differentOrigin,
  'User cancelled OAuth flow.': REDIRECT_ERROR_TEXTS.cancelled,
  '`signInWithRedirect` has been canceled.': REDIRECT_ERROR_TEXTS.cancelled,
  'No access token returned from OAuth flow.': REDIRECT_ERROR_TEXTS.noAccessToken,
  'An error occurred while validating the state.': REDIRECT_ERROR_TEXTS.stateMismatch,
  'The code_verifier does not match the code_challenge of the authorization request.': REDIRECT_ERROR_TEXTS.stateMismatch,
  'The authorization code has already been used.': REDIRECT_ERROR_TEXTS.expiredCode,
  'The authorization code has expired.': REDIRECT_ERROR_TEXTS.expiredCode,
  'The authorization code is not valid.': REDIRECT_ERROR_TEXTS.expiredCode,
  invalid_grant: REDIRECT_ERROR_TEXTS.expiredCode,
};

/** Vocabularies for the Authenticator's error alert (it translates the messages it shows). */
export const REDIRECT_ERROR_VOCABULARY: Record<string, string> = TEXT_FOR_MESSAGE;

/**
 * What to tell the user about a failed redirect sign-in. Other messages come from the hosted
 * sign-in (the app's registered errors, a provider's refusal), which writes them for people.
 */
export function describeRedirectError(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error;
  if (typeof message !== 'string' || message.trim() === '') return REDIRECT_ERROR_TEXTS.fallback;
  return TEXT_FOR_MESSAGE[message] ?? (/^[A-Z].*[.!]$/.test(message) && !/^[a-z_]+$/.test(message) ? message : REDIRECT_ERROR_TEXTS.fallback);
}

/** A session that began at the hosted sign-in: its access token was granted `openid` (API sign-ins never are). */
export function isRedirectSession(accessTokenScope: unknown): boolean {
  return typeof accessTokenScope === 'string' && accessTokenScope.split(' ').includes('openid');
}
