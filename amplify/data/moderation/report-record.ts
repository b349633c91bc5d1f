import { readRequiredText, readText, type Args } from '../creator-records/input-checks';
import { badRequest, RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordClock, RecordDocument, RecordsPort } from '../creator-records/records-port';
import { readModeratedModel } from './hide-record';
import { hiddenIdOf, REPORT_MODEL, REPORT_QUOTA_PREFIX, REPORT_REASON_MAX, REPORTS_PER_VISITOR_HOUR } from './moderation-records';
import { sendCounted } from './visitor-quota';

const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/** The optional address a visitor leaves for an answer (reports and replies). */
export function readContactEmail(args: Args): string | null {
  const contactEmail = readText(args, 'contactEmail', { maxLength: 320 });
  if (contactEmail && !EMAIL_PATTERN.test(contactEmail)) throw badRequest('contactEmail must be an e-mail address.');
  return contactEmail;
}

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
  const contactEmail = readContactEmail(args);
  if (!(await port.get(model, id))) throw new RecordRuleError('NotFound', `No ${model} ${id}.`);

  const now = clock.now.toISOString();
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
  await sendCounted(port, clock, { prefix: REPORT_QUOTA_PREFIX, visitorKey, perHour: REPORTS_PER_VISITOR_HOUR, refusal: TOO_MANY_REPORTS_MESSAGE }, { model: REPORT_MODEL, doc: report });
  return report;
}
