import { chooseLandingPath, isFirstSignInRoute, ONBOARDING_PATH } from './landing-path';

describe('chooseLandingPath', () => {
  it('sends a creator without a profile to the workspace after confirming a sign-up or a first sign-in', () => {
    expect(chooseLandingPath({ returnTo: '/', isFirstSignIn: true, hasProfile: false })).toBe(ONBOARDING_PATH);
  });

  it('keeps the returnTo the sign-in page was opened with, first sign-in or not', () => {
    expect(chooseLandingPath({ returnTo: '/briefs?page=2', isFirstSignIn: true, hasProfile: false })).toBe('/briefs?page=2');
    expect(chooseLandingPath({ returnTo: '/merchandise/account', isFirstSignIn: false, hasProfile: true })).toBe('/merchandise/account');
  });

  it('sends a creator who already has a profile home, as before', () => {
    expect(chooseLandingPath({ returnTo: '/', isFirstSignIn: true, hasProfile: true })).toBe('/');
  });

  it('sends a returning member home', () => {
    expect(chooseLandingPath({ returnTo: '/', isFirstSignIn: false, hasProfile: false })).toBe('/');
  });
});

describe('isFirstSignInRoute', () => {
  it('knows the screens only a new account passes', () => {
    expect(['confirmSignUp', 'forceNewPassword'].map(isFirstSignInRoute)).toEqual([true, true]);
    expect(['signIn', 'signUp', 'forgotPassword', 'confirmResetPassword', 'authenticated'].map(isFirstSignInRoute)).toEqual([false, false, false, false, false]);
  });
});
