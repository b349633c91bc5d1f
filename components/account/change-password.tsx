'use client';

import { useEffect, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { useFormFields } from '@/components/forms/use-form-fields';
import { MyFormActions } from '@/components/my/my-form-actions';
import { checkPasswordRules } from '@/components/auth/password-rules';
import { PasswordRulesList } from '@/components/auth/password-rules-list';
import { ensureAmplifyConfigured } from '@/lib/amplify/configure-amplify';
import { describeAccountError } from '@/lib/auth/account-errors';
import { changePassword } from '@/lib/auth/account-settings';
import { FIX_FIELDS_NOTICE } from '@/lib/validation/message-forms';
import { EMPTY_PASSWORD_CHANGE, liveConfirmError, validatePasswordChange } from './account-forms';

export const PASSWORD_CHANGED_NOTICE =
  'Password changed. Use it the next time you sign in; devices already signed in stay so until you sign out everywhere.';

/**
 * Change password: the current one, the new one (the pool's rules listed under it, ticked as they
 * are met) and its confirmation; the pool checks the current password and the policy again.
 */
export function ChangePassword() {
  // The rules come from the configured outputs: listed once Amplify is configured.
  const [isConfigured, setIsConfigured] = useState(false);
  useEffect(() => {
    void ensureAmplifyConfigured().then(setIsConfigured);
  }, []);

  const form = useFormFields({
    idPrefix: 'change-password',
    initial: EMPTY_PASSWORD_CHANGE,
    validate: (values) => validatePasswordChange(values),
    clearErrorOnChange: true,
    onInvalid: () => FIX_FIELDS_NOTICE,
    pendingNotice: 'Changing your password…',
    resetOnSuccess: true,
    onValid: async ({ currentPassword, newPassword }) => {
      try {
        await changePassword(currentPassword, newPassword);
      } catch (error) {
        throw new Error(describeAccountError(error));
      }
      return PASSWORD_CHANGED_NOTICE;
    },
  });
  const confirm = form.field('confirmPassword');

  return (
    <section aria-labelledby="change-password-heading" className="my-panel">
      <h2 id="change-password-heading" className="my-panel-title">
        Change password
      </h2>
      <form className="my-form" noValidate onSubmit={form.onSubmit} aria-labelledby="change-password-heading">
        <FormField
          {...form.field('currentPassword')}
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div>
          <FormField
            {...form.field('newPassword')}
            label="New password"
            type="password"
            autoComplete="new-password"
            required
          />
          {isConfigured && <PasswordRulesList rules={checkPasswordRules(form.values.newPassword)} />}
        </div>
        <FormField
          {...confirm}
          error={confirm.error ?? liveConfirmError(form.values)}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
        />
        <MyFormActions form={form} saveLabel="Change password" />
      </form>
    </section>
  );
}
