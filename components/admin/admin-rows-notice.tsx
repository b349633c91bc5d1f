import type { AdminRowsState } from './use-admin-rows';

/** A list's loading, failure and empty states, and a note when it was cut short. */
export function AdminRowsNotice<Row>({ state, what, emptyText }: { state: AdminRowsState<Row>; what: string; emptyText: string }) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="admin-loading">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading {what}…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="alert alert-danger" role="alert">
        {state.message}
      </div>
    );
  }
  if (state.rows.length === 0) return <p className="admin-empty">{emptyText}</p>;
  if (state.isTruncated) return <p className="form-text">Showing the first {state.rows.length} {what}.</p>;
  return null;
}
