import { throwIfErrors } from '@/lib/content/profiles/data-errors';
import { readEveryPage } from '@/lib/content/read-every-page';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import type { MyBrief } from './brief-form';
import type { MyProfile } from './my-profile-store';

/*
 * Reading the creator's briefs and keeping their author fields current: apart from the saves
 * (my-brief-store.ts) so the pages that only list briefs do not load the HTML sanitizer.
 */

/** The signed-in creator's briefs (the owner rule hides everyone else's), newest first. */
export async function listMyBriefs(client: BrowserDataClient, profileId: string): Promise<MyBrief[]> {
  const briefs = await readEveryPage<MyBrief>((nextToken) => client.models.Brief.listBriefByProfileId({ profileId }, { limit: 1000, nextToken }));
  return briefs.sort((a, b) => b.blogDate.localeCompare(a.blogDate) || (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
}

/** One of the creator's briefs; null for an unknown id and for someone else's brief alike. */
export async function getMyBrief(client: BrowserDataClient, id: string): Promise<MyBrief | null> {
  const result = await client.models.Brief.get({ id });
  throwIfErrors(result);
  return result.data;
}

/** Keeps the author fields of the creator's briefs in step after a username or picture change. */
export async function syncMyBriefAuthor(client: BrowserDataClient, profile: MyProfile): Promise<MyBrief[]> {
  const stale = (await listMyBriefs(client, profile.id)).filter(
    (brief) => brief.username !== profile.username || (brief.userImage ?? null) !== (profile.avatarUrl ?? null),
  );
  for (const brief of stale) {
    throwIfErrors(await client.models.Brief.update({ id: brief.id, username: profile.username, userImage: profile.avatarUrl ?? null }));
  }
  return stale;
}
