import { REPORT_REASON_MAX } from '@/amplify/data/moderation/moderation-records';
import { runDataCall } from '@/lib/content/admin/data-result';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { validateFields, type FieldErrors } from '@/lib/validation/validate-fields';
import type { ModeratedModel } from './moderated-models';
import { REPORT_NOT_CONFIGURED_NOTICE, REPORT_SENT_NOTICE, reportNotSentNotice } from './report-notices';

export { REPORT_REASON_MAX };

export type ReportValues = { reason: string; contactEmail: string };

/** The reason is required (the server's limit, said before sending); the e-mail is optional but must look like one. */
export function validateReport(values: ReportValues): FieldErrors<keyof ReportValues> {
  return validateFields<keyof ReportValues>(values, {
    reason: { required: true, maxLength: { limit: REPORT_REASON_MAX, message: `Please keep it under ${REPORT_REASON_MAX} characters` } },
    contactEmail: { email: true },
  });
}

/** The server's refusal without the "Could not …:" that runDataCall puts before it. */
export function serverReasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Could not [^:]+:\s*/, '') || 'the request failed.';
}

/**
 * Sends a checked report through the reportRecord mutation. A guest's client is on the API key,
 * a signed-in visitor's on the user pool; both may report (a few an hour each). Answers the status
 * the form shows: thanks, or the server's reason for refusing.
 */
export async function sendReport(
  client: BrowserDataClient | null,
  target: { model: ModeratedModel; id: string },
  values: ReportValues,
): Promise<{ tone: 'info' | 'error'; message: string }> {
  if (!client) return { tone: 'error', message: REPORT_NOT_CONFIGURED_NOTICE };
  const contactEmail = values.contactEmail.trim();
  try {
    await runDataCall('send the report', () =>
      client.mutations.reportRecord({ model: target.model, id: target.id, reason: values.reason.trim(), ...(contactEmail ? { contactEmail } : {}) }),
    );
    return { tone: 'info', message: REPORT_SENT_NOTICE };
  } catch (error) {
    return { tone: 'error', message: reportNotSentNotice(serverReasonOf(error)) };
  }
}
