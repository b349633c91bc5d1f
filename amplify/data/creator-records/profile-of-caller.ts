import { authorOfAnonymous } from './anonymous-records';
import { RecordRuleError } from './record-rule-error';
import { HIDDEN_MODEL, hiddenIdOf } from '../moderation/moderation-records';
import type { RecordCaller, RecordDocument, RecordsPort } from './records-port';
import { CLAIM_MODEL, claimIdOf } from './unique-claims';

export const PROFILE_MODEL = 'Profile';
export const NO_PROFILE_MESSAGE = 'Create your creator profile first: briefs, bans and reports are recorded on it.';

/** The caller's profile (one per account: the oldest, should old data hold more), or null. */
export async function findProfileOf(port: RecordsPort, caller: RecordCaller): Promise<RecordDocument | null> {
  const profiles = (await port.listByIndex(PROFILE_MODEL, 'userId', caller.sub)).filter((profile) => profile.userId === caller.sub);
  return profiles.sort((a, b) => String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? '')))[0] ?? null;
}

export async function requireProfileOf(port: RecordsPort, caller: RecordCaller): Promise<RecordDocument> {
  const profile = await findProfileOf(port, caller);
  if (profile) return profile;
  await refuseIfProfileHidden(port, caller);
  throw new RecordRuleError('BadRequest', NO_PROFILE_MESSAGE);
}

/** A caller whose profile a moderator hid may not write records, nor make another profile. */
export async function refuseIfProfileHidden(port: RecordsPort, caller: RecordCaller): Promise<void> {
  const claim = await port.get(CLAIM_MODEL, claimIdOf('profile-of', caller.sub));
  const hidden = claim ? await port.get(HIDDEN_MODEL, hiddenIdOf(PROFILE_MODEL, String(claim.recordId))) : null;
  if (hidden) throw new RecordRuleError('Unauthorized', `Your profile is hidden by a moderator: ${String(hidden.reason)}. It cannot be changed until it is restored.`);
}

/** Whether a record is on this profile: filed under its id, or anonymised with the profile as its private author. */
async function isFiledOn(port: RecordsPort, model: string, doc: RecordDocument, profile: RecordDocument): Promise<boolean> {
  if (doc.profileId === profile.id) return true;
  return doc.isAnonymous === true && (await authorOfAnonymous(port, model, doc.id)) === profile.id;
}

/**
 * A record the caller may change: it must exist in one of `models` and belong to the caller's
 * own profile (anonymised or not); someone else's record is refused as Unauthorized, never revealed.
 */
export async function findOwnRecord(
  port: RecordsPort,
  models: readonly string[],
  id: string,
  profile: RecordDocument,
): Promise<{ model: string; doc: RecordDocument } | null> {
  for (const model of models) {
    const doc = await port.get(model, id);
    if (!doc) continue;
    if (!(await isFiledOn(port, model, doc, profile)) || (doc.userId !== undefined && doc.userId !== profile.userId)) {
      throw new RecordRuleError('Unauthorized', `Not Authorized to change ${model} ${id}: it is on another creator's profile.`);
    }
    return { model, doc };
  }
  return null;
}
