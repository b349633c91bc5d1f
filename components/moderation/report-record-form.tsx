'use client';

import { useCurrentUser } from '@/components/auth/use-current-user';
import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { useFormFields } from '@/components/forms/use-form-fields';
import { useRevealStatus } from '@/components/forms/use-reveal-status';
import type { ModeratedModel } from '@/lib/content/moderation/moderated-models';
import { REPORT_FIX_FIELDS_NOTICE } from '@/lib/content/moderation/report-notices';
import { REPORT_REASON_MAX, sendReport, validateReport } from '@/lib/content/moderation/send-report';
import { loadBrowserDataClient, loadPublicBrowserDataClient } from '@/lib/data/browser-data';

/**
 * The report form: why (required) and, for an answer, an e-mail address. A signed-in visitor
 * reports on their user-pool session, a guest on the API key; either way the server takes a few
 * reports an hour and says so when it refuses one. A sent report empties the form.
 */
export function ReportRecordForm({ id, model, recordId, what }: { id: string; model: ModeratedModel; recordId: string; what: string }) {
  const currentUser = useCurrentUser();
  const { field, status, isSubmitting, onSubmit } = useFormFields({
    initial: { reason: '', contactEmail: '' },
    validate: validateReport,
    idPrefix: `${id}-field`,
    onValid: async (values) => {
      const client = currentUser.status === 'signedIn' ? await loadBrowserDataClient() : await loadPublicBrowserDataClient();
      return sendReport(client, { model, id: recordId }, values);
    },
    onInvalid: () => REPORT_FIX_FIELDS_NOTICE,
    pendingNotice: 'Sending your report…',
    resetOnSuccess: true,
  });

  useRevealStatus(`${id}-status`, status);
  return (
    <form id={id} className="report-record-form" noValidate onSubmit={onSubmit} aria-label={`Report this ${what}`}>
      <p className="small text-muted-theme mb-0">
        Tell the moderators what breaks the rules: an impersonation, a claim planted on someone else, private information, abuse.
      </p>
      <FormField {...field('reason')} label="What is wrong with it?" required rows={4} maxLength={REPORT_REASON_MAX} />
      <FormField
        {...field('contactEmail')}
        label="Your e-mail"
        type="email"
        autoComplete="email"
        hint="Only if you would like an answer. Moderators see it; it is never published."
      />
      <button type="submit" className="btn btn-primary btn-sm align-self-start" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <i className="bi bi-send" aria-hidden="true" />} Send report
      </button>
      <FormStatus id={`${id}-status`} status={status} />
    </form>
  );
}
