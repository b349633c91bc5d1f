import { readOneOf, readRequiredText, type Args } from '../creator-records/input-checks';
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
export const RECORD_CHANGE_KINDS = ['PUBLISHED', 'VERIFIED', 'REPLY_PUBLISHED', 'HIDDEN', 'RESTORED'] as const;
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

/**
 * The changes a custom mutation's success makes known, from its arguments and its answer. Only
 * changes to records the public reads: a brief saved as PUBLISHED (a draft is never announced),
 * a verification step or a published reply (both refused for a hidden record, so a hidden
 * record's events stop), a record hidden (it was public until then) or restored (public again).
 */
export function recordChangesOf(mutation: string, args: Args, result: unknown): RecordChange[] {
  switch (mutation) {
    case 'saveMyBrief':
      return field(result, 'status') === 'PUBLISHED' ? changeOf('Brief', field(result, 'id'), 'PUBLISHED') : [];
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

