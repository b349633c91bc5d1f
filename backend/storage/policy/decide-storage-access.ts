import { ENTITY_ID_VARIABLE } from './collect-access-rules';
import type { StoragePolicy } from './compile-storage-policy';
import { selectIamRole, type StorageActor } from './storage-actor';

/** One thing an S3 request wants to do: act on one object, or list under a prefix. */
export type StorageRequest =
  | { action: 'get' | 'write' | 'delete'; key: string }
  /** `prefix` is ListObjects' prefix parameter; absent when the request has none. */
  | { action: 'list'; prefix?: string };

/**
 * The one place that decides storage access: the caller's role, then IAM's evaluation of that
 * role's policy — an allow must match and no deny may. Objects match resource patterns
 * (`profile-avatar/<identity id>/*`); listing matches the `s3:prefix` condition Gen 2 writes
 * (the pattern, or the pattern without its final `*`), so a list without a prefix is refused.
 */
export function isStorageRequestAllowed(policy: StoragePolicy, actor: StorageActor, request: StorageRequest): boolean {
  const grant = policy.roles.get(selectIamRole(actor, policy))?.get(request.action);
  if (!grant) return false;
  const matches = (pattern: string): boolean => {
    const resolved = resolvePolicyVariables(pattern, actor);
    if (resolved === null) return false;
    if (request.action !== 'list') return matchesIamPattern(request.key, resolved);
    if (request.prefix === undefined) return false;
    return matchesIamPattern(request.prefix, resolved) || matchesIamPattern(request.prefix, resolved.slice(0, -1));
  };
  return grant.allow.some(matches) && !grant.deny.some(matches);
}

/** The identity-id variable becomes the caller's id; a caller without one matches nothing that names it. */
function resolvePolicyVariables(pattern: string, actor: StorageActor): string | null {
  if (!pattern.includes(ENTITY_ID_VARIABLE)) return pattern;
  return actor.identityId ? pattern.replaceAll(ENTITY_ID_VARIABLE, actor.identityId) : null;
}

/** IAM's StringLike and resource matching: `*` is any run of characters (slashes too), `?` any one. */
export function matchesIamPattern(value: string, pattern: string): boolean {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[\\s\\S]*').replaceAll('?', '[\\s\\S]');
  return new RegExp(`^${source}$`).test(value);
}
