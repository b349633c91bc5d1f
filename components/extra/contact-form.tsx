'use client';

import { FormField } from '@/components/forms/form-field';
import { FormNote } from '@/components/forms/form-note';
import { FormStatus } from '@/components/forms/form-status';
import { useFormFields } from '@/components/forms/use-form-fields';
import { FIX_FIELDS_NOTICE, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, validateMessage } from '@/lib/validation/message-forms';

/**
 * The contact form. It checks name, e-mail and message and keeps what was typed. Messages are
 * not stored or sent yet, and the form says so instead of pretending to have delivered anything.
 */
export function ContactForm() {
  const { field, status, onSubmit } = useFormFields({
    initial: { name: '', email: '', subject: '', message: '' },
    validate: validateMessage,
    idPrefix: 'contact',
    onValid: ({ name }) =>
      `Thanks, ${name.trim()}. Your message is complete, but this form does not store or send messages yet, so it has not reached us. Please keep a copy.`,
    onInvalid: () => FIX_FIELDS_NOTICE,
  });

  return (
    <form
      className="message-form contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Contact us"
      aria-describedby="contact-form-note"
    >
      <FormNote id="contact-form-note">
        Messages are not stored yet: this form checks what you type, but nothing is saved or sent. Storing
        messages comes later.
      </FormNote>
      <div className="message-form-row">
        <FormField {...field('name')} label="Your name" required autoComplete="name" maxLength={NAME_MAX_LENGTH} />
        <FormField {...field('email')} label="Email address" type="email" required autoComplete="email" />
      </div>
      <FormField {...field('subject')} label="Subject" maxLength={120} />
      <FormField {...field('message')} label="Message" required rows={6} maxLength={MESSAGE_MAX_LENGTH} />
      <button type="submit" className="btn btn-primary">
        <i className="bi bi-check2-circle" aria-hidden="true" /> Check message
      </button>
      <FormStatus id="contact-form-status" status={status} />
    </form>
  );
}
