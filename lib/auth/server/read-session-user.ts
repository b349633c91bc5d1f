import { WITHHELD_GROUPS_CLAIM } from '@/amplify/auth/staff-second-factor';
import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { userPoolIssuerOf } from '@/lib/amplify/user-pool-issuer';
import { lastAuthUserCookie, tokenCookie } from '../session-cookies';
import type { SessionUser } from '../session-user';
import { userPoolCallFor } from './call-user-pool';
import { isAccessTokenLive, type TokenLiveness } from './token-liveness';
import { verifyPoolToken } from './verify-pool-token';

export type CookieReader = (name: string) => string | undefined;

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The signed-in user behind the request's cookies, or null for a guest. Both tokens must verify
 * (an expired access token counts as signed out here; the browser refreshes it and the next
 * request carries the new one), and the user pool must still honour the access token: a global
 * sign-out revokes tokens whose signature and expiry still verify.
 */
export async function readSessionUser(
  readCookie: CookieReader,
  outputs: AmplifyOutputsDocument | null,
  isLive: TokenLiveness = isAccessTokenLive,
): Promise<SessionUser | null> {
  const pool = outputs && userPoolIssuerOf(outputs);
  if (!pool) return null;
  const lastAuthUser = readCookie(lastAuthUserCookie(pool.clientId));
  if (!lastAuthUser) return null;
  const accessToken = readCookie(tokenCookie(pool.clientId, lastAuthUser, 'accessToken'));
  const idToken = readCookie(tokenCookie(pool.clientId, lastAuthUser, 'idToken'));
  if (!accessToken || !idToken) return null;

  const [access, id] = await Promise.all([
    verifyPoolToken(accessToken, 'access', pool),
    verifyPoolToken(idToken, 'id', pool),
  ]);
  if (!access || !id || access.sub !== id.sub || !access.sub) return null;
  // Asked only once the signatures hold, so forged cookies never reach the pool.
  const callUserPool = outputs && userPoolCallFor(outputs);
  if (!callUserPool || !(await isLive(accessToken, callUserPool))) return null;
  return toSessionUser(access, id);
}

type Claims = Record<string, unknown> & { sub?: string };

/** The user two verified tokens (access, id) describe; staff groups held back without a second factor are named apart. */
export function toSessionUser(access: Claims, id: Claims): SessionUser {
  const groups = access['cognito:groups'];
  const withheld = stringClaim(access[WITHHELD_GROUPS_CLAIM]);
  const sub = access.sub ?? '';
  return {
    userId: sub,
    username: stringClaim(id['cognito:username']) ?? stringClaim(access.username) ?? sub,
    loginId: stringClaim(id.email),
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
    ...(withheld ? { withheldGroups: withheld.split(' ').filter(Boolean) } : {}),
  };
}
