import { RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordClock, RecordDocument, RecordsPort } from '../creator-records/records-port';
import { REPORT_QUOTA_MODEL } from './moderation-records';

/**
 * Writes what a guest sends (a report, a reply, a message, a sign-up: `sent`, if anything)
 * counted against what they may send in an hour, per visitor key, in a ReportQuota record
 * `<prefix><visitorKey>#<hour>` (each kind its own prefix, so each keeps its own count); refuses
 * with `refusal` when the hour's count is reached, writing nothing. The count and the record are
 * one atomic step: requests at the same moment never pass the limit.
 */
export async function sendCounted(
  port: RecordsPort,
  clock: RecordClock,
  quota: { prefix: string; visitorKey: string; perHour: number; refusal: string },
  sent: { model: string; doc: RecordDocument } | undefined,
): Promise<void> {
  const now = clock.now.toISOString();
  const id = `${quota.prefix}${quota.visitorKey}#${now.slice(0, 13)}`;
  // Quotas outlive their hour by a day, then DynamoDB's TTL (or the local sweep) removes them.
  const expiresAt = Math.floor(clock.now.getTime() / 1000) + 25 * 60 * 60;
  const created = { id, count: 1 as const, expiresAt, createdAt: now, updatedAt: now };
  if (!(await port.countUp(REPORT_QUOTA_MODEL, id, { limit: quota.perHour, created, updatedAt: now }, sent))) {
    throw new RecordRuleError('BadRequest', quota.refusal);
  }
}
