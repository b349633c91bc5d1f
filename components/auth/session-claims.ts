import type { CurrentUser } from './use-current-user';
import { groupsOfClaims } from '@/lib/auth/token-groups';

const KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_AUTH_USER = '.LastAuthUser';

/** The user the sign-in cookies name, and whether their access token is still within its lifetime. */
export type CookieSession = { user: CurrentUser; isAccessLive: boolean };

function cookieMap(cookieHeader: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    try {
      cookies.set(decodeURIComponent(pair.slice(0, at).trim()), decodeURIComponent(pair.slice(at + 1).trim()));
    } catch {
      // A cookie that does not decode is not one of Amplify's.
    }
  }
  return cookies;
}

/** A JWT's payload, unverified: only for what the page shows (the server verifies on every request). */
function payloadOf(token: string | undefined): Record<string, unknown> | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    // UTF-8 bytes to text: each byte as a %XX escape, decoded as one.
    const text = decodeURIComponent(Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    const payload: unknown = JSON.parse(text);
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const stringClaim = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The signed-in user as Amplify's sign-in cookies describe them (`cookieHeader` is document.cookie),
 * read without Amplify's auth client: the tokens' `sub`, `username`, `email` and `cognito:groups`
 * (the ID token's), the same claims the header takes from Amplify once it has loaded. Null when the
 * cookies name nobody or their tokens do not decode. Unverified, so only for what menus offer: every
 * page and call checks the session again on the server.
 */
export function sessionFromCookies(cookieHeader: string, nowMs: number): CookieSession | null {
  const cookies = cookieMap(cookieHeader);
  for (const [name, lastAuthUser] of cookies) {
    if (!name.startsWith(KEY_PREFIX) || !name.endsWith(LAST_AUTH_USER) || !lastAuthUser) continue;
    const prefix = `${name.slice(0, -LAST_AUTH_USER.length)}.${lastAuthUser}`;
    const id = payloadOf(cookies.get(`${prefix}.idToken`));
    const access = payloadOf(cookies.get(`${prefix}.accessToken`));
    const userId = stringClaim(id?.sub);
    if (!id || !access || !userId || access.sub !== userId) continue;
    const expiresAtMs = typeof access.exp === 'number' ? access.exp * 1000 : 0;
    return {
      user: { userId, username: stringClaim(access.username) ?? stringClaim(id['cognito:username']) ?? userId, loginId: stringClaim(id.email), groups: groupsOfClaims(id) },
      isAccessLive: expiresAtMs > nowMs,
    };
  }
  return null;
}
