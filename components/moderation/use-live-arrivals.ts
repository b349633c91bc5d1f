'use client';

import { useCallback, useEffect, useState } from 'react';
import { requireAdminClient } from '@/components/admin/admin-client';
import type { BrowserDataClient } from '@/lib/data/browser-data';

/** What the Amplify client's custom subscriptions give back: `.subscribe()` on an observable. */
interface Arrivals {
  subscribe(observer: { next(value: unknown): void; error(error: unknown): void }): { unsubscribe(): void };
}

/** The moderation queues' subscriptions (amplify/data/models/moderation-models.ts), in the moderator's user-pool mode. */
export const QUEUE_ARRIVALS = {
  reports: (client: BrowserDataClient): Arrivals => client.subscriptions.onReportRecord({ authMode: 'userPool' }),
  replies: (client: BrowserDataClient): Arrivals => client.subscriptions.onSubmitRecordReply({ authMode: 'userPool' }),
} as const;

/**
 * How many items arrived since the queue was read (each successful report or reply is one event
 * of its custom subscription), for a "N new — Show" bar: the list never moves under the cursor.
 * The subscription is a bonus: where it cannot connect (the client always asks for wss://, so a
 * site on plain http://localhost never gets it) it ends quietly and the queue works as before,
 * by Show or reload.
 */
export function useLiveArrivals(open: (client: BrowserDataClient) => Arrivals) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    let subscription: { unsubscribe(): void } | undefined;
    requireAdminClient()
      .then((client) => {
        if (!isCurrent) return;
        subscription = open(client).subscribe({
          next: () => setCount((current) => current + 1),
          // No connection, an expired session or a refusal: nothing to show the moderator.
          error: () => undefined,
        });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      subscription?.unsubscribe();
    };
  }, [open]);
  const clear = useCallback(() => setCount(0), []);
  return { count, clear };
}
