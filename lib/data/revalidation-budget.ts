import { LRUCache } from 'lru-cache';
import { REVALIDATION_USERS_REMEMBERED, REVALIDATIONS_OVERALL, REVALIDATIONS_PER_USER } from '@/lib/constants/security';

/** A token bucket's size and how fast it fills again. */
export type Allowance = { burst: number; perSecond: number };
type Bucket = { tokens: number; at: number };

export type RevalidationBudget = {
  /** Spends one refresh of `userId`'s and of everyone's allowance, or says in how many seconds to ask again. */
  take(userId: string): { retryAfterSeconds: number } | null;
};

/**
 * Token buckets for the refresh route: one per user (an LRU of `maxUsers`: a forgotten user starts
 * full again, which the overall bucket still bounds) and one for all users together. A refresh
 * spends from both or from neither.
 */
export function createRevalidationBudget({
  perUser = REVALIDATIONS_PER_USER,
  overall = REVALIDATIONS_OVERALL,
  maxUsers = REVALIDATION_USERS_REMEMBERED,
  now = Date.now,
}: { perUser?: Allowance; overall?: Allowance; maxUsers?: number; now?: () => number } = {}): RevalidationBudget {
  const users = new LRUCache<string, Bucket>({ max: maxUsers });
  const everyone: Bucket = { tokens: overall.burst, at: now() };
  const refill = (bucket: Bucket, allowance: Allowance, at: number) => {
    bucket.tokens = Math.min(allowance.burst, bucket.tokens + ((at - bucket.at) / 1000) * allowance.perSecond);
    bucket.at = at;
  };
  const secondsUntilOne = (bucket: Bucket, allowance: Allowance) => (bucket.tokens >= 1 ? 0 : (1 - bucket.tokens) / allowance.perSecond);
  return {
    take(userId) {
      const at = now();
      const user = users.get(userId) ?? { tokens: perUser.burst, at };
      users.set(userId, user);
      refill(user, perUser, at);
      refill(everyone, overall, at);
      const wait = Math.max(secondsUntilOne(user, perUser), secondsUntilOne(everyone, overall));
      if (wait > 0) return { retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
      user.tokens -= 1;
      everyone.tokens -= 1;
      return null;
    },
  };
}
