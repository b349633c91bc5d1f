import type { EvidenceFilesPort } from '../creator-records/evidence-files-port';
import type { Args } from '../creator-records/input-checks';
import { RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordCaller, RecordClock, RecordsPort } from '../creator-records/records-port';
import { decideRecordReply } from './decide-record-reply';
import { dismissReport } from './dismiss-report';
import { hideRecord } from './hide-record';
import { sendContactMessage, subscribeNewsletter } from '../site/inbox-operations';
import { reportRecord } from './report-record';
import { restoreRecord } from './restore-record';
import { setFeatured } from './set-featured';
import { setRecordVerification } from './set-record-verification';
import { staffNames, type StaffDirectoryPort } from './staff-names';
import { submitRecordReply } from './submit-record-reply';

export interface ModerationContext {
  port: RecordsPort;
  /** The bucket's evidence files, which follow their records when hidden or restored. */
  files: EvidenceFilesPort;
  clock: RecordClock;
  /** The signed-in caller (moderation acts), or null for a guest (reports). */
  caller: RecordCaller | null;
  /** The platform's hash of who is asking, for report quotas. */
  visitorKey: string;
  /** The accounts behind moderation records (the user pool), for staffNames. */
  staff: StaffDirectoryPort;
}

type ModerationOperation = (context: ModerationContext, args: Args) => Promise<unknown>;

const requireCaller = (caller: RecordCaller | null): RecordCaller => {
  if (!caller) throw new RecordRuleError('Unauthorized', 'Sign in as a moderator.');
  return caller;
};

/** The moderation operations declared in amplify/data/models/moderation-models.ts, by name. */
export const MODERATION_OPERATIONS: ReadonlyMap<string, ModerationOperation> = new Map<string, ModerationOperation>([
  ['hideRecord', ({ port, files, caller, clock }, args) => hideRecord(port, files, requireCaller(caller), clock, args)],
  // Declared to answer a Boolean: the record may be of any model.
  ['restoreRecord', ({ port, files, caller, clock }, args) => restoreRecord(port, files, requireCaller(caller), clock, args).then(() => true)],
  ['dismissReport', ({ port, caller, clock }, args) => dismissReport(port, requireCaller(caller), clock, args)],
  ['setFeatured', ({ port, caller, clock }, args) => setFeatured(port, requireCaller(caller), clock, args).then(() => true)],
  // A visitor learns the report arrived, nothing of the queue.
  ['reportRecord', ({ port, visitorKey, clock }, args) => reportRecord(port, visitorKey, clock, args).then(() => true)],
  // Issue 18: the verification ladder and the right of reply (the rules check the group themselves).
  ['setRecordVerification', ({ port, caller, clock }, args) => setRecordVerification(port, caller, clock, args)],
  // Like a report, the sender learns only that the reply arrived.
  ['submitRecordReply', ({ port, visitorKey, clock }, args) => submitRecordReply(port, visitorKey, clock, args).then(() => true)],
  ['decideRecordReply', ({ port, caller, clock }, args) => decideRecordReply(port, caller, clock, args)],
  // Staff pages name the moderators behind the ids their records keep.
  ['staffNames', ({ staff, caller }, args) => staffNames(staff, caller, args)],
  // The site's inbox (issue 5's forms), counted per visitor like reports; the sender learns only that it arrived.
  ['sendContactMessage', ({ port, visitorKey, clock }, args) => sendContactMessage(port, visitorKey, clock, args).then(() => true)],
  ['subscribeNewsletter', ({ port, visitorKey, clock }, args) => subscribeNewsletter(port, visitorKey, clock, args).then(() => true)],
]);

export function runModerationOperation(name: string, context: ModerationContext, args: Args): Promise<unknown> {
  const operation = MODERATION_OPERATIONS.get(name);
  if (!operation) throw new RecordRuleError('BadRequest', `${name} is not a moderation operation.`);
  return operation(context, args);
}
