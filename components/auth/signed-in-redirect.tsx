'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { displayNameOf } from '@/lib/auth/session-user';
import { useLandingPath } from './use-landing-path';

/**
 * Once signed in: back to where the visitor came from (a new creator to their workspace), with
 * the server now seeing the new cookies.
 */
export function SignedInRedirect({ returnTo, isFirstSignIn, name }: { returnTo: string; isFirstSignIn: boolean; name?: string }) {
  const router = useRouter();
  const landingPath = useLandingPath(returnTo, isFirstSignIn);
  useEffect(() => {
    if (!landingPath) return;
    router.replace(landingPath);
    router.refresh();
  }, [router, landingPath]);
  return (
    <div className="text-center" role="status">
      <p className="mb-2">Signed in as {displayNameOf({ loginId: name })}.</p>
      {landingPath && <Link href={landingPath}>Continue</Link>}
    </div>
  );
}
