'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { loadAmplifyAuth } from '@/lib/amplify/load-amplify-auth';
import { isRedirectSession } from '@/lib/auth/redirect-errors';

/**
 * Signs out (the refresh token is revoked and every token removed from the cookies), then goes
 * to `returnTo` and re-renders the server's view of the page without the user. A redirect
 * sign-in also ends at the hosted UI's /logout, which returns to the site's sign-out address.
 */
export function SignOutButton({
  className,
  label = 'Logout',
  returnTo = '/',
  onSignedOut,
}: {
  className?: string;
  label?: string;
  returnTo?: string;
  onSignedOut?: () => void;
}) {
  const router = useRouter();
  const [isPending, setIsPending] = useState(false);
  const handleClick = async () => {
    setIsPending(true);
    try {
      const { isConfigured, hasHostedUi, signOut, fetchAuthSession } = await loadAmplifyAuth();
      if (isConfigured) {
        const { tokens } = await fetchAuthSession();
        const isLeavingForHostedLogout = isRedirectSession(tokens?.accessToken.payload.scope) && hasHostedUi();
        await signOut();
        // After a redirect sign-in, Amplify sends the browser to the hosted UI's /logout, which
        // comes back to the sign-out page; navigating here as well would cancel that.
        if (isLeavingForHostedLogout) return;
      }
    } catch (error) {
      // SPEC §8: sign-out errors are swallowed; Amplify has removed the tokens either way.
      console.warn('Sign-out did not reach the identity service; the local session was cleared.', error);
    }
    setIsPending(false);
    onSignedOut?.();
    router.replace(returnTo);
    router.refresh();
  };
  return (
    <button type="button" className={className} onClick={() => void handleClick()} disabled={isPending} aria-busy={isPending}>
      {isPending ? 'Signing out…' : label}
    </button>
  );
}
