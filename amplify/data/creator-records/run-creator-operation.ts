import { leaveMyAccount } from '../account-leave/leave-my-account';
import { addMyAppealEvent, deleteMyAppealEvent } from './appeal-events';
import type { EvidenceFilesPort } from './evidence-files-port';
import type { Args } from './input-checks';
import { RecordRuleError } from './record-rule-error';
import type { RecordCaller, RecordClock, RecordsPort } from './records-port';
import { deleteMyPlatformBan, deleteMyShadowbanReport, saveMyPlatformBan, saveMyShadowbanReport } from './save-my-ban-records';
import { deleteMyBrief, saveMyBrief } from './save-my-brief';
import { saveMyProfile } from './save-my-profile';
import { submitMyEvidence } from './submit-my-evidence';

export interface CreatorOperationContext {
  port: RecordsPort;
  caller: RecordCaller;
  clock: RecordClock;
  /** The bucket's evidence files (uploads in, sealed copies out). */
  files: EvidenceFilesPort;
}

type CreatorOperation = (context: CreatorOperationContext, args: Args) => Promise<unknown>;

/** The creator mutations declared in amplify/data/models/creator-operations.ts, by name. */
export const CREATOR_OPERATIONS: ReadonlyMap<string, CreatorOperation> = new Map<string, CreatorOperation>([
  ['saveMyProfile', ({ port, files, caller, clock }, args) => saveMyProfile(port, caller, clock, args, files)],
  ['saveMyBrief', ({ port, caller, clock }, args) => saveMyBrief(port, caller, clock, args)],
  ['deleteMyBrief', ({ port, caller }, args) => deleteMyBrief(port, caller, args)],
  ['saveMyPlatformBan', ({ port, caller, clock }, args) => saveMyPlatformBan(port, caller, clock, args)],
  ['deleteMyPlatformBan', ({ port, files, caller, clock }, args) => deleteMyPlatformBan(port, files, caller, clock, args)],
  ['saveMyShadowbanReport', ({ port, caller, clock }, args) => saveMyShadowbanReport(port, caller, clock, args)],
  ['deleteMyShadowbanReport', ({ port, files, caller, clock }, args) => deleteMyShadowbanReport(port, files, caller, clock, args)],
  ['addMyAppealEvent', ({ port, caller, clock }, args) => addMyAppealEvent(port, caller, clock, args)],
  ['deleteMyAppealEvent', ({ port, caller, clock }, args) => deleteMyAppealEvent(port, caller, clock, args)],
  ['submitMyEvidence', ({ port, files, caller, clock }, args) => submitMyEvidence(port, files, caller, clock, args)],
  // Leaving the site (issue 48): the account's records, before the client deletes the account.
  ['leaveMyAccount', ({ port, files, caller, clock }, args) => leaveMyAccount(port, files, caller, clock, args)],
]);

export function runCreatorOperation(name: string, context: CreatorOperationContext, args: Args): Promise<unknown> {
  const operation = CREATOR_OPERATIONS.get(name);
  if (!operation) throw new RecordRuleError('BadRequest', `${name} is not a creator operation.`);
  return operation(context, args);
}
