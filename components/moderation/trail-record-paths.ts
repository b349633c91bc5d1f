import type { TrailRecordModel } from '@/amplify/data/enums';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { CACHE_TAGS, type CacheTag } from '@/lib/data/cache-tags';

/**
 * What a verification step or a published reply makes stale: the record's page (its story) and
 * the cached reads of its model, which feed the lists that show its verification level.
 */
export function trailRefresh(model: TrailRecordModel, id: string): { tags: CacheTag[]; paths: string[] } {
  const tag = model === 'PlatformBan' ? CACHE_TAGS.platformBans : CACHE_TAGS.shadowbanExperiences;
  return { tags: [tag, CACHE_TAGS.profiles], paths: [recordPathOf(model, id)] };
}
