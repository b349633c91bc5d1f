'use client';

import { useEffect, useState } from 'react';
import { LAST_SIGN_INS_KEPT } from '@/amplify/auth/sign-in-history/sign-in-history';
import { describeAccountError } from '@/lib/auth/account-errors';
import { listLastSignIns, type LastSignIn } from '@/lib/auth/last-sign-ins';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The account's last sign-ins (newest first): when, on what, and which one is this browser. It
 * says what is kept and that no place is, since the pool never sees where a sign-in came from.
 */
export function LastSignIns() {
  const [signIns, setSignIns] = useState<LastSignIn[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    listLastSignIns()
      .then((list) => isCurrent && setSignIns(list))
      .catch((failure: unknown) => isCurrent && setError(describeAccountError(failure)));
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <section aria-labelledby="last-sign-ins-heading" className="my-panel">
      <h2 id="last-sign-ins-heading" className="my-panel-title">
        Last sign-ins
      </h2>
      <p>
        Your last {LAST_SIGN_INS_KEPT} sign-ins. For each we keep the time and the browser and system it named,
        nothing more: not your address and not your place. If you do not know one of them, change your password
        and sign out everywhere.
      </p>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : signIns === null ? (
        <p role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading your sign-ins…
        </p>
      ) : signIns.length === 0 ? (
        <p>No sign-ins recorded yet.</p>
      ) : (
        <ul className="list-unstyled mb-0 last-sign-ins">
          {signIns.map((signIn, index) => (
            <li key={`${signIn.signedInAt.toISOString()}-${index}`}>
              <i className="bi bi-clock-history" aria-hidden="true" />{' '}
              <time dateTime={signIn.signedInAt.toISOString()}>{WHEN.format(signIn.signedInAt)}</time>
              {' – '}
              {signIn.device}
              {signIn.isThisBrowser ? <span className="badge last-sign-ins-this">This browser</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
