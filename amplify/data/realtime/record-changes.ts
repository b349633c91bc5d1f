import { dayOf } from '../creator-records/anonymous-records';
import { readOneOf, readRequiredText, type Args } from '../creator-records/input-checks';
import { TRAIL_RECORD_MODELS } from '../enums';
import { hiddenIdOf } from '../moderation/moderation-records';

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

const isAnonymised = (record: unknown): boolean => field(record, 'isAnonymous') === true;

/**
 * A trail item's stamp is its record's day when the record is anonymised (trailStampOf): that
 * record's changes keep their moment to themselves, so they are not announced as they happen
 * (hearing them next to the same creator's named records' would tie the two together).
 */
function isOnAnonymisedRecord(item: unknown): boolean {
  const stamp = field(item, 'createdAt');
  return typeof stamp !== 'string' || stamp === dayOf(stamp);
}

/** A ban's or report's trail item (an appeal event, an evidence item) changed its record's story: the record's key. */
function trailChangeOf(item: unknown): RecordChange[] {
  const model = field(item, 'recordModel');
  if (!(TRAIL_RECORD_MODELS as readonly unknown[]).includes(model) || isOnAnonymisedRecord(item)) return [];
  return changeOf(model, field(item, 'recordId'), 'UPDATED');
}

/**
 * The changes a custom mutation's success makes known, from its arguments and its answer. Only
 * changes to records the public reads: a brief saved as PUBLISHED (a draft is never announced),
 * a verification step or a published reply (both refused for a hidden record, so a hidden
 * record's events stop), a record hidden (it was public until then) or restored (public again).
 *
 * A creator's own records: a new ban or report is ADDED, an edited one UPDATED, a deleted one
 * REMOVED, and so is a published brief deleted; an appeal event added or removed, or an evidence
 * item submitted, UPDATEs its ban's or report's key, so a permalink open on it hears it. All of
 * these are refused on a hidden record or a hidden creator's (the record is not where the creator
 * writes, profile-of-caller.ts), so nothing beside a hidden record is announced; an anonymised
 * record's are not announced at all (its times are its day).
 */
export function recordChangesOf(mutation: string, args: Args, result: unknown): RecordChange[] {
  switch (mutation) {
    case 'saveMyBrief':
      return field(result, 'status') === 'PUBLISHED' ? changeOf('Brief', field(result, 'id'), 'PUBLISHED') : [];
    case 'deleteMyBrief':
      return field(result, 'status') === 'PUBLISHED' ? changeOf('Brief', field(result, 'id'), 'REMOVED') : [];
    case 'saveMyPlatformBan':
    case 'saveMyShadowbanReport':
      if (isAnonymised(result)) return [];
      return changeOf(CREATOR_RECORD_MODELS.get(mutation), field(result, 'id'), field(args, 'id') ? 'UPDATED' : 'ADDED');
    case 'deleteMyPlatformBan':
    case 'deleteMyShadowbanReport':
      return isAnonymised(result) ? [] : changeOf(CREATOR_RECORD_MODELS.get(mutation), field(result, 'id'), 'REMOVED');
    case 'addMyAppealEvent':
    case 'deleteMyAppealEvent':
    case 'submitMyEvidence':
      return trailChangeOf(result);
    case 'setRecordVerification':
      return changeOf(field(result, 'recordModel'), field(result, 'recordId'), 'VERIFIED');
    case 'decideRecordReply':
      return field(result, 'status') === 'PUBLISHED' ? changeOf(field(result, 'recordModel'), field(result, 'recordId'), 'REPLY_PUBLISHED') : [];
    case 'hideRecord':
      return changeOf(field(result, 'model'), field(result, 'recordId'), 'HIDDEN');
    case 'restoreRecord':
      return result === true ? changeOf(field(args, 'model'), field(args, 'id'), 'RESTORED') : [];
    default:
      return [];
  }
}

/** announceRecordChange's arguments, checked (the local handler; on AppSync its JS resolver answers them as given). */
export function readRecordChange(args: Args): RecordChange {
  const model = readRequiredText(args, 'model', 64);
  const recordId = readRequiredText(args, 'recordId', 128);
  const change = readOneOf(args, 'change', RECORD_CHANGE_KINDS, { isRequired: true }) as RecordChangeKind;
  return { recordKey: hiddenIdOf(model, recordId), model, recordId, change };
}

