'use client';

import Link from 'next/link';

/** The waiting and failure states every /me page shares. */
export function WorkspaceLoading({ what = 'your workspace' }: { what?: string }) {
  return (
    <p className="my-loading" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading {what}…
    </p>
  );
}

export function WorkspaceFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="my-alert my-alert-error" role="alert">
      <p className="mb-2">
        <i className="bi bi-exclamation-triangle" aria-hidden="true" /> Could not load your records: {message}
      </p>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Bans, reports and briefs belong to a profile: the creator makes one first. */
export function ProfileNeeded({ what }: { what: string }) {
  return (
    <div className="my-alert">
      <p className="mb-2">Create your public profile first: {what} are shown on it.</p>
      <Link href="/me/profile" className="btn btn-primary btn-sm">
        Create my profile
      </Link>
    </div>
  );
}
