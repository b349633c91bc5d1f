import type { ReactNode } from 'react';
import Link from 'next/link';
import { getSessionUser } from '@/lib/auth/server/get-session-user';

/**
 * The signed-in user's id for the creator's editors. Middleware already sends guests to sign in;
 * this covers a session that ended between that check and the render.
 */
export async function SignedInUser({ render }: { render: (userId: string) => ReactNode }) {
  const user = await getSessionUser();
  if (!user) {
    return (
      <p className="my-alert">
        Your session has ended. <Link href="/auth/login">Sign in again</Link> to continue.
      </p>
    );
  }
  return render(user.userId);
}
