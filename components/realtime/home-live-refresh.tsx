'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useRecordChanges, type RecordChangeEvent } from './use-record-changes';

/** At most one refresh of the home page's figures and lists this often, however many records change. */
export const HOME_REFRESH_EVERY_MS = 30_000;

/** The changes that move the home page's counts or latest records. */
const MOVES_THE_HOME_PAGE: ReadonlySet<RecordChangeEvent['change']> = new Set(['PUBLISHED', 'HIDDEN', 'RESTORED']);

/**
 * The home tracker's counts and latest records follow records published, hidden or restored while
 * the page is open: the server-rendered page stays the first view, and the page's server parts
 * are read again in place (router.refresh, throttled: at once, then at most every 30 s). Renders
 * nothing; without scripts the page stays as served.
 */
export function HomeLiveRefresh() {
  const router = useRouter();
  const lastRefresh = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const onChange = useCallback(
    (change: RecordChangeEvent) => {
      if (!MOVES_THE_HOME_PAGE.has(change.change) || pending.current) return;
      const refresh = () => {
        pending.current = undefined;
        lastRefresh.current = Date.now();
        router.refresh();
      };
      const wait = lastRefresh.current + HOME_REFRESH_EVERY_MS - Date.now();
      if (wait <= 0) refresh();
      else pending.current = setTimeout(refresh, wait);
    },
    [router],
  );
  useRecordChanges(null, onChange);
  return null;
}
