/**
 * What the hosted sign-in says, in one place. Descriptions travel back to the site in
 * `error_description` / `error_message` and may be shown to the user, so they are written for people.
 */
export const OAUTH_MESSAGES = {
  unknownClient: 'This app is not registered with the sign-in service.',
  redirectMismatch: 'The address to return to after sign-in is not one this app registered.',
  logoutMismatch: 'The address to return to after signing out is not one this app registered.',
  unsupportedResponseType: 'Only response_type=code is supported.',
  pkceRequired: 'A code_challenge with code_challenge_method=S256 is required.',
  duplicateParameter: (name: string) => `The parameter ${name} was sent more than once.`,
  parameterTooLong: (name: string) => `The parameter ${name} is too long.`,
  missingParameter: (name: string) => `The parameter ${name} is required.`,
  invalidScope: (scopes: string[]) => `The scope ${scopes.join(' ')} is not one this app may request.`,
  unknownProvider: (name: string) => `${name} is not an identity provider of this site.`,
  invalidPrompt: 'The prompt parameter has a value this service does not know.',
  loginRequired: 'You need to sign in.',
  requestExpired: 'This sign-in page has expired. Go back to the site and start signing in again.',
  /** Login CSRF: the form was posted from somewhere other than the hosted page itself. */
  foreignFormPost: 'This sign-in form was not sent from the sign-in page itself, so it was not accepted. Go back to the site and start signing in again.',
  /** Login CSRF: the form's request was opened in another browser (or its cookie expired). */
  otherBrowser: 'This sign-in page was opened in another browser, or too long ago. Go back to the site and start signing in again.',
  missingCredentials: 'Enter your e-mail address and password.',
  mfaNotOnHostedPage: 'This account uses multi-factor authentication: sign in on the site instead.',
  newPasswordOnSite: 'You must choose a new password first: sign in on the site with your temporary password.',
  codeInvalid: 'The authorization code is not valid.',
  codeReused: 'The authorization code has already been used.',
  codeExpired: 'The authorization code has expired.',
  codeOtherClient: 'The authorization code was issued to another app.',
  redirectUriDiffers: 'The redirect_uri does not match the one the authorization code was issued for.',
  verifierMismatch: 'The code_verifier does not match the code_challenge of the authorization request.',
  unsupportedGrantType: 'Only the authorization_code and refresh_token grant types are supported.',
  clientSecretNotExpected: 'This app has no client secret; send client_id only.',
  formBodyRequired: 'The request body must be application/x-www-form-urlencoded.',
  userDisabled: 'User is disabled.',
  accessTokenRequired: 'An access token is required (Authorization: Bearer …).',
  accessTokenInvalid: 'The access token is not valid.',
  openidScopeRequired: 'The access token was not granted the openid scope.',
  refreshTokenOnly: 'Only refresh tokens can be revoked.',
  providerCancelled: (provider: string) => `Sign-in with ${provider} was cancelled.`,
  providerFailed: (provider: string) => `${provider} did not confirm the sign-in. Please try again.`,
  providerEmailMissing: (provider: string) => `${provider} did not share an e-mail address, which this site needs to make your account.`,
  /** SPEC §8's service message, when the address belongs to an account the provider cannot vouch for. */
  emailTaken: 'An account with the given email already exists.',
  signInIncomplete: 'Signing in did not finish. Go back to the site and start again.',
} as const;
