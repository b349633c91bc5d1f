'use client';

import type { ReactNode } from 'react';
import type { PagedList } from './use-paged-list';

/**
 * What every moderation list shares around its rows: loading and failure (with Try again), the
 * empty text, and "Load more" while the server has another page.
 */
export function PagedListFrame<Item>({ list, what, emptyText, children }: { list: PagedList<Item>; what: string; emptyText: string; children: ReactNode }) {
  const { state } = list;
  if (state.status === 'loading') {
    return (
      <p className="admin-loading" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading {what}…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="moderation-problem">
        <p className="mb-2">{state.message}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={list.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (state.items.length === 0 && !state.nextToken) return <p className="admin-empty">{emptyText}</p>;
  return (
    <>
      {children}
      {state.moreError && (
        <p className="text-danger mt-2" role="alert">
          {state.moreError}
        </p>
      )}
      {state.nextToken && (
        <button type="button" className="btn btn-outline-primary mt-3" onClick={() => void list.loadMore()} disabled={state.isLoadingMore} aria-busy={state.isLoadingMore || undefined}>
          {state.isLoadingMore && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {state.isLoadingMore ? 'Loading…' : `Load more ${what}`}
        </button>
      )}
    </>
  );
}
