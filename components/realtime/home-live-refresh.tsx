'use client';

import { useCallback, useState } from 'react';
import { ShowButton } from './show-button';
import { useRecordChanges, type RecordChangeEvent } from './use-record-changes';
import { useShowInPlace } from './use-show-in-place';

/** The changes that move the home page's counts or latest records: a brief published, a ban or report added or removed, a hide or restore. */
const MOVES_THE_HOME_PAGE: ReadonlySet<RecordChangeEvent['change']> = new Set(['PUBLISHED', 'ADDED', 'REMOVED', 'HIDDEN', 'RESTORED']);

/**
 * The home tracker's counts and latest records, when records are published, added (a creator's new
 * ban or report), removed, hidden or restored while the page is open: a polite note floats at the window's foot ("New records since this page
 * was loaded. Show") and Show reads the page's server parts again in place (router.refresh). Not
 * by itself: a refreshed list moves its cards under the reader (measured: a layout shift of 0.23
 * at 1280 px), and after a click that is the reader's own doing. The server-rendered page stays
 * the first view; without scripts the page stays as served. Throttled by its nature: however many
 * records arrive, one note, and one refresh when the reader asks for it.
 */
export function HomeLiveRefresh() {
  const [hasNews, setHasNews] = useState(false);
  const onChange = useCallback((change: RecordChangeEvent) => {
    if (MOVES_THE_HOME_PAGE.has(change.change)) setHasNews(true);
  }, []);
  useRecordChanges(null, onChange);
  const { isShowing, show } = useShowInPlace(() => setHasNews(false));
  return (
    <div role="status" aria-live="polite" aria-busy={isShowing} className="record-live-slot">
      {hasNews && (
        <p className="record-live-notice">
          <span>New records since this page was loaded.</span>
          <ShowButton isShowing={isShowing} onShow={show} />
        </p>
      )}
    </div>
  );
}
