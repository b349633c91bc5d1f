import type { Args } from './input-checks';
import { RecordRuleError } from './record-rule-error';
import type { RecordCaller, RecordClock, RecordsPort } from './records-port';
import { deleteMyPlatformBan, deleteMyShadowbanReport, saveMyPlatformBan, saveMyShadowbanReport } from './save-my-ban-records';
import { deleteMyBrief, saveMyBrief } from './save-my-brief';
import { saveMyProfile } from './save-my-profile';

export interface CreatorOperationContext {
  port: RecordsPort;
  caller: RecordCaller;
  clock: RecordClock;
}

type CreatorOperation = (context: CreatorOperationContext, args: Args) => Promise<unknown>;

/** The creator mutations declared in amplify/data/models/creator-operations.ts, by name. */
export const CREATOR_OPERATIONS: ReadonlyMap<string, CreatorOperation> = new Map<string, CreatorOperation>([
  ['saveMyProfile', ({ port, caller, clock }, args) => saveMyProfile(port, caller, clock, args)],
  ['saveMyBrief', ({ port, caller, clock }, args) => saveMyBrief(port, caller, clock, args)],
  ['deleteMyBrief', ({ port, caller }, args) => deleteMyBrief(port, caller, args)],
  ['saveMyPlatformBan', ({ port, caller, clock }, args) => saveMyPlatformBan(port, caller, clock, args)],
  ['deleteMyPlatformBan', ({ port, caller, clock }, args) => deleteMyPlatformBan(port, caller, clock, args)],
  ['saveMyShadowbanReport', ({ port, caller, clock }, args) => saveMyShadowbanReport(port, caller, clock, args)],
  ['deleteMyShadowbanReport', ({ port, caller, clock }, args) => deleteMyShadowbanReport(port, caller, clock, args)],
]);

export function runCreatorOperation(name: string, context: CreatorOperationContext, args: Args): Promise<unknown> {
  const operation = CREATOR_OPERATIONS.get(name);
  if (!operation) throw new RecordRuleError('BadRequest', `${name} is not a creator operation.`);
  return operation(context, args);
}
