import { REPLY_AUTHOR_ROLES } from '../enums';
import { readOneOf, readRequiredText, type Args } from '../creator-records/input-checks';
import type { RecordClock, RecordDocument, RecordsPort } from '../creator-records/records-port';
import { REPLIES_PER_VISITOR_HOUR, REPLY_AUTHOR_NAME_MAX, REPLY_BODY_MAX, REPLY_MODEL, REPLY_QUOTA_PREFIX } from './moderation-records';
import { readContactEmail } from './report-record';
import { readTrailRecord } from './trail-record';
import { sendCounted } from './visitor-quota';

export const TOO_MANY_REPLIES_MESSAGE = `You have sent ${REPLIES_PER_VISITOR_HOUR} replies in the last hour: please try again later.`;

/**
 * submitRecordReply – anyone (a guest, the creator, a platform's representative) sends a reply or
 * correction to a public ban or shadowban report. It waits as a PENDING RecordReply, which only
 * moderators read, until one publishes or declines it. A few an hour per visitor key, counted
 * apart from the same visitor's reports.
 */
export async function submitRecordReply(port: RecordsPort, visitorKey: string, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const authorName = readRequiredText(args, 'authorName', REPLY_AUTHOR_NAME_MAX);
  const authorRole = readOneOf(args, 'authorRole', REPLY_AUTHOR_ROLES, { isRequired: true });
  const body = readRequiredText(args, 'body', REPLY_BODY_MAX);
  const contactEmail = readContactEmail(args);
  const { recordModel, recordId, recordKey } = await readTrailRecord(port, args);

  const now = clock.now.toISOString();
  const reply: RecordDocument = {
    id: clock.newId(),
    recordKey,
    recordModel,
    recordId,
    authorName,
    authorRole,
    body,
    contactEmail,
    status: 'PENDING',
    submittedAt: now,
    decidedBy: null,
    decidedAt: null,
    declineReason: null,
    createdAt: now,
    updatedAt: now,
  };
  await sendCounted(port, clock, { prefix: REPLY_QUOTA_PREFIX, visitorKey, perHour: REPLIES_PER_VISITOR_HOUR, refusal: TOO_MANY_REPLIES_MESSAGE }, { model: REPLY_MODEL, doc: reply });
  return reply;
}
