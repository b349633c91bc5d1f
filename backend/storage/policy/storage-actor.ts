import type { IamRole, StoragePolicy } from './compile-storage-policy';

/** Who is asking, as the identity pool vouches for it (or an unsigned request: a guest without an identity). */
export interface StorageActor {
  kind: 'guest' | 'authenticated';
  /** The identity-pool identity id; absent for unsigned requests. */
  identityId?: string;
  /** cognito:groups of a signed-in user. */
  groups: readonly string[];
}

export const ANONYMOUS_GUEST: StorageActor = { kind: 'guest', groups: [] };

/**
 * The role the identity pool hands out, as Gen 2 configures it (token-based role mapping): a
 * member of a declared group assumes the role of the group with the lowest precedence, in place of
 * the authenticated role; other signed-in users the authenticated role; guests the unauthenticated one.
 */
export function selectIamRole(actor: StorageActor, policy: Pick<StoragePolicy, 'groupsByPrecedence'>): IamRole {
  if (actor.kind === 'guest') return 'guest';
  const preferred = policy.groupsByPrecedence.find((group) => actor.groups.includes(group));
  return preferred ? `group:${preferred}` : 'authenticated';
}
