'use client';

import { useEffect, useRef } from 'react';
import type { RecordChange } from '@/amplify/data/realtime/record-changes';
import { canOpenRealtime, openSameOriginRealtimeOverHttp } from '@/lib/data/same-origin-realtime';

/** One onRecordChange event: which record, what happened; no content (declared once, in amplify/). */
export type RecordChangeEvent = RecordChange;

/** After a subscription failed (a lost connection), when to open it again. */
export const RESUBSCRIBE_AFTER_MS = 30_000;

/** The subscription, opened on the public API key (every event is public). */
async function openRecordChanges(recordKey: string | null) {
  const [{ Amplify }, { loadPublicBrowserDataClient }] = await Promise.all([import('aws-amplify'), import('@/lib/data/browser-data')]);
  const client = await loadPublicBrowserDataClient();
  // Over plain http only the page's own origin answers (as ws://); elsewhere the client's wss:// could only fail.
  if (!client || !canOpenRealtime(Amplify.getConfig().API?.GraphQL?.endpoint)) return null;
  openSameOriginRealtimeOverHttp();
  return client.subscriptions.onRecordChange({ recordKey }, { authMode: 'apiKey' });
}

/**
 * Waits for the page's own work (its load, `afterLoadMs` more, then an idle moment): the
 * subscription never competes with the first view.
 */
function afterPageSettles(then: () => void, afterLoadMs: number): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(then, { timeout: 3000 });
    else timer = setTimeout(then, 1000);
  };
  const schedule = () => {
    if (afterLoadMs > 0) timer = setTimeout(whenIdle, afterLoadMs);
    else whenIdle();
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * Hears onRecordChange after hydration, once the page has settled: for one record (`recordKey`,
 * `<model>#<id>`) or for all (null); nothing while `isOn` is false. Each event is a hint; the
 * caller reads again with its own rights. Where subscriptions cannot connect nothing is opened;
 * one that fails says nothing and is opened again half a minute later. Visitors without scripts
 * never run this. `afterLoadMs` waits that much more after the load (/me's notice: its Data client
 * must not load while the signed-in page is still starting).
 */
export function useRecordChanges(recordKey: string | null, onChange: (change: RecordChangeEvent) => void, isOn = true, afterLoadMs = 0): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!isOn) return;
    let isCurrent = true;
    let subscription: { unsubscribe(): void } | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      openRecordChanges(recordKey)
        .then((changes) => {
          if (!isCurrent || !changes) return;
          subscription = changes.subscribe({
            next: (change) => {
              if (isCurrent && change) latest.current(change as RecordChangeEvent);
            },
            error: () => {
              if (isCurrent) retry = setTimeout(start, RESUBSCRIBE_AFTER_MS);
            },
          });
        })
        .catch(() => undefined);
    };
    const cancelWait = afterPageSettles(start, afterLoadMs);
    return () => {
      isCurrent = false;
      cancelWait();
      clearTimeout(retry);
      subscription?.unsubscribe();
    };
  }, [recordKey, isOn, afterLoadMs]);
}
