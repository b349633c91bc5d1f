'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { displayNameOf } from '@/lib/auth/session-user';

/** Once signed in: back to where the visitor came from, with the server now seeing the new cookies. */
export function SignedInRedirect({ returnTo, name }: { returnTo: string; name?: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(returnTo);
    router.refresh();
  }, [router, returnTo]);
  return (
    <div className="text-center" role="status">
      <p className="mb-2">Signed in as {displayNameOf({ loginId: name })}.</p>
      <Link href={returnTo}>Continue</Link>
    </div>
  );
}
