'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { StatusMessage } from '@/components/forms/form-status';
import { ActionStatus } from '@/components/my/action-status';
import { describeAccountError } from '@/lib/auth/account-errors';
import { signOutEverywhere } from '@/lib/auth/account-settings';
import { signInPathFor } from '@/lib/auth/return-path';

const RETURN_PATH = '/me/security';

/**
 * Sign out everywhere (GlobalSignOut), after a second click: every sign-in of the account ends,
 * this browser's and any other's (their refresh tokens stop working), and this browser goes to
 * sign in again.
 */
export function SignOutEverywhere() {
  const router = useRouter();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  // Focus goes to Cancel when asked (the safe choice), and back to the opening button after it.
  const openRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (isConfirming) cancelRef.current?.focus();
    else if (wasConfirming.current) openRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  async function signOutEverywhereNow() {
    setIsBusy(true);
    setStatus({ tone: 'pending', message: 'Signing out everywhere…' });
    try {
      const { isLeavingForHostedLogout } = await signOutEverywhere();
      // After a redirect sign-in Amplify is taking the browser to the hosted UI's /logout.
      if (isLeavingForHostedLogout) return;
      router.replace(signInPathFor(RETURN_PATH));
      router.refresh();
    } catch (error) {
      setStatus({ tone: 'error', message: describeAccountError(error) });
      setIsBusy(false);
    }
  }

  return (
    <section aria-labelledby="sign-out-everywhere-heading" className="my-panel">
      <h2 id="sign-out-everywhere-heading" className="my-panel-title">
        Sign out everywhere
      </h2>
      <p>
        Ends every sign-in of your account: this browser, your other devices, and any session someone else may
        hold. Each has to sign in again with your password and, if you set one up, your second factor.
      </p>
      {isConfirming ? (
        <div role="group" aria-labelledby="sign-out-everywhere-question" className="my-form-actions">
          <p id="sign-out-everywhere-question" className="mb-0 w-100">
            Sign out on every device, this one included?
          </p>
          <button
            type="button"
            className="btn btn-danger"
            disabled={isBusy}
            onClick={() => void signOutEverywhereNow()}
          >
            Yes, sign out everywhere
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-outline-secondary"
            disabled={isBusy}
            onClick={() => setIsConfirming(false)}
          >
            Cancel
          </button>
          <ActionStatus status={status} />
        </div>
      ) : (
        <button
          ref={openRef}
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setIsConfirming(true)}
        >
          Sign out everywhere…
        </button>
      )}
    </section>
  );
}
