import { throwIfErrors } from '@/lib/content/profiles/data-errors';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { monthOf, type BriefStatus } from './brief-options';
import { baseSlugOf, findUniqueSlug } from './brief-slug';
import { briefToFormValues, formValuesToBriefInput, validateBriefForm, type BriefInput, type MyBrief } from './brief-form';
import type { MyProfile } from './my-profile-store';

/** Whether another brief uses `slug`, drafts included: asked on the API key, which sees them all. */
export async function isSlugTaken(client: BrowserDataClient, slug: string, ownId?: string): Promise<boolean> {
  const result = await client.models.Brief.listBriefBySlug({ slug }, { authMode: 'apiKey', selectionSet: ['id'] });
  throwIfErrors(result);
  return result.data.some((brief) => brief.id !== ownId);
}

/**
 * The slug a save stores. A new brief gets one from its title; a draft follows its title while it
 * changes; once a brief has been public its slug stays, so links to it keep working.
 */
async function slugForSave(client: BrowserDataClient, input: BriefInput, existing: MyBrief | null): Promise<string> {
  const isRenamedDraft = existing?.status === 'DRAFT' && baseSlugOf(existing.title) !== baseSlugOf(input.title);
  if (existing && !isRenamedDraft) return existing.slug;
  return findUniqueSlug(input.title, (slug) => isSlugTaken(client, slug, existing?.id));
}

export type SavedBrief = { brief: MyBrief; previous: MyBrief | null };

/**
 * Creates or updates a brief from its form input. The author fields come from the profile; the
 * brief's date is the day it was created, or the day it was first published from a draft, so a
 * newly published brief is listed as new.
 */
export async function saveMyBrief(
  client: BrowserDataClient,
  { profile, userId, existing, input, today }: { profile: MyProfile; userId: string; existing: MyBrief | null; input: BriefInput; today: string },
): Promise<SavedBrief> {
  const slug = await slugForSave(client, input, existing);
  const isFirstPublication = input.status === 'PUBLISHED' && existing?.status === 'DRAFT';
  const blogDate = !existing || isFirstPublication ? today : existing.blogDate;
  const fields = { ...input, slug, blogDate, month: monthOf(blogDate), username: profile.username, userImage: profile.avatarUrl ?? null };
  const result = existing
    ? await client.models.Brief.update({ id: existing.id, ...fields })
    : await client.models.Brief.create({ ...fields, userId, profileId: profile.id, views: 0, shares: 0, featured: false });
  throwIfErrors(result);
  if (!result.data) throw new Error('The brief was not found: it may have been deleted.');
  return { brief: result.data, previous: existing };
}

/** DRAFT → PUBLISHED → ARCHIVED and back, from the list: the same checks as the editor's save. */
export async function changeMyBriefStatus(
  client: BrowserDataClient,
  { profile, userId, brief, status, today }: { profile: MyProfile; userId: string; brief: MyBrief; status: BriefStatus; today: string },
): Promise<SavedBrief> {
  const values = { ...briefToFormValues(brief), status };
  const problem = Object.values(validateBriefForm(values)).find(Boolean);
  if (problem) throw new Error(`${brief.title}: ${problem}. Open it in the editor to fix it.`);
  return saveMyBrief(client, { profile, userId, existing: brief, input: formValuesToBriefInput(values), today });
}
