import { readRequiredText, readText, type Args } from '../creator-records/input-checks';
import { badRequest, RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordClock, RecordDocument, RecordsPort } from '../creator-records/records-port';
import { readModeratedModel } from './hide-record';
import { hiddenIdOf, REPORT_MODEL, REPORT_QUOTA_MODEL, REPORT_REASON_MAX, REPORTS_PER_VISITOR_HOUR } from './moderation-records';

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,255}$/;
export const TOO_MANY_REPORTS_MESSAGE = `You have sent ${REPORTS_PER_VISITOR_HOUR} reports in the last hour: please try again later.`;

/**
 * reportRecord – anyone (a guest too) reports a public record to the moderators, with a reason
 * and, if they want an answer, an e-mail address. `visitorKey` is the platform's hash of who is
 * asking (never the address itself): a few reports an hour each, counted in a quota record.
 */
export async function reportRecord(port: RecordsPort, visitorKey: string, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const model = readModeratedModel(args);
  const id = readRequiredText(args, 'id', 128);
  const reason = readRequiredText(args, 'reason', REPORT_REASON_MAX);
  const contactEmail = readText(args, 'contactEmail', { maxLength: 320 });
  if (contactEmail && !EMAIL_PATTERN.test(contactEmail)) throw badRequest('contactEmail must be an e-mail address.');
  if (!(await port.get(model, id))) throw new RecordRuleError('NotFound', `No ${model} ${id}.`);

  const now = clock.now.toISOString();
  const quotaId = `${visitorKey}#${now.slice(0, 13)}`;
  const quota = await port.get(REPORT_QUOTA_MODEL, quotaId);
  const count = typeof quota?.count === 'number' ? quota.count : 0;
  if (count >= REPORTS_PER_VISITOR_HOUR) throw new RecordRuleError('BadRequest', TOO_MANY_REPORTS_MESSAGE);
  // Quotas outlive their hour by a day, then DynamoDB's TTL (or the local sweep) removes them.
  const expiresAt = Math.floor(clock.now.getTime() / 1000) + 25 * 60 * 60;
  const report: RecordDocument = {
    id: clock.newId(),
    model,
    recordId: id,
    recordKey: hiddenIdOf(model, id),
    reason,
    contactEmail,
    status: 'OPEN',
    createdAt: now,
    updatedAt: now,
  };
  await port.commit([
    quota
      ? { kind: 'put', model: REPORT_QUOTA_MODEL, doc: { ...quota, count: count + 1, updatedAt: now }, expectUpdatedAt: String(quota.updatedAt) }
      : { kind: 'create', model: REPORT_QUOTA_MODEL, doc: { id: quotaId, count: 1, expiresAt, createdAt: now, updatedAt: now } },
    { kind: 'create', model: REPORT_MODEL, doc: report },
  ]);
  return report;
}
