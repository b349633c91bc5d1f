/**
 * Tags of the cached public reads (Next's data cache), one per model, so an edit can refresh
 * exactly what it changed. Declared once; the revalidation route accepts only these.
 */
export const CACHE_TAGS = {
  briefs: 'briefs',
  profiles: 'profiles',
  platformBans: 'platform-bans',
  shadowbanExperiences: 'shadowban-experiences',
  streams: 'streams',
  personalities: 'personalities',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** Public pages show an edit within this many seconds even when nobody asked for a refresh. */
export const CONTENT_REVALIDATE_SECONDS = 5;

export function isCacheTag(value: unknown): value is CacheTag {
  return typeof value === 'string' && (Object.values(CACHE_TAGS) as string[]).includes(value);
}
