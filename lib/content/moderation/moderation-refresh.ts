import { BRIEFS_PATH } from '@/lib/content/briefs/brief-paths';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { CACHE_TAGS, type CacheTag } from '@/lib/data/cache-tags';
import { describeRecord, type RecordFields } from './describe-record';
import type { ModeratedModel } from './moderated-models';

export type PublicRefresh = { tags: CacheTag[]; paths: string[] };

/** The cached reads a hidden or restored record of each model feeds. */
const TAGS: Record<ModeratedModel, CacheTag[]> = {
  Brief: [CACHE_TAGS.briefs, CACHE_TAGS.profiles],
  // A profile takes its briefs, bans and reports with it (and brings them back).
  Profile: [CACHE_TAGS.profiles, CACHE_TAGS.briefs, CACHE_TAGS.platformBans, CACHE_TAGS.shadowbanExperiences],
  PlatformBan: [CACHE_TAGS.platformBans, CACHE_TAGS.profiles],
  ShadowbanExperience: [CACHE_TAGS.shadowbanExperiences, CACHE_TAGS.profiles],
  Stream: [CACHE_TAGS.streams],
  Personality: [CACHE_TAGS.personalities],
};

/** The listing pages each model appears on, besides the record's own page (the RSS feed reads the briefs tag). */
const LISTINGS: Record<ModeratedModel, string[]> = {
  Brief: ['/', BRIEFS_PATH],
  Profile: ['/', '/profiles', BRIEFS_PATH],
  PlatformBan: ['/', '/profiles'],
  ShadowbanExperience: ['/', '/profiles'],
  Stream: ['/', '/streams'],
  Personality: ['/', '/personalities'],
};

/**
 * What a hide or restore makes stale on the public site, for the same revalidation route a
 * creator's save calls (lib/data/browser-data.ts refreshPublicPages), so the record vanishes or
 * comes back at once rather than when the cache next expires. A brief's author page is refreshed
 * too (its record names the author's username).
 */
export function moderationRefresh(model: ModeratedModel, record: RecordFields, profileUsername?: string | null): PublicRefresh {
  const paths = new Set(LISTINGS[model]);
  const own = describeRecord(model, record, profileUsername).href;
  if (own) paths.add(own);
  if (model === 'Brief' && typeof record.username === 'string' && record.username) paths.add(profilePath(record.username));
  return { tags: [...TAGS[model]], paths: [...paths] };
}
