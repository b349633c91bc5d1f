import Link from 'next/link';
import type { LeaveRecordsChoice } from '@/amplify/data/account-leave/leave-choices';
import { USERNAME_RESERVATION_DAYS, reservationDayOf } from '@/amplify/data/account-leave/username-reservation';

const RECORDS_SAID: Record<LeaveRecordsChoice, string> = {
  REMOVE: 'Your bans and shadowban reports were removed, with their stories and files.',
  ANONYMISE: 'Your bans and shadowban reports stay public, anonymised: nothing on them leads back to you.',
};

/** After leaving the site: what was done, said once more, signed out. */
export function AccountDeleted({ records, usernameFreeOn }: { records: LeaveRecordsChoice | null; usernameFreeOn: string | null }) {
  return (
    <section className="container-xl py-5 account-deleted">
      <h1 className="mb-3">Your account is deleted</h1>
      <p>You are signed out, and your account can no longer sign in. Your profile and your briefs are gone.</p>
      {records && <p>{RECORDS_SAID[records]}</p>}
      <p>
        {usernameFreeOn
          ? `Your username is kept back until ${reservationDayOf(`${usernameFreeOn}T00:00:00.000Z`)}, so that nobody can take it over at once; then anyone may use it.`
          : `A username is kept back for ${USERNAME_RESERVATION_DAYS} days, so that nobody can take it over at once.`}
      </p>
      <p>
        <Link href="/methodology#leaving">What leaving does to records</Link> · <Link href="/">Back to home</Link>
      </p>
    </section>
  );
}
