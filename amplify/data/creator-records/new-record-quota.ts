import { sendCounted } from '../moderation/visitor-quota';
import type { RecordCaller, RecordClock, RecordsPort } from './records-port';

/**
 * What one account may add in an hour: enough to enter a long history, or write a day's briefs, in
 * one sitting, while a script signed in as one account cannot fill the public pages and figures
 * (every platform's ban counts, the brief lists) as fast as the server answers. Edits are not
 * counted. Counted in ReportQuota beside the visitors' quotas, under the account's sub and a
 * prefix of each kind's own (visitor keys hold no '#').
 */
export const NEW_RECORDS_PER_CREATOR_HOUR = 30;
export const NEW_BRIEFS_PER_CREATOR_HOUR = 10;
export const TOO_MANY_NEW_RECORDS_MESSAGE = `You have added ${NEW_RECORDS_PER_CREATOR_HOUR} ban and shadowban records in the last hour: please add more later.`;
export const TOO_MANY_NEW_BRIEFS_MESSAGE = `You have written ${NEW_BRIEFS_PER_CREATOR_HOUR} new briefs in the last hour: please add more later.`;

const QUOTAS = {
  /** Bans and shadowban reports together. */
  record: { prefix: 'records#', perHour: NEW_RECORDS_PER_CREATOR_HOUR, refusal: TOO_MANY_NEW_RECORDS_MESSAGE },
  brief: { prefix: 'briefs#', perHour: NEW_BRIEFS_PER_CREATOR_HOUR, refusal: TOO_MANY_NEW_BRIEFS_MESSAGE },
} as const;

/** Counts one new record of `kind` against the caller's hour, refusing (BadRequest) once the hour's count is reached. */
export async function countNewRecord(port: RecordsPort, caller: RecordCaller, clock: RecordClock, kind: keyof typeof QUOTAS): Promise<void> {
  await sendCounted(port, clock, { ...QUOTAS[kind], visitorKey: caller.sub }, undefined);
}
