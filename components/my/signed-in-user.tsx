import type { ReactNode } from 'react';
import Link from 'next/link';
import { getSessionUser } from '@/lib/auth/server/get-session-user';

/**
 * Shows the creator's editors to a signed-in user only. Middleware already sends guests to sign
 * in; this covers a session that ended between that check and the render.
 */
export async function SignedInUser({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (!user) {
    return (
      <p className="my-alert">
        Your session has ended. <Link href="/auth/login">Sign in again</Link> to continue.
      </p>
    );
  }
  return children;
}
