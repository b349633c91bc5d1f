import type { Queryable } from '../../../core/database/database';
import { findSignInWithUser, type SignInWithUser } from '../store/refresh-tokens';
import { signedInUserCacheOf } from './user-change-notices';

export interface LoadSignInOptions {
  /**
   * Ask the database whatever this process holds: an operation that changes the user (or checks
   * their password) starts from the committed record, never from a copy another instance may
   * have just made stale.
   */
  shouldBypassCache?: boolean;
}

/**
 * A token's sign-in and its user: from this process's cache when it holds them (only unrevoked
 * sign-ins of enabled users are kept, never longer than the TTL), otherwise in one query.
 */
export async function loadSignInWithUser(
  db: Queryable,
  originJti: string,
  options: LoadSignInOptions = {},
): Promise<SignInWithUser | null> {
  if (options.shouldBypassCache) return findSignInWithUser(db, originJti);
  const cache = signedInUserCacheOf(db);
  const user = cache.get(originJti);
  if (user) return { isRevoked: false, user };
  const ticket = cache.beginRead();
  const signIn = await findSignInWithUser(db, originJti);
  if (signIn && !signIn.isRevoked && signIn.user.enabled) cache.remember(originJti, signIn.user, ticket);
  return signIn;
}
