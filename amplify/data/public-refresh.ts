/**
 * What a change to public content makes stale on the site: the tags of its cached reads (Next's
 * data cache, one per model) and the pages a record of each model shows on. Declared once for the
 * site (lib/data/cache-tags.ts, the editors' refresh calls) and the local backend, which refreshes
 * them itself before a mutation answers (backend/data/protocol/public-change.ts); neither imports
 * the other, both import this.
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

/** The models public pages show. */
export type PublicModel = 'Brief' | 'Profile' | 'PlatformBan' | 'ShadowbanExperience' | 'Stream' | 'Personality';

/** The cached reads a record of each model feeds (when it changes, hides or comes back). */
export const TAGS_OF_MODEL: Readonly<Record<PublicModel, readonly CacheTag[]>> = {
  // A brief shows on its author's profile.
  Brief: [CACHE_TAGS.briefs, CACHE_TAGS.profiles],
  // A profile takes its briefs, bans and reports with it (and brings them back).
  Profile: [CACHE_TAGS.profiles, CACHE_TAGS.briefs, CACHE_TAGS.platformBans, CACHE_TAGS.shadowbanExperiences],
  // Records count in their profile's totals.
  PlatformBan: [CACHE_TAGS.platformBans, CACHE_TAGS.profiles],
  ShadowbanExperience: [CACHE_TAGS.shadowbanExperiences, CACHE_TAGS.profiles],
  Stream: [CACHE_TAGS.streams],
  Personality: [CACHE_TAGS.personalities],
};

/** The listing pages a record of each model appears on, besides its own page (the RSS feed reads the briefs tag). */
export const LISTINGS_OF_MODEL: Readonly<Record<PublicModel, readonly string[]>> = {
  Brief: ['/', '/briefs'],
  Profile: ['/', '/profiles', '/briefs'],
  PlatformBan: ['/', '/profiles', '/platforms'],
  ShadowbanExperience: ['/', '/profiles', '/platforms'],
  Stream: ['/', '/streams'],
  Personality: ['/', '/personalities'],
};

export function isPublicModel(value: unknown): value is PublicModel {
  return typeof value === 'string' && Object.hasOwn(TAGS_OF_MODEL, value);
}

/** The permanent page of a ban record or a shadowban report; other models' pages are named by slug or username, not id. */
export function permalinkPathOf(model: string, id: string): string | null {
  if (model === 'PlatformBan') return `/bans/${encodeURIComponent(id)}`;
  if (model === 'ShadowbanExperience') return `/shadowban-reports/${encodeURIComponent(id)}`;
  return null;
}
