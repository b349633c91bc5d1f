'use client';

import { validateEmailOnly } from '@/lib/validation/message-forms';
import { FieldControl } from './field-control';
import { FormStatus, type StatusLook, type StatusMessage } from './form-status';
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
  /**
   * What becomes of a valid, trimmed address, as the notice to show: said at once, or after a save
   * (meanwhile the button shows progress; a failed save keeps what was typed).
   */
  acceptedNotice: (email: string) => string | StatusMessage | Promise<string | StatusMessage>;
  /** The status while an async acceptedNotice runs. */
  pendingNotice?: string;
};

/**
 * A one-line e-mail box with its button (the notify-me and newsletter boxes). It checks the address,
 * keeps what was typed on error, shows progress while a save runs, and says what became of the
 * address in the status under the box (emptying the box once it is saved).
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
  pendingNotice,
}: EmailSignupFormProps) {
  const form = useFormFields({
    initial: { email: '' },
    validate: ({ email }) => ({ email: validateEmailOnly(email) }),
    idPrefix,
    focusFirstInvalid: false,
    onValid: ({ email }) => acceptedNotice(email.trim()),
    onInvalid: (errors) => errors.email,
    pendingNotice,
    resetOnSuccess: true,
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
        <button type="submit" className="btn btn-primary" disabled={form.isSubmitting} aria-busy={form.isSubmitting || undefined}>
          {form.isSubmitting && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {button}
        </button>
      </div>
      <FormStatus id={statusId} status={form.status} look={statusLook} />
    </form>
  );
}
