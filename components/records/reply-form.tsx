'use client';

import { useId, useState } from 'react';
import { REPLY_AUTHOR_ROLE_LABELS, REPLY_AUTHOR_ROLES, type TrailRecordModel } from '@/amplify/data/enums';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { SelectField } from '@/components/forms/select-field';
import { useFormFields } from '@/components/forms/use-form-fields';
import { useRevealStatus } from '@/components/forms/use-reveal-status';
import { REPLY_AUTHOR_NAME_MAX, REPLY_BODY_MAX, sendReply, validateReply } from '@/components/moderation/send-reply';
import { loadBrowserDataClient, loadPublicBrowserDataClient } from '@/lib/data/browser-data';

const ROLE_OPTIONS = REPLY_AUTHOR_ROLES.map((role) => ({ value: role, label: REPLY_AUTHOR_ROLE_LABELS[role] }));

type ReplyFormProps = { recordModel: TrailRecordModel; recordId: string };

function ReplyFields({ id, recordModel, recordId }: ReplyFormProps & { id: string }) {
  const currentUser = useCurrentUser();
  const { field, status, isSubmitting, onSubmit } = useFormFields({
    initial: { authorName: '', authorRole: '', body: '', contactEmail: '' },
    validate: validateReply,
    idPrefix: `${id}-field`,
    onValid: async (values) => {
      const client = currentUser.status === 'signedIn' ? await loadBrowserDataClient() : await loadPublicBrowserDataClient();
      return sendReply(client, { recordModel, recordId }, values);
    },
    onInvalid: () => 'Please correct the highlighted fields.',
    pendingNotice: 'Sending your reply…',
    resetOnSuccess: true,
  });
  useRevealStatus(`${id}-status`, status);
  return (
    <form id={id} className="report-record-form record-reply-form" noValidate onSubmit={onSubmit} aria-label="Reply to or correct this record">
      <p className="small text-muted-theme mb-0">
        The platform, the creator or anyone who knows more may answer this record or correct it. A moderator reads every reply and publishes it beside the record, dated, or declines it with a reason.
      </p>
      <FormField {...field('authorName')} label="Your name or organisation" required autoComplete="name" maxLength={REPLY_AUTHOR_NAME_MAX} hint="Published with your reply." />
      <SelectField {...field('authorRole')} label="You are" required options={ROLE_OPTIONS} placeholder="Choose…" />
      <FormField {...field('body')} label="Your reply or correction" required rows={5} maxLength={REPLY_BODY_MAX} />
      <FormField
        {...field('contactEmail')}
        label="Your e-mail"
        type="email"
        autoComplete="email"
        hint="Only if a moderator may need to ask you something. Moderators see it; it is never published."
      />
      <button type="submit" className="btn btn-primary btn-sm align-self-start" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <i className="bi bi-send" aria-hidden="true" />} Send reply
      </button>
      <FormStatus id={`${id}-status`} status={status} />
    </form>
  );
}

/**
 * "Reply to or correct this record" under a ban's or shadowban report's story: a quiet button that
 * opens the form in place. Guests send on the API key, signed-in visitors on their session; either
 * way the reply waits for a moderator and the server takes only a few an hour from one sender.
 */
export function ReplyForm({ recordModel, recordId }: ReplyFormProps) {
  const formId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="report-record record-reply">
      <button type="button" className="btn btn-link btn-sm report-record-toggle" aria-expanded={isOpen} aria-controls={isOpen ? formId : undefined} onClick={() => setIsOpen(!isOpen)}>
        <i className="bi bi-chat" aria-hidden="true" /> <span>{isOpen ? 'Close the reply form' : 'Reply to or correct this record'}</span>
      </button>
      {isOpen && <ReplyFields id={formId} recordModel={recordModel} recordId={recordId} />}
    </div>
  );
}
