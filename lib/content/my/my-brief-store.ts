import type { BrowserDataClient } from '@/lib/data/browser-data';
import type { BriefStatus } from './brief-options';
import { briefToFormValues, formValuesToBriefInput, validateBriefForm, type BriefInput, type MyBrief } from './brief-form';
import { AS_OWNER, savedOrThrow } from './my-api';
import { sendMyBrief } from './my-brief-list';

export type SavedBrief = { brief: MyBrief; previous: MyBrief | null };

/**
 * Creates or changes a brief from its form input. What the creator does not choose the server
 * derives: the slug (unique; a draft's follows its title, a once-public one stays), the dates (a
 * newly published draft is dated that day), the author fields from the profile, the counters.
 */
export async function saveMyBrief(client: BrowserDataClient, { existing, input }: { existing: MyBrief | null; input: BriefInput }): Promise<SavedBrief> {
  return { brief: await sendMyBrief(client, input, existing?.id), previous: existing };
}

/** DRAFT → PUBLISHED → ARCHIVED and back, from the list: the same checks as the editor's save. */
export async function changeMyBriefStatus(client: BrowserDataClient, { brief, status }: { brief: MyBrief; status: BriefStatus }): Promise<SavedBrief> {
  const values = { ...briefToFormValues(brief), status };
  const problem = Object.values(validateBriefForm(values)).find(Boolean);
  if (problem) throw new Error(`${brief.title}: ${problem}. Open it in the editor to fix it.`);
  return saveMyBrief(client, { existing: brief, input: formValuesToBriefInput(values) });
}

/** Deletes one of the caller's briefs; its address is free again. */
export async function deleteMyBrief(client: BrowserDataClient, brief: MyBrief): Promise<MyBrief> {
  return savedOrThrow(await client.mutations.deleteMyBrief({ id: brief.id }, AS_OWNER), 'deleted brief');
}
