import { isLastAuthUserCookie } from '@/lib/auth/session-cookies';

/**
 * Whether this browser holds Amplify's sign-in cookies (its LastAuthUser names who signed in).
 * Without them the reader is a guest and nothing needs Amplify's auth client to say so. Browser only.
 */
export function hasSessionCookie(): boolean {
  return document.cookie.split(';').some((pair) => {
    const at = pair.indexOf('=');
    const name = (at === -1 ? pair : pair.slice(0, at)).trim();
    try {
      return isLastAuthUserCookie(decodeURIComponent(name));
    } catch {
      return false;
    }
  });
}
