'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { StatusMessage } from '@/components/forms/form-status';
import { browserSessionStorage } from '@/components/auth/redirect-return-path';
import { ActionStatus } from '@/components/my/action-status';
import { describeAccountError } from '@/lib/auth/account-errors';
import { readSignInAddress, type SignInAddress } from '@/lib/auth/account-settings';
import { EmailChangeConfirm } from './email-change-confirm';
import { EmailChangeRequest } from './email-change-request';
import { clearPendingEmail, readPendingEmail, savePendingEmail } from './pending-email';

/**
 * Change e-mail: the address the user signs in with, a new one asked for, and — while its code
 * is outstanding — the code, another code, or withdrawing. The pool keeps the old address until
 * the code is confirmed (amplify/auth: Cognito's AttributesRequireVerificationBeforeUpdate).
 */
export function ChangeEmail() {
  const router = useRouter();
  const [account, setAccount] = useState<SignInAddress | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<StatusMessage | null>(null);

  useEffect(() => {
    readSignInAddress().then(
      (address) => {
        setAccount(address);
        setPending(readPendingEmail(browserSessionStorage(), address.userId, address.email));
      },
      (error: unknown) => setNotice({ tone: 'error', message: describeAccountError(error) }),
    );
  }, []);

  function settle(email: string, message: string) {
    if (!account) return;
    clearPendingEmail(browserSessionStorage(), account.userId);
    setAccount({ ...account, email });
    setPending(null);
    setNotice({ tone: 'info', message });
  }

  function requested(email: string, outcome: 'code-sent' | 'done') {
    if (!account) return;
    if (outcome === 'done') return settle(email, `You now sign in with ${email}.`);
    savePendingEmail(browserSessionStorage(), account.userId, email);
    setPending(email);
  }

  function confirmed(email: string) {
    settle(email, `Done: you now sign in with ${email}.`);
    // Server-rendered parts follow the refreshed tokens, which name the new address.
    router.refresh();
  }

  return (
    <section aria-labelledby="change-email-heading" className="my-panel">
      <h2 id="change-email-heading" className="my-panel-title">
        Change e-mail
      </h2>
      {account ? (
        <>
          <p>
            You sign in with{' '}
            <strong className="text-break" data-testid="sign-in-address">
              {account.email}
            </strong>
            ; the site&apos;s mail goes there.
          </p>
          {pending ? (
            <EmailChangeConfirm
              currentEmail={account.email}
              pendingEmail={pending}
              onConfirmed={confirmed}
              onWithdrawn={() =>
                settle(account.email, `Change withdrawn: you still sign in with ${account.email}.`)
              }
            />
          ) : (
            <EmailChangeRequest
              currentEmail={account.email}
              onStart={() => setNotice(null)}
              onRequested={requested}
            />
          )}
        </>
      ) : (
        !notice && <p className="my-loading">Loading…</p>
      )}
      <ActionStatus status={notice} />
    </section>
  );
}
