'use client';

import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/forms/form-field';
import type { StatusMessage } from '@/components/forms/form-status';
import { ActionStatus } from '@/components/my/action-status';
import { SaveButton } from '@/components/my/save-button';
import { describeAccountError } from '@/lib/auth/account-errors';
import { confirmEmailChange, requestEmailChange, resendEmailChangeCode } from '@/lib/auth/account-settings';
import { validateCode } from './account-forms';

type EmailChangeConfirmProps = {
  currentEmail: string;
  pendingEmail: string;
  onConfirmed: (email: string) => void;
  onWithdrawn: () => void;
};

const CODE_FIELD_ID = 'confirm-email-code';

/**
 * A change waiting for its code: enter the code mailed to the new address, have it sent again, or
 * withdraw the change (asking for the current address again), which keeps the current address.
 */
export function EmailChangeConfirm({
  currentEmail,
  pendingEmail,
  onConfirmed,
  onWithdrawn,
}: EmailChangeConfirmProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [busy, setBusy] = useState<'confirm' | 'resend' | 'withdraw' | null>(null);

  async function run(action: NonNullable<typeof busy>, pending: string, work: () => Promise<string | void>) {
    if (busy) return;
    setBusy(action);
    setStatus({ tone: 'pending', message: pending });
    try {
      const done = await work();
      setStatus(done ? { tone: 'info', message: done } : null);
    } catch (error) {
      setStatus({ tone: 'error', message: describeAccountError(error) });
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = validateCode({ code }).code;
    setCodeError(error);
    if (error) {
      document.getElementById(CODE_FIELD_ID)?.focus();
      return;
    }
    void run('confirm', 'Checking the code…', async () => onConfirmed(await confirmEmailChange(code.trim())));
  }

  const resend = () =>
    run('resend', 'Sending a new code…', async () => {
      await resendEmailChangeCode();
      return `A new code is on its way to ${pendingEmail}.`;
    });

  const withdraw = () =>
    run('withdraw', 'Withdrawing the change…', async () => {
      await requestEmailChange(currentEmail);
      onWithdrawn();
    });

  return (
    <form className="my-form" noValidate onSubmit={submit} aria-label="Confirm the new address">
      <p className="my-alert" role="note">
        A code is on its way to <strong className="text-break">{pendingEmail}</strong>. Until you enter it,{' '}
        <strong className="text-break">{currentEmail}</strong> stays the address you sign in with. Not the
        right address? Withdraw the change.
      </p>
      <FormField
        id={CODE_FIELD_ID}
        name="code"
        label={`Code sent to ${pendingEmail}`}
        value={code}
        onChange={(value) => {
          setCode(value);
          setCodeError(undefined);
        }}
        error={codeError}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <div className="my-form-actions">
        <SaveButton isSaving={busy === 'confirm'} label="Confirm new address" />
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy !== null}
          onClick={() => void resend()}
        >
          Send the code again
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy !== null}
          onClick={() => void withdraw()}
        >
          Withdraw the change
        </button>
        <ActionStatus status={status} />
      </div>
    </form>
  );
}
