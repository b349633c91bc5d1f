import { describeRedirectError, isRedirectSession, REDIRECT_ERROR_TEXTS } from './redirect-errors';

describe('redirect sign-in errors in words people understand', () => {
  it.each([
    ['an invalid redirect', 'signInRedirect or signOutRedirect had an invalid format or was not found.', REDIRECT_ERROR_TEXTS.invalidRedirect],
    ['a redirect from a different origin', 'redirect is coming from a different origin. The oauth flow needs to be initiated from the same origin', REDIRECT_ERROR_TEXTS.differentOrigin],
    ['a cancelled flow', 'User cancelled OAuth flow.', REDIRECT_ERROR_TEXTS.cancelled],
    ['a missing access token', 'No access token returned from OAuth flow.', REDIRECT_ERROR_TEXTS.noAccessToken],
    ['a state that failed validation', 'An error occurred while validating the state.', REDIRECT_ERROR_TEXTS.stateMismatch],
    ['a wrong code verifier', 'The code_verifier does not match the code_challenge of the authorization request.', REDIRECT_ERROR_TEXTS.stateMismatch],
    ['a reused code', 'The authorization code has already been used.', REDIRECT_ERROR_TEXTS.expiredCode],
  ])('explains %s', (_, message, text) => {
    expect(describeRedirectError({ name: 'OAuthSignInException', message })).toBe(text);
  });

  it("passes on the hosted sign-in's own sentences and hides codes and nothing", () => {
    expect(describeRedirectError(new Error('Sign-in with Google was cancelled.'))).toBe('Sign-in with Google was cancelled.');
    expect(describeRedirectError(new Error('server_error'))).toBe(REDIRECT_ERROR_TEXTS.fallback);
    expect(describeRedirectError(undefined)).toBe(REDIRECT_ERROR_TEXTS.fallback);
  });

  it('tells a hosted sign-in (openid granted) from an API one', () => {
    expect(isRedirectSession('openid email aws.cognito.signin.user.admin')).toBe(true);
    expect(isRedirectSession('aws.cognito.signin.user.admin')).toBe(false);
    expect(isRedirectSession(undefined)).toBe(false);
  });
});
