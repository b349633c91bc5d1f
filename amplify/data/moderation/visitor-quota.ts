import { RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordClock, RecordsPort, RecordWrite } from '../creator-records/records-port';
import { REPORT_QUOTA_MODEL } from './moderation-records';

/**
 * What a guest may send in an hour (reports, replies), counted per visitor key in a ReportQuota
 * record `<prefix><visitorKey>#<hour>`: each kind its own prefix, so replies and reports keep
 * separate counts. Answers the write that counts this request, to commit with what it creates
 * (a race between two requests then fails one of them as Conflict rather than over-counting).
 */
export async function visitorQuotaWrite(
  port: RecordsPort,
  clock: RecordClock,
  quota: { prefix: string; visitorKey: string; perHour: number; refusal: string },
): Promise<RecordWrite> {
  const now = clock.now.toISOString();
  const quotaId = `${quota.prefix}${quota.visitorKey}#${now.slice(0, 13)}`;
  const current = await port.get(REPORT_QUOTA_MODEL, quotaId);
  const count = typeof current?.count === 'number' ? current.count : 0;
  if (count >= quota.perHour) throw new RecordRuleError('BadRequest', quota.refusal);
  if (current) {
    return { kind: 'put', model: REPORT_QUOTA_MODEL, doc: { ...current, count: count + 1, updatedAt: now }, expectUpdatedAt: String(current.updatedAt) };
  }
  // Quotas outlive their hour by a day, then DynamoDB's TTL (or the local sweep) removes them.
  const expiresAt = Math.floor(clock.now.getTime() / 1000) + 25 * 60 * 60;
  return { kind: 'create', model: REPORT_QUOTA_MODEL, doc: { id: quotaId, count: 1, expiresAt, createdAt: now, updatedAt: now } };
}
