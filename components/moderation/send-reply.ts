import { REPLY_AUTHOR_ROLES, type ReplyAuthorRole, type TrailRecordModel } from '@/amplify/data/enums';
import { REPLY_AUTHOR_NAME_MAX, REPLY_BODY_MAX } from '@/amplify/data/moderation/moderation-records';
import { runDataCall } from '@/lib/content/admin/data-result';
import { serverReasonOf } from '@/lib/content/moderation/send-report';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { validateFields, type FieldErrors } from '@/lib/validation/validate-fields';

export { REPLY_AUTHOR_NAME_MAX, REPLY_BODY_MAX };

export type ReplyValues = { authorName: string; authorRole: string; body: string; contactEmail: string };

export const REPLY_SENT_NOTICE = 'Thank you. Your reply has reached the moderators; once one of them publishes it, it appears beside this record with its date.';
export const REPLY_NOT_CONFIGURED_NOTICE = 'This site is not connected to its backend right now, so the reply could not be sent. Please try again later.';

/** The rules submitRecordReply applies (amplify/data/moderation/), said before sending. */
export function validateReply(values: ReplyValues): FieldErrors<keyof ReplyValues> {
  const errors = validateFields<keyof ReplyValues>(values, {
    authorName: { required: true, maxLength: { limit: REPLY_AUTHOR_NAME_MAX, message: `Please keep it under ${REPLY_AUTHOR_NAME_MAX} characters` } },
    authorRole: { required: true },
    body: { required: true, maxLength: { limit: REPLY_BODY_MAX, message: `Please keep it under ${REPLY_BODY_MAX} characters` } },
    contactEmail: { email: true },
  });
  if (!errors.authorRole && !(REPLY_AUTHOR_ROLES as readonly string[]).includes(values.authorRole)) errors.authorRole = 'Choose who you are';
  return errors;
}

/**
 * Sends a checked reply through submitRecordReply: a guest on the API key, a signed-in visitor on
 * the user pool (both may, a few an hour). Answers the status the form shows.
 */
export async function sendReply(
  client: BrowserDataClient | null,
  target: { recordModel: TrailRecordModel; recordId: string },
  values: ReplyValues,
): Promise<{ tone: 'info' | 'error'; message: string }> {
  if (!client) return { tone: 'error', message: REPLY_NOT_CONFIGURED_NOTICE };
  const contactEmail = values.contactEmail.trim();
  try {
    await runDataCall('send the reply', () =>
      client.mutations.submitRecordReply({
        ...target,
        authorName: values.authorName.trim(),
        authorRole: values.authorRole as ReplyAuthorRole,
        body: values.body.trim(),
        ...(contactEmail ? { contactEmail } : {}),
      }),
    );
    return { tone: 'info', message: REPLY_SENT_NOTICE };
  } catch (error) {
    const reason = serverReasonOf(error);
    return { tone: 'error', message: `Your reply was not sent. ${reason.charAt(0).toUpperCase()}${reason.slice(1)}` };
  }
}
