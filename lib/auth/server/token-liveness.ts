import { createHash } from 'node:crypto';
import { TOKEN_CHECK_MAX_ENTRIES, TOKEN_CHECK_TTL_MS } from '@/lib/constants/security';
import type { UserPoolCall } from './call-user-pool';

export type TokenLiveness = (accessToken: string, call: UserPoolCall) => Promise<boolean>;

/**
 * Asks the user pool whether an access token is still honoured: GetUser refuses a token that a
 * global sign-out (or an admin) revoked, on the local backend as on Amazon Cognito, while the
 * token's signature and expiry still verify. A yes is believed for `ttlMs` per token (the map
 * holds at most `maxEntries`, dropping the oldest); a no, an error or no answer counts as signed out.
 */
export function createTokenLiveness({ ttlMs = TOKEN_CHECK_TTL_MS, maxEntries = TOKEN_CHECK_MAX_ENTRIES, now = Date.now } = {}): TokenLiveness {
  const liveUntil = new Map<string, number>();
  return async (accessToken, call) => {
    // Kept by digest: the map never holds a usable token.
    const key = createHash('sha256').update(accessToken).digest('base64url');
    const until = liveUntil.get(key);
    if (until !== undefined && until > now()) return true;
    liveUntil.delete(key);
    const isLive = await call('GetUser', { AccessToken: accessToken }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (!isLive) return false;
    liveUntil.set(key, now() + ttlMs);
    for (const oldest of liveUntil.keys()) {
      if (liveUntil.size <= maxEntries) break;
      liveUntil.delete(oldest);
    }
    return true;
  };
}

/** The process's own check, shared by the middleware and server components. */
export const isAccessTokenLive = createTokenLiveness();
