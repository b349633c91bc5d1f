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

/**
 * IAM's StringLike and resource matching: `*` is any run of characters (slashes too), `?` any one
 * (a UTF-16 unit, as a regular expression without the u flag counts). Matched in place, every
 * other character literally: each request checks a dozen patterns, and building a regular
 * expression for each was ~1 % of the main thread's samples in the peers bench's 64 KB row (issue 50).
 */
export function matchesIamPattern(value: string, pattern: string): boolean {
  let at = 0;
  let next = 0;
  // Where the last `*` was and where in `value` its run ends so far: a mismatch lets it take one more character.
  let star = -1;
  let starRunEnd = 0;
  while (at < value.length) {
    const wanted = pattern.charCodeAt(next);
    if (next < pattern.length && wanted !== STAR && (wanted === QUESTION || wanted === value.charCodeAt(at))) {
      at += 1;
      next += 1;
    } else if (next < pattern.length && wanted === STAR) {
      star = next;
      starRunEnd = at;
      next += 1;
    } else if (star >= 0) {
      starRunEnd += 1;
      at = starRunEnd;
      next = star + 1;
    } else {
      return false;
    }
  }
  while (next < pattern.length && pattern.charCodeAt(next) === STAR) next += 1;
  return next === pattern.length;
}

const STAR = '*'.charCodeAt(0);
const QUESTION = '?'.charCodeAt(0);
