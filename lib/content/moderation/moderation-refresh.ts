import { LISTINGS_OF_MODEL, permalinkPathOf, TAGS_OF_MODEL } from '@/amplify/data/public-refresh';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import type { CacheTag } from '@/lib/data/cache-tags';
import { describeRecord, type RecordFields } from './describe-record';
import type { ModeratedModel } from './moderated-models';

export type PublicRefresh = { tags: CacheTag[]; paths: string[] };

/**
 * What a hide or restore makes stale on the public site, for the same revalidation route a
 * creator's save calls (lib/data/browser-data.ts refreshPublicPages), so the record vanishes or
 * comes back at once rather than when the cache next expires. A brief's author page is refreshed
 * too (its record names the author's username).
 */
export function moderationRefresh(model: ModeratedModel, record: RecordFields, profileUsername?: string | null): PublicRefresh {
  const paths = new Set(LISTINGS_OF_MODEL[model]);
  // A ban or report shows on its creator's profile too.
  if (profileUsername && (model === 'PlatformBan' || model === 'ShadowbanExperience')) paths.add(profilePath(profileUsername));
  const own = describeRecord(model, record).href;
  if (own) paths.add(own);
  // A ban's or report's own page, which a hide turns into a 404 and a restore back.
  const permalink = typeof record.id === 'string' ? permalinkPathOf(model, record.id) : null;
  if (permalink) paths.add(permalink);
  if (model === 'Brief' && typeof record.username === 'string' && record.username) paths.add(profilePath(record.username));
  return { tags: [...TAGS_OF_MODEL[model]], paths: [...paths] };
}
