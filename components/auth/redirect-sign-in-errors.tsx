'use client';

import { Hub } from 'aws-amplify/utils';
import { useEffect, useState } from 'react';
import { describeRedirectError } from '@/lib/auth/redirect-errors';

/**
 * Where a redirect sign-in comes back (this page), the Amplify client finishes it and reports a
 * failure only as Hub's signInWithRedirect_failure. This listens from its first effect, which
 * runs before the sign-in kit configures Amplify (and so before the failure can be reported).
 */
export function RedirectSignInErrors() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'signInWithRedirect_failure') setMessage(describeRedirectError(payload.data?.error));
        if (payload.event === 'signInWithRedirect') setMessage(null);
      }),
    [],
  );
  if (!message) return null;
  return (
    <div className="alert alert-danger alert-dismissible mb-3" role="alert" data-testid="redirect-sign-in-error">
      {message}
      <button type="button" className="btn-close" aria-label="Dismiss" onClick={() => setMessage(null)} />
    </div>
  );
}
