import { throwIfErrors } from '@/lib/content/profiles/data-errors';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import type { BriefInput, MyBrief } from './brief-form';
import { AS_OWNER, readAllPages, savedOrThrow } from './my-api';

/*
 * Reading the creator's briefs and saving stored ones as they are: apart from the editor's saves
 * (my-brief-store.ts) so the pages that only count briefs do not load the HTML sanitizer.
 */

/**
 * Every brief of the creator: the published ones (Brief) and the drafts and archived ones
 * (UnpublishedBrief, which only their owner and moderators read), newest first.
 */
export async function listMyBriefs(client: BrowserDataClient, profileId: string): Promise<MyBrief[]> {
  const [published, unpublished] = await Promise.all([
    readAllPages<MyBrief>((nextToken) => client.models.Brief.listBriefByProfileId({ profileId }, { ...AS_OWNER, nextToken })),
    readAllPages<MyBrief>((nextToken) => client.models.UnpublishedBrief.listUnpublishedBriefByProfileId({ profileId }, { ...AS_OWNER, nextToken })),
  ]);
  // A brief published or unpublished between the two reads could show in both: once is enough.
  const briefs = [...new Map([...unpublished, ...published].map((brief) => [brief.id, brief])).values()];
  return briefs.sort((a, b) => b.blogDate.localeCompare(a.blogDate) || (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
}

/**
 * One of the creator's briefs, published or not; null for an unknown id and for a brief on
 * someone else's profile alike (a moderator may read those, but edits only their own).
 */
export async function getMyBrief(client: BrowserDataClient, id: string, profileId: string): Promise<MyBrief | null> {
  for (const read of [() => client.models.Brief.get({ id }, AS_OWNER), () => client.models.UnpublishedBrief.get({ id }, AS_OWNER)]) {
    const result = await read();
    throwIfErrors(result);
    if (result.data) return result.data.profileId === profileId ? result.data : null;
  }
  return null;
}

/** A stored brief as the input of its next save, its status moved to `status`. */
export function storedBriefInput(brief: MyBrief, status = brief.status ?? 'DRAFT'): BriefInput {
  const listOf = (values: readonly (string | null)[] | null | undefined) => (values ?? []).filter((value): value is string => Boolean(value));
  return {
    title: brief.title,
    description: brief.description,
    categories: brief.categories,
    tags: listOf(brief.tags),
    warfareTags: listOf(brief.warfareTags),
    thumbnail: brief.thumbnail ?? null,
    longDescription: brief.longDescription ?? null,
    status,
  };
}

/**
 * saveMyBrief: creates (no id) or changes one of the caller's briefs. The server sets the slug,
 * dates, author fields and counters, and moves the brief between the public and unpublished tables.
 */
export async function sendMyBrief(client: BrowserDataClient, input: BriefInput, id?: string): Promise<MyBrief> {
  return savedOrThrow(await client.mutations.saveMyBrief({ ...input, id }, AS_OWNER), 'brief');
}

/**
 * The published briefs whose pages show the author: after a username or picture change the server
 * has carried the new ones to every brief, and these pages are the ones to refresh.
 */
export async function myPublishedBriefs(client: BrowserDataClient, profileId: string): Promise<MyBrief[]> {
  return (await listMyBriefs(client, profileId)).filter((brief) => brief.status === 'PUBLISHED');
}
