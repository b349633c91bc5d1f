import Link from 'next/link';
import type { LoadedRecord } from './use-loaded-record';

/** What an edit page shows instead of its form while the record loads, or when it cannot. */
export function LoadStateNotice({ state, what, listHref }: { state: Exclude<LoadedRecord<unknown>, { status: 'ready' }>; what: string; listHref: string }) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="admin-loading">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading the {what}…
      </p>
    );
  }
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{state.status === 'missing' ? `There is no ${what} with this id: it may have been deleted.` : state.message}</p>
      <p className="mb-0">
        <Link href={listHref}>Back to the list</Link>
      </p>
    </div>
  );
}
