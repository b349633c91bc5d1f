'use client';

import { validateEmailOnly } from '@/lib/validation/message-forms';
import { FieldControl } from './field-control';
import { FormStatus, type StatusLook } from './form-status';
import { useFormFields } from './use-form-fields';

type EmailSignupFormProps = {
  /** The form's accessible name. */
  formLabel: string;
  className: string;
  /** The input's id is `${idPrefix}-email`. */
  idPrefix: string;
  statusId: string;
  statusLook: StatusLook;
  label: string;
  button: string;
  /** The honest notice for a valid, trimmed address: nothing is stored yet. */
  acceptedNotice: (email: string) => string;
};

/**
 * A one-line e-mail box with its button (the notify-me and newsletter boxes). It checks the address,
 * keeps what was typed on error, and says what became of it in the status under the box.
 */
export function EmailSignupForm({
  formLabel,
  className,
  idPrefix,
  statusId,
  statusLook,
  label,
  button,
  acceptedNotice,
}: EmailSignupFormProps) {
  const form = useFormFields({
    initial: { email: '' },
    validate: ({ email }) => ({ email: validateEmailOnly(email) }),
    idPrefix,
    focusFirstInvalid: false,
    onValid: ({ email }) => acceptedNotice(email.trim()),
    onInvalid: (errors) => errors.email,
  });
  const { error, ...email } = form.field('email');

  return (
    <form className={className} noValidate onSubmit={form.onSubmit} aria-label={formLabel}>
      <label htmlFor={email.id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <FieldControl
          {...email}
          type="email"
          placeholder="Email address"
          autoComplete="email"
          invalid={Boolean(error)}
          describedBy={statusId}
        />
        <button type="submit" className="btn btn-primary">
          {button}
        </button>
      </div>
      <FormStatus id={statusId} status={form.status} look={statusLook} />
    </form>
  );
}
