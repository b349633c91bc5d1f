/** Where a creator starts: the workspace's welcome lists the next steps (profile, ban, brief). */
export const ONBOARDING_PATH = '/me';

/** The Authenticator's screens an account passes only before its first sign-in (a new sign-up, an invitation). */
const FIRST_SIGN_IN_ROUTES: ReadonlySet<string> = new Set(['confirmSignUp', 'forceNewPassword']);

/** Whether this Authenticator screen means the sign-in under way is the account's first. */
export function isFirstSignInRoute(route: string): boolean {
  return FIRST_SIGN_IN_ROUTES.has(route);
}

/**
 * Where to land once signed in: the page that sent the visitor to sign in wins; a creator signing
 * in for the first time without a profile starts at the workspace; everyone else goes home
 * (`returnTo` is '/' when none was given).
 */
export function chooseLandingPath({ returnTo, isFirstSignIn, hasProfile }: { returnTo: string; isFirstSignIn: boolean; hasProfile: boolean }): string {
  if (returnTo !== '/') return returnTo;
  return isFirstSignIn && !hasProfile ? ONBOARDING_PATH : returnTo;
}
