import { profilePath } from '@/lib/content/profiles/profile-seo';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { recordEvent } from '@/lib/analytics/site-analytics';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { refreshPublicPages } from '@/lib/data/browser-data';
import type { MyBrief } from './brief-form';
import type { SavedBrief } from './my-brief-store';

/**
 * What each save makes stale on the public site, so it shows there at once (the cached pages
 * would otherwise catch up within seconds). The revalidation route accepts at most 20 paths.
 */
export function briefRefresh({ brief, previous }: SavedBrief): { tags: string[]; paths: string[] } {
  const paths = new Set(['/', '/briefs', `/briefs/${brief.slug}`, profilePath(brief.username)]);
  if (previous && previous.slug !== brief.slug) paths.add(`/briefs/${previous.slug}`);
  return { tags: [CACHE_TAGS.briefs, CACHE_TAGS.profiles], paths: [...paths] };
}

export function profileRefresh(username: string, previousUsername?: string, briefs: readonly MyBrief[] = []): { tags: string[]; paths: string[] } {
  const paths = new Set(['/profiles', profilePath(username)]);
  if (previousUsername && previousUsername !== username) paths.add(profilePath(previousUsername));
  for (const brief of briefs.slice(0, 15)) paths.add(`/briefs/${brief.slug}`);
  return { tags: briefs.length ? [CACHE_TAGS.profiles, CACHE_TAGS.briefs] : [CACHE_TAGS.profiles], paths: [...paths] };
}

/**
 * A ban or report changed (the record itself, its evidence or its appeal): its own list, the
 * profile's totals, the pages that count bans, and the record's permanent page.
 */
export function recordRefresh(kind: 'ban' | 'shadowban', username: string, recordId: string): { tags: string[]; paths: string[] } {
  const tag = kind === 'ban' ? CACHE_TAGS.platformBans : CACHE_TAGS.shadowbanExperiences;
  const record = recordPathOf(kind === 'ban' ? 'PlatformBan' : 'ShadowbanExperience', recordId);
  return { tags: [tag, CACHE_TAGS.profiles], paths: ['/', '/profiles', profilePath(username), record] };
}

/** After a brief's save: refresh the public pages and count a publication. */
export async function announceBriefSaved(saved: SavedBrief): Promise<void> {
  if (saved.brief.status === 'PUBLISHED' && saved.previous?.status !== 'PUBLISHED') {
    recordEvent('brief_published', { briefSlug: saved.brief.slug });
  }
  await refreshPublicPages(briefRefresh(saved));
}

/** After a brief's deletion: its address (now free) and the lists that may have shown it. */
export async function announceBriefDeleted(brief: MyBrief): Promise<void> {
  await refreshPublicPages(briefRefresh({ brief, previous: null }));
}
