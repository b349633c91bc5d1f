'use client';

import { signInWithRedirect } from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { hasHostedUi } from '@/lib/amplify/configure-amplify';
import { describeRedirectError } from '@/lib/auth/redirect-errors';

/**
 * Sign-in on the user pool's hosted page (its own session spans the apps that use it), through
 * Amplify's signInWithRedirect. Shown only when the outputs configure the hosted UI, which the
 * local backend does when the site is served over https.
 */
export function HostedSignInButton() {
  const [isAvailable, setIsAvailable] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setIsAvailable(hasHostedUi()), []);
  if (!isAvailable) return null;

  const handleClick = async () => {
    setError(null);
    setIsLeaving(true);
    try {
      await signInWithRedirect();
    } catch (caught) {
      setIsLeaving(false);
      setError(describeRedirectError(caught));
    }
  };
  return (
    <div className="hosted-sign-in text-center px-4 pb-4">
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <button type="button" className="btn btn-outline-secondary w-100" onClick={() => void handleClick()} disabled={isLeaving} aria-busy={isLeaving}>
        {isLeaving ? 'Opening the sign-in page…' : 'Sign in with single sign-on'}
      </button>
    </div>
  );
}
