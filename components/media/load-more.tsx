'use client';

import { Children, useState, type ReactNode } from 'react';

/** Shows the first `initial` children and reveals `step` more per click. */
export function LoadMore({ initial, step, className, children }: { initial: number; step: number; className?: string; children: ReactNode }) {
  const items = Children.toArray(children);
  const [count, setCount] = useState(Math.min(initial, items.length));
  const hasMore = count < items.length;
  return (
    <div className="load-more">
      <div className={className}>{items.slice(0, count)}</div>
      <div className="load-more-footer">
        <p className="load-more-status" aria-live="polite">
          Showing {count} of {items.length}
        </p>
        {hasMore ? (
          <button type="button" className="btn btn-outline-primary load-more-button" onClick={() => setCount((current) => Math.min(items.length, current + step))}>
            <i className="bi bi-arrow-down-circle" aria-hidden="true" /> Load more
          </button>
        ) : (
          <p className="load-more-end">That is everything on this shelf.</p>
        )}
      </div>
    </div>
  );
}
