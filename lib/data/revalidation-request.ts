import { isCacheTag, type CacheTag } from './cache-tags';

const MAX_PATHS = 20;

/** `{ tags, paths? }` with known tags and up to 20 site paths, or null. */
export function parseRevalidationRequest(body: unknown): { tags: CacheTag[]; paths: string[] } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { tags, paths = [] } = body as { tags?: unknown; paths?: unknown };
  if (!Array.isArray(tags) || tags.length === 0 || !tags.every(isCacheTag)) return null;
  if (!Array.isArray(paths) || paths.length > MAX_PATHS) return null;
  const isSitePath = (path: unknown): path is string =>
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && path.length <= 300;
  if (!paths.every(isSitePath)) return null;
  return { tags: [...new Set(tags)], paths: [...new Set(paths)] };
}
