'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ConfirmDeleteButton } from './confirm-delete-button';

type SavedRecordActionsProps = {
  /** The record's public page, opened in a new tab. */
  publicHref: string;
  /** The record's name, as the delete dialog and then the list's notice say it. */
  name: string;
  /** The list the admin goes back to after a delete; it says what was deleted. */
  listHref: string;
  /** Deletes the record and refreshes the public pages that showed it. */
  remove: () => Promise<void>;
};

/** Beside a saved record's Save button: its public page, and delete (back to the list). */
export function SavedRecordActions({ publicHref, name, listHref, remove }: SavedRecordActionsProps) {
  const router = useRouter();
  async function removeAndLeave() {
    await remove();
    router.push(`${listHref}?deleted=${encodeURIComponent(name)}`);
  }
  return (
    <>
      <Link className="btn btn-outline-secondary" href={publicHref} target="_blank">
        <i className="bi bi-box-arrow-up-right" aria-hidden="true" /> Public page
      </Link>
      <ConfirmDeleteButton itemName={`“${name}”`} onConfirm={removeAndLeave} />
    </>
  );
}
