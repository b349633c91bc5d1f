'use client';

import { useCallback, useEffect, useState } from 'react';
import { requireAdminClient } from '@/components/admin/admin-client';
import { AFTER_PAGE_START_MS, whenPageSettled } from '@/components/analytics/when-page-settled';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { canOpenRealtime, openSameOriginRealtimeOverHttp } from '@/lib/data/same-origin-realtime';

/** What the Amplify client's custom subscriptions give back: `.subscribe()` on an observable. */
interface Arrivals {
  subscribe(observer: { next(value: unknown): void; error(error: unknown): void }): { unsubscribe(): void };
}

/** The moderation queues' subscriptions (amplify/data/models/moderation-models.ts), in the moderator's user-pool mode. */
export const QUEUE_ARRIVALS = {
  reports: (client: BrowserDataClient): Arrivals => client.subscriptions.onReportRecord({ authMode: 'userPool' }),
  replies: (client: BrowserDataClient): Arrivals => client.subscriptions.onSubmitRecordReply({ authMode: 'userPool' }),
} as const;

/** After a subscription failed (a lost connection, an expired session), when to open it again. */
export const RESUBSCRIBE_AFTER_MS = 30_000;

/**
 * Whether subscriptions can connect: the Amplify client opens them with wss:// on the data API's
 * host; over https that answers, and over plain http the page's own origin does (as ws://, through
 * openSameOriginRealtimeOverHttp). Elsewhere it would try (and log a failed connection) for nothing.
 */
export async function canSubscribe(): Promise<boolean> {
  // Loaded here, not with the page: by now the Data client has loaded it, and the queue's start
  // does not evaluate Amplify (its core, auth and Buffer: ~100 KB the page never runs at first).
  const { Amplify } = await import('aws-amplify');
  return canOpenRealtime(Amplify.getConfig().API?.GraphQL?.endpoint);
}

/**
 * How many items arrived since the queue was read (each successful report or reply is one event
 * of its custom subscription), for a "N new — Show" bar: the list never moves under the cursor.
 * The subscription is a bonus: it is opened a few seconds after the page has loaded, when the browser
 * is idle (the Data client it needs never competes with the queue's first view; an item sent in
 * those seconds is not counted by the bar, the list shows it on reload), where it cannot connect it is
 * not opened (canSubscribe), and one that fails says nothing and is opened again half a minute
 * later; the queue works as before all the while, by reload.
 */
export function useLiveArrivals(open: (client: BrowserDataClient) => Arrivals) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    let subscription: { unsubscribe(): void } | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      // In turn: the configuration canSubscribe reads is the one loading the client set.
      requireAdminClient()
        .then(async (client) => [client, await canSubscribe()] as const)
        .then(([client, isPossible]) => {
          if (!isCurrent || !isPossible) return;
          openSameOriginRealtimeOverHttp();
          subscription = open(client).subscribe({
            next: () => setCount((current) => current + 1),
            // A lost connection or an expired session: nothing to show the moderator; try again later.
            error: () => {
              if (isCurrent) retry = setTimeout(start, RESUBSCRIBE_AFTER_MS);
            },
          });
        })
        .catch(() => undefined);
    };
    const cancelWait = whenPageSettled(start, AFTER_PAGE_START_MS);
    return () => {
      isCurrent = false;
      cancelWait();
      clearTimeout(retry);
      subscription?.unsubscribe();
    };
  }, [open]);
  const clear = useCallback(() => setCount(0), []);
  return { count, clear };
}
