'use client';

import { FormField } from '@/components/forms/form-field';
import { useFormFields } from '@/components/forms/use-form-fields';
import { MyFormActions } from '@/components/my/my-form-actions';
import { describeAccountError } from '@/lib/auth/account-errors';
import { requestEmailChange } from '@/lib/auth/account-settings';
import { FIX_FIELDS_NOTICE } from '@/lib/validation/message-forms';
import { validateEmailChange } from './account-forms';

type EmailChangeRequestProps = {
  currentEmail: string;
  /** Before the request goes: earlier notices no longer apply. */
  onStart: () => void;
  /** The pool took the address: a code went to it ('code-sent'), or, were the pool not to keep the old address, it is changed ('done'). */
  onRequested: (email: string, outcome: 'code-sent' | 'done') => void;
};

/** The new address, to which the pool mails a code; the current one stays until that code comes back. */
export function EmailChangeRequest({ currentEmail, onStart, onRequested }: EmailChangeRequestProps) {
  const form = useFormFields({
    idPrefix: 'change-email',
    initial: { email: '' },
    validate: (values) => validateEmailChange(values, currentEmail),
    clearErrorOnChange: true,
    onInvalid: () => FIX_FIELDS_NOTICE,
    pendingNotice: 'Sending a code…',
    onValid: async ({ email }) => {
      onStart();
      const address = email.trim();
      try {
        onRequested(address, await requestEmailChange(address));
      } catch (error) {
        throw new Error(describeAccountError(error));
      }
    },
  });
  return (
    <form className="my-form" noValidate onSubmit={form.onSubmit} aria-label="Ask for a new e-mail address">
      <FormField
        {...form.field('email')}
        label="New e-mail address"
        type="email"
        autoComplete="email"
        required
        hint="We mail a code to it. Your sign-in address changes only once you enter that code here."
      />
      <MyFormActions form={form} saveLabel="Send a code" />
    </form>
  );
}
