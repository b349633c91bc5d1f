'use client';

import { FormField } from './form-field';
import { FormStatus } from './form-status';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, validateMessage } from './message-validation';
import { useMessageForm } from './use-message-form';

const initial = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form. It checks name, e-mail and message and keeps what was typed. Messages are
 * not stored or sent yet, and the form says so instead of pretending to have delivered anything.
 */
export function ContactForm() {
  const { values, errors, notice, hasErrors, onChange, onSubmit } = useMessageForm(
    initial,
    validateMessage,
    ({ name }) =>
      `Thanks, ${name.trim()}. Your message is complete, but this form does not store or send messages yet, so it has not reached us. Please keep a copy.`,
  );

  return (
    <form
      className="message-form contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Contact us"
      aria-describedby="contact-form-note"
    >
      <p id="contact-form-note" className="form-note">
        <i className="bi bi-info-circle" aria-hidden="true" /> Messages are not stored yet: this form checks
        what you type, but nothing is saved or sent. Storing messages comes later.
      </p>
      <div className="message-form-row">
        <FormField
          id="contact-name"
          name="name"
          label="Your name"
          value={values.name}
          onChange={onChange}
          error={errors.name}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
        />
        <FormField
          id="contact-email"
          name="email"
          type="email"
          label="Email address"
          value={values.email}
          onChange={onChange}
          error={errors.email}
          autoComplete="email"
        />
      </div>
      <FormField
        id="contact-subject"
        name="subject"
        label="Subject"
        value={values.subject}
        onChange={onChange}
        optional
        maxLength={120}
      />
      <FormField
        id="contact-message"
        name="message"
        label="Message"
        rows={6}
        value={values.message}
        onChange={onChange}
        error={errors.message}
        maxLength={MESSAGE_MAX_LENGTH}
      />
      <button type="submit" className="btn btn-primary">
        <i className="bi bi-check2-circle" aria-hidden="true" /> Check message
      </button>
      <FormStatus id="contact-form-status" notice={notice} isError={hasErrors} />
    </form>
  );
}
