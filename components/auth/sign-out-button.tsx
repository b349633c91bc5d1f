'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { loadAmplifyAuth } from '@/components/amplify/load-amplify-auth';

/**
 * Signs out (the refresh token is revoked and every token removed from the cookies), then goes
 * to `returnTo` and re-renders the server's view of the page without the user.
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
      const { isConfigured, signOut } = await loadAmplifyAuth();
      if (isConfigured) await signOut();
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
