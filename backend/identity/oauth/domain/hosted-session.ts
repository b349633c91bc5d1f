import type { PoolContext } from '../../pool-context';
import { OAUTH_LIMITS } from '../limits';
import { deleteHostedSession, findHostedSession, insertHostedSession, type HostedSession } from '../store/hosted-sessions';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token';

/** Starts the hosted page's own sign-in; returns the id its cookie carries. */
export async function startHostedSession(pool: PoolContext, userSub: string, authTime: Date): Promise<string> {
  const id = createOpaqueToken();
  const now = pool.now();
  await insertHostedSession(pool.db, {
    sessionHash: hashOpaqueToken(id),
    userSub,
    authTime,
    expiresAt: new Date(now.getTime() + OAUTH_LIMITS.hostedSessionTtlMs),
    now,
  });
  return id;
}

export function readHostedSession(pool: PoolContext, id: string | undefined): Promise<HostedSession | null> {
  return id ? findHostedSession(pool.db, hashOpaqueToken(id), pool.now()) : Promise.resolve(null);
}

export async function endHostedSession(pool: PoolContext, id: string | undefined): Promise<void> {
  if (id) await deleteHostedSession(pool.db, hashOpaqueToken(id));
}
