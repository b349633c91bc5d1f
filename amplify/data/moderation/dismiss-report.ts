import { readRequiredText, type Args } from '../creator-records/input-checks';
import { RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort } from '../creator-records/records-port';
import { auditEntry } from './audit-entry';
import { REPORT_MODEL } from './moderation-records';

/** dismissReport – closes a report without acting on its record (the reason goes in the audit log). */
export async function dismissReport(port: RecordsPort, moderator: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const id = readRequiredText(args, 'id', 128);
  const reason = readRequiredText(args, 'reason', 1000);
  const report = await port.get(REPORT_MODEL, id);
  if (!report) throw new RecordRuleError('NotFound', `No report ${id}.`);
  if (report.status !== 'OPEN') throw new RecordRuleError('Conflict', `Report ${id} is closed already.`);
  const now = clock.now.toISOString();
  const closed = { ...report, status: 'DISMISSED', resolvedBy: moderator.owner, resolvedAt: now, resolution: reason, updatedAt: now };
  await port.commit([
    { kind: 'put', model: REPORT_MODEL, doc: closed, expectUpdatedAt: String(report.updatedAt) },
    auditEntry(moderator, clock, { action: 'DISMISS_REPORT', model: String(report.model), recordId: String(report.recordId), reason }),
  ]);
  return closed;
}
