import Link from 'next/link';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import { ADMINS_GROUP, MODERATORS_GROUP, displayNameOf } from '@/lib/auth/session-user';

export const metadata = { title: 'Staff only', robots: { index: false } };

/** Shown (with status 403, by middleware.ts) when a signed-in user opens a part of the admin area their groups do not reach. */
export default async function AccessDeniedPage() {
  const user = await getSessionUser();
  return (
    <section className="not-found container-xl text-center py-5">
      <p className="display-1 fw-bold text-accent mb-0">403</p>
      <h1 className="mb-3">Staff only</h1>
      {user?.withheldGroups?.length ? (
        <p className="mb-4 access-denied-second-factor">
          Your account is in {user.withheldGroups.join(' and ')}, but staff rights need a second factor at sign-in.{' '}
          <Link href="/me/security">Add an authenticator app or e-mailed codes</Link>, then sign in again.
        </p>
      ) : null}
      <p className="text-muted-theme mb-4">
        {user
          ? `You are signed in as ${displayNameOf(user)}, whose groups do not reach this page: ${ADMINS_GROUP} manage streams, personalities and the audit log; ${MODERATORS_GROUP} work the moderation queue.`
          : `This area is for the site's staff (${ADMINS_GROUP} and ${MODERATORS_GROUP}).`}
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link href="/" className="btn btn-primary">
          Back to home
        </Link>
        {user && <SignOutButton className="btn btn-outline-primary" label="Sign in with another account" returnTo="/auth/login?returnTo=%2Fadmin" />}
      </div>
    </section>
  );
}
