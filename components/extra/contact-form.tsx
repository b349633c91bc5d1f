'use client';

import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { useFormFields } from '@/components/forms/use-form-fields';
import { submitContactMessage } from '@/lib/content/inbox/submit-contact-message';
import { loadPublicBrowserDataClient } from '@/lib/data/browser-data';
import { FIX_FIELDS_NOTICE, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, SUBJECT_MAX_LENGTH, validateMessage } from '@/lib/validation/message-forms';

/**
 * The contact form. It checks name, e-mail and message, stores them as a ContactMessage for the
 * editors (the admin area lists them), shows progress while sending, and keeps what was typed
 * when sending fails; a sent message empties the form.
 */
export function ContactForm() {
  const { field, status, isSubmitting, onSubmit } = useFormFields({
    initial: { name: '', email: '', subject: '', message: '' },
    validate: validateMessage,
    idPrefix: 'contact',
    onValid: async (values) => submitContactMessage(await loadPublicBrowserDataClient(), values),
    onInvalid: () => FIX_FIELDS_NOTICE,
    pendingNotice: 'Sending your message…',
    resetOnSuccess: true,
  });

  return (
    <form className="message-form contact-form" noValidate onSubmit={onSubmit} aria-label="Contact us">
      <div className="message-form-row">
        <FormField {...field('name')} label="Your name" required autoComplete="name" maxLength={NAME_MAX_LENGTH} />
        <FormField {...field('email')} label="Email address" type="email" required autoComplete="email" />
      </div>
      <FormField {...field('subject')} label="Subject" maxLength={SUBJECT_MAX_LENGTH} />
      <FormField {...field('message')} label="Message" required rows={6} maxLength={MESSAGE_MAX_LENGTH} />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? (
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        ) : (
          <i className="bi bi-send" aria-hidden="true" />
        )}{' '}
        Send message
      </button>
      <FormStatus id="contact-form-status" status={status} />
    </form>
  );
}
