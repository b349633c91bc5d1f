'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { StatusMessage } from '@/components/forms/form-status';
import { ActionStatus } from '@/components/my/action-status';
import type { LeaveRecordsChoice } from '@/amplify/data/account-leave/leave-choices';
import { USERNAME_RESERVATION_DAYS } from '@/amplify/data/account-leave/username-reservation';
import { describeAccountError } from '@/lib/auth/account-errors';
import { ACCOUNT_DELETED_PATH, deleteMyAccount, leaveWithRecords, removeMyFiles } from '@/lib/auth/leave-account';

/** What the person types to say they mean it. */
export const LEAVE_CONFIRMATION_WORD = 'DELETE';

const CHOICES: { value: LeaveRecordsChoice; label: string; explanation: string }[] = [
  {
    value: 'REMOVE',
    label: 'Remove them',
    explanation:
      'Every ban and shadowban report you recorded leaves the site, named or anonymised, with its whole story: appeal steps, evidence and its files, moderators’ checks and replies. The platform figures stop counting them.',
  },
  {
    value: 'ANONYMISE',
    label: 'Keep them, anonymised',
    explanation:
      'They stay public and keep counting in the platform figures, without your name: each stands alone, with nothing left that leads back to you (no profile, no username, no account). Their dates show the day only, and files you named are renamed “evidence”. Copies someone kept while a record showed your name cannot be recalled.',
  },
];

type Step = 'records' | 'files' | 'account';
const STEP_MESSAGES: Record<Step, string> = {
  records: 'Dealing with your records…',
  files: 'Deleting your uploaded files…',
  account: 'Deleting your account…',
};

/**
 * Leave the site (issue 48): the one way a profile ends. The person chooses what becomes of their
 * public records, types the confirmation word, and the page runs the three steps of
 * lib/auth/leave-account.ts; each is safe to repeat, so after a failure the button tries them all
 * again. Once the account is gone this browser is signed out and lands on a page that says so.
 */
export function LeaveAccount() {
  const router = useRouter();
  const id = useId();
  const [choice, setChoice] = useState<LeaveRecordsChoice | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const isConfirmed = confirmation.trim().toUpperCase() === LEAVE_CONFIRMATION_WORD;

  async function leave() {
    if (!choice || !isConfirmed) return;
    setIsBusy(true);
    let step: Step = 'records';
    try {
      setStatus({ tone: 'pending', message: STEP_MESSAGES.records });
      const left = await leaveWithRecords(choice);
      step = 'files';
      setStatus({ tone: 'pending', message: STEP_MESSAGES.files });
      await removeMyFiles(choice);
      step = 'account';
      setStatus({ tone: 'pending', message: STEP_MESSAGES.account });
      await deleteMyAccount();
      const query = new URLSearchParams({ records: left.records, ...(left.usernameFreeFrom ? { free: left.usernameFreeFrom.slice(0, 10) } : {}) });
      router.replace(`${ACCOUNT_DELETED_PATH}?${query.toString()}`);
      router.refresh();
    } catch (error) {
      const done = step === 'records' ? '' : 'Your records were already dealt with as you chose, but your account is still here. ';
      setStatus({ tone: 'error', message: `${done}${describeAccountError(error)} Press “Delete my account” to try again.` });
      setIsBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="my-panel leave-account">
      <h2 id={`${id}-heading`} className="my-panel-title">
        Leave the site
      </h2>
      <p>
        Deleting your account ends it for good: you cannot sign in again and it cannot be undone. A profile cannot be deleted any other
        way on this site; leaving is your right, and this is how you use it.
      </p>
      <p>
        Whatever you choose below, your profile and your briefs (drafts too) are deleted, and so is anything a moderator hid. Your username
        is kept back for {USERNAME_RESERVATION_DAYS} days so that nobody can take it over at once; then anyone may use it. The
        moderation log keeps what moderators did, without your name.{' '}
        <Link href="/methodology#leaving">What leaving does to your records</Link>.
      </p>
      <form
        className="my-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void leave();
        }}
      >
        <fieldset className="my-fieldset" disabled={isBusy}>
          <fieldset className="my-fieldset">
            <legend className="my-fieldset-legend">Your bans and shadowban reports</legend>
            {CHOICES.map((option) => (
              <div className="form-check mb-2" key={option.value}>
                <input
                  id={`${id}-${option.value}`}
                  type="radio"
                  className="form-check-input"
                  name={`${id}-records`}
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                  aria-describedby={`${id}-${option.value}-explained`}
                />
                <label className="form-check-label" htmlFor={`${id}-${option.value}`}>
                  {option.label}
                </label>
                <p id={`${id}-${option.value}-explained`} className="form-text mb-0">
                  {option.explanation}
                </p>
              </div>
            ))}
          </fieldset>
          <div className="form-field">
            <label htmlFor={`${id}-confirm`} className="form-label">
              Type {LEAVE_CONFIRMATION_WORD} to confirm
            </label>
            <input
              id={`${id}-confirm`}
              className="form-control"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </div>
          <div className="my-form-actions">
            <button type="submit" className="btn btn-danger" disabled={!choice || !isConfirmed || isBusy}>
              Delete my account
            </button>
            <ActionStatus status={status} />
          </div>
        </fieldset>
      </form>
    </section>
  );
}
