import { safeReturnPath } from '@/lib/auth/return-path';

/** Per tab, so two tabs signing in to different places do not swap destinations. */
const STORAGE_KEY = 'banwatch.redirectSignIn.returnTo';

/**
 * Where to go once signed in, across a redirect sign-in. A redirect comes back to the registered
 * callback (/auth/login, without the `returnTo` it was opened with), so the sign-in page notes its
 * `returnTo` in session storage each time it is opened, and the visit that brings back a code (or
 * an error) reads it. Amplify's own `customState` would only carry it for the single sign-on
 * button: the Authenticator's "Sign In with …" buttons call signInWithRedirect without it.
 *
 * Call before Amplify is configured on the page: finishing the redirect rewrites the address.
 */
export function resolveRedirectReturnPath(returnTo: string, location: Pick<Location, 'search'>, storage: Storage | undefined): string {
  const query = new URLSearchParams(location.search);
  const isComingBack = query.has('code') || query.has('error');
  try {
    if (!isComingBack) {
      storage?.setItem(STORAGE_KEY, returnTo);
      return returnTo;
    }
    const noted = storage?.getItem(STORAGE_KEY);
    storage?.removeItem(STORAGE_KEY);
    // Read back through the same check as the query parameter: storage is the page's to write, not ours alone.
    return noted ? safeReturnPath(noted) : returnTo;
  } catch {
    // Storage refused (private modes, quotas): the page's own returnTo still works without redirects.
    return returnTo;
  }
}

/** The browser's session storage, or undefined where reading it throws (blocked storage). */
export function browserSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
