import { readOneOf, readRequiredText, type Args } from '../creator-records/input-checks';
import { PROFILE_MODEL } from '../creator-records/profile-of-caller';
import type { RecordDocument, RecordsPort } from '../creator-records/records-port';
import { TRAIL_RECORD_MODELS } from '../enums';
import { HIDDEN_MODEL, hiddenIdOf, PROFILE_CHILD_MODELS } from '../moderation/moderation-records';

/**
 * What the public hears of a record as it changes (issue 47): its key and what happened, nothing
 * of its content. On AppSync a record written by a custom mutation reaches subscribers only
 * through a subscription declared for that mutation, whose event is the mutation's answer; the
 * moderators' and creators' answers carry more than a guest may read (a moderator's name, a
 * reply's contact address, a hidden record as it was), so each change the public may know of is
 * announced apart (announceRecordChange) and heard through onRecordChange. A page that hears one
 * reads the record again with its own rights: an event is a hint, never content.
 */
export const RECORD_CHANGE_KINDS = ['PUBLISHED', 'VERIFIED', 'REPLY_PUBLISHED', 'HIDDEN', 'RESTORED', 'ADDED', 'UPDATED', 'REMOVED'] as const;
export type RecordChangeKind = (typeof RECORD_CHANGE_KINDS)[number];

/** The mutation that announces one (a NONE data source on AppSync: it answers its arguments). */
export const ANNOUNCE_RECORD_CHANGE = 'announceRecordChange';

export interface RecordChange {
  /** `<model>#<id>` (hiddenIdOf: the key a record's trail and its hiding are filed under): onRecordChange(recordKey) hears one record. */
  recordKey: string;
  model: string;
  recordId: string;
  change: RecordChangeKind;
}

/**
 * The most record changes one mutation announces (a profile hidden, restored or leaving with
 * hundreds of records), and so the most records its announcement reads: past it, the pages of
 * the records left out show the change at their next read, as before issue 47. On AWS 500 are
 * fifty rounds of ten calls (appsync-record-changes.ts; not measured there: about half a second
 * at ~100 ms a call), locally 500 notices on the change feed.
 */
export const MAX_RECORD_CHANGES = 500;

/** What the rules read to tell what changed: the records port's reads, on either platform. */
export type RecordChangeReads = Pick<RecordsPort, 'get' | 'listByIndex'>;

export interface RecordChangeContext {
  reads: RecordChangeReads;
  /** The caller's sub (a signed-in member), null for anyone else. */
  callerSub: string | null;
}

/** A mutation's announcement, prepared before it runs: `after` its success, the changes to announce. */
export interface ExpectedRecordChanges {
  after(result: unknown): Promise<RecordChange[]>;
}

const changeOf = (model: unknown, recordId: unknown, change: RecordChangeKind): RecordChange[] =>
  typeof model === 'string' && typeof recordId === 'string' ? [{ recordKey: hiddenIdOf(model, recordId), model, recordId, change }] : [];

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;

/** The ban or report a creator mutation saved or deleted, by mutation. */
const CREATOR_RECORD_MODELS: ReadonlyMap<string, string> = new Map([
  ['saveMyPlatformBan', 'PlatformBan'],
  ['saveMyShadowbanReport', 'ShadowbanExperience'],
  ['deleteMyPlatformBan', 'PlatformBan'],
  ['deleteMyShadowbanReport', 'ShadowbanExperience'],
]);

/** The fact anonymising writes on the record itself (anonymous-records.ts): never a guess from its times. */
const isAnonymised = (record: unknown): boolean => field(record, 'isAnonymous') === true;

const isTrailRecordModel = (model: unknown): model is string => (TRAIL_RECORD_MODELS as readonly unknown[]).includes(model);

/** What a hidden record was when it was hidden (HiddenRecord.record), or null. */
function recordInside(hidden: RecordDocument): unknown {
  try {
    return typeof hidden.record === 'string' ? JSON.parse(hidden.record) : null;
  } catch {
    return null;
  }
}

/**
 * A ban's or report's trail item (an appeal event, an evidence item) changed its record's story:
 * the record's key, when the record is public and named. An anonymised record's trail is never
 * announced: its times are its day, and hearing its changes as they happen next to the same
 * creator's named records' would tie the two together. The record says so itself (isAnonymous,
 * read after the commit); a record not there (hidden or deleted meanwhile) is not announced.
 */
async function trailChangeOf(item: unknown, reads: RecordChangeReads): Promise<RecordChange[]> {
  const model = field(item, 'recordModel');
  const recordId = field(item, 'recordId');
  if (!isTrailRecordModel(model) || typeof recordId !== 'string') return [];
  const record = await reads.get(model, recordId);
  return record && !isAnonymised(record) ? changeOf(model, recordId, 'UPDATED') : [];
}

/**
 * A profile hidden takes its briefs, bans and reports with it (hide-record.ts, each filed under
 * the profile's HiddenRecord as `cascadeOf`): each named one is HIDDEN too, so a page open on it
 * hears it. Its anonymised records went too, unannounced: their keys heard beside the profile's
 * would say whose they were.
 */
async function cascadeHiddenOf(hiddenProfileId: string, reads: RecordChangeReads, room: number): Promise<RecordChange[]> {
  const children = await reads.listByIndex(HIDDEN_MODEL, 'cascadeOf', hiddenProfileId, { limit: room });
  return children.flatMap((child) =>
    (PROFILE_CHILD_MODELS as readonly unknown[]).includes(child.model) && !isAnonymised(recordInside(child)) ? changeOf(child.model, child.recordId, 'HIDDEN') : [],
  );
}

/** A profile's named records that are public now (filed under its id: anonymised ones have an id of their own), at most `room`. */
async function namedRecordsOf(profileId: string, reads: RecordChangeReads, room: number): Promise<{ model: string; id: string }[]> {
  const found: { model: string; id: string }[] = [];
  for (const model of PROFILE_CHILD_MODELS) {
    if (found.length >= room) break;
    const records = await reads.listByIndex(model, 'profileId', profileId, { limit: room - found.length });
    for (const record of records) if (record.profileId === profileId && !isAnonymised(record)) found.push({ model, id: record.id });
  }
  return found;
}

/** A public profile of the caller's about to leave, with its named public records (read before: after, they are gone or anonymised). */
interface LeavingProfile {
  profileId: string;
  named: { model: string; id: string }[];
}

/** What a mutation's announcement must read before it runs, for the few whose answer cannot tell afterwards. */
interface Before {
  /** saveMyPlatformBan / saveMyShadowbanReport anonymising a record: the record as it was. */
  record?: RecordDocument | null;
  /** leaveMyAccount: the caller's public profiles. */
  leaving?: LeavingProfile[];
}

async function readBefore(mutation: string, args: Args, { reads, callerSub }: RecordChangeContext): Promise<Before> {
  const model = CREATOR_RECORD_MODELS.get(mutation);
  if ((mutation === 'saveMyPlatformBan' || mutation === 'saveMyShadowbanReport') && model && field(args, 'isAnonymous') === true) {
    const id = field(args, 'id');
    return { record: typeof id === 'string' ? await reads.get(model, id) : null };
  }
  if (mutation === 'leaveMyAccount' && callerSub) {
    const profiles = (await reads.listByIndex(PROFILE_MODEL, 'userId', callerSub)).filter((profile) => profile.userId === callerSub);
    const leaving: LeavingProfile[] = [];
    let room = MAX_RECORD_CHANGES;
    for (const profile of profiles) {
      if (room <= 0) break;
      const named = await namedRecordsOf(profile.id, reads, room - 1);
      leaving.push({ profileId: profile.id, named });
      room -= 1 + named.length;
    }
    return { leaving };
  }
  return {};
}

/**
 * Leaving the site (amplify/data/account-leave/): each public profile is REMOVED, so a page that
 * shows it (the creator's name on one of their records) no longer leads to them, and so is each
 * published brief (briefs go either way). Its named bans and reports are REMOVED when they go
 * with it; kept anonymised, their keys are not announced at all: heard together at the moment
 * their creator leaves, they would say that they were one creator's, and whose. Anonymised
 * records that go with the account are never announced either.
 */
function leaveChangesOf(result: unknown, leaving: readonly LeavingProfile[]): RecordChange[] {
  const choice = field(result, 'records');
  if (choice !== 'REMOVE' && choice !== 'ANONYMISE') return [];
  return leaving.flatMap(({ profileId, named }) => [
    ...changeOf(PROFILE_MODEL, profileId, 'REMOVED'),
    ...named.flatMap(({ model, id }) => (model === 'Brief' || choice === 'REMOVE' ? changeOf(model, id, 'REMOVED') : [])),
  ]);
}

/**
 * A ban or report saved: ADDED (no `id` given) or UPDATED, when it is named. Anonymised, its key
 * is not announced (its times are its day); a named record anonymised now tells its creator's
 * profile instead (UPDATED: its totals changed, and a page showing the creator beside that record
 * reads again), which names no record.
 */
function savedRecordChangesOf(mutation: string, args: Args, result: unknown, before: Before): RecordChange[] {
  if (!isAnonymised(result)) return changeOf(CREATOR_RECORD_MODELS.get(mutation), field(result, 'id'), field(args, 'id') ? 'UPDATED' : 'ADDED');
  const was = before.record;
  return was && !isAnonymised(was) && field(was, 'id') === field(result, 'id') ? changeOf(PROFILE_MODEL, field(was, 'profileId'), 'UPDATED') : [];
}

/**
 * The changes a custom mutation's success makes known, from its arguments, its answer and what
 * the records say after it (and, for the few that need it, before it: `before`). Only changes to
 * records the public reads: a brief saved as PUBLISHED (a draft is never announced), a
 * verification step or a published reply (both refused for a hidden record, so a hidden record's
 * events stop), a record hidden (it was public until then) or restored (public again); a profile
 * hidden or restored brings each of its named records' HIDDEN or RESTORED after its own.
 *
 * A creator's own records: a new ban or report is ADDED, an edited one UPDATED, a deleted one
 * REMOVED, and so is a published brief deleted; an appeal event added or removed, or an evidence
 * item submitted, UPDATEs its ban's or report's key, so a permalink open on it hears it. All of
 * these are refused on a hidden record or a hidden creator's (the record is not where the creator
 * writes, profile-of-caller.ts), so nothing beside a hidden record is announced; an anonymised
 * record's are not announced at all (its times are its day). A profile saved is UPDATED (the name
 * and picture pages show beside its records); leaving the site, see leaveChangesOf.
 *
 * At most MAX_RECORD_CHANGES a mutation.
 */
export async function recordChangesOf(mutation: string, args: Args, result: unknown, reads: RecordChangeReads, before: Before = {}): Promise<RecordChange[]> {
  switch (mutation) {
    case 'saveMyBrief':
      return field(result, 'status') === 'PUBLISHED' ? changeOf('Brief', field(result, 'id'), 'PUBLISHED') : [];
    case 'deleteMyBrief':
      return field(result, 'status') === 'PUBLISHED' ? changeOf('Brief', field(result, 'id'), 'REMOVED') : [];
    case 'saveMyPlatformBan':
    case 'saveMyShadowbanReport':
      return savedRecordChangesOf(mutation, args, result, before);
    case 'deleteMyPlatformBan':
    case 'deleteMyShadowbanReport':
      return isAnonymised(result) ? [] : changeOf(CREATOR_RECORD_MODELS.get(mutation), field(result, 'id'), 'REMOVED');
    case 'addMyAppealEvent':
    case 'deleteMyAppealEvent':
    case 'submitMyEvidence':
      return trailChangeOf(result, reads);
    case 'saveMyProfile':
      return changeOf(PROFILE_MODEL, field(result, 'id'), 'UPDATED');
    case 'leaveMyAccount':
      return leaveChangesOf(result, before.leaving ?? []).slice(0, MAX_RECORD_CHANGES);
    case 'setRecordVerification':
      return changeOf(field(result, 'recordModel'), field(result, 'recordId'), 'VERIFIED');
    case 'decideRecordReply':
      return field(result, 'status') === 'PUBLISHED' ? changeOf(field(result, 'recordModel'), field(result, 'recordId'), 'REPLY_PUBLISHED') : [];
    case 'hideRecord': {
      const hidden = changeOf(field(result, 'model'), field(result, 'recordId'), 'HIDDEN');
      const hiddenId = field(result, 'id');
      if (hidden[0]?.model !== PROFILE_MODEL || typeof hiddenId !== 'string') return hidden;
      return [...hidden, ...(await cascadeHiddenOf(hiddenId, reads, MAX_RECORD_CHANGES - 1))];
    }
    case 'restoreRecord': {
      const restored = result === true ? changeOf(field(args, 'model'), field(args, 'id'), 'RESTORED') : [];
      if (restored[0]?.model !== PROFILE_MODEL) return restored;
      const named = await namedRecordsOf(restored[0].recordId, reads, MAX_RECORD_CHANGES - 1);
      return [...restored, ...named.flatMap(({ model, id }) => changeOf(model, id, 'RESTORED'))];
    }
    default:
      return [];
  }
}

/**
 * Prepares a mutation's announcement: reads now what only the records before it can tell
 * (leaving the site, a record anonymised), and answers the changes once the mutation succeeded.
 * Both platforms' adapters call this around the mutation; its reads are a hint's, so an adapter
 * whose read fails announces nothing and never fails the mutation for it.
 */
export async function expectRecordChanges(mutation: string, args: Args, context: RecordChangeContext): Promise<ExpectedRecordChanges> {
  const before = await readBefore(mutation, args, context);
  return { after: (result) => recordChangesOf(mutation, args, result, context.reads, before) };
}

/** announceRecordChange's arguments, checked (the local handler; on AppSync its JS resolver answers them as given). */
export function readRecordChange(args: Args): RecordChange {
  const model = readRequiredText(args, 'model', 64);
  const recordId = readRequiredText(args, 'recordId', 128);
  const change = readOneOf(args, 'change', RECORD_CHANGE_KINDS, { isRequired: true }) as RecordChangeKind;
  return { recordKey: hiddenIdOf(model, recordId), model, recordId, change };
}

