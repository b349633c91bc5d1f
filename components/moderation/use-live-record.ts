'use client';

import { useEffect, useRef, useState } from 'react';
import { requireAdminClient } from '@/components/admin/admin-client';
import { loadRecordDescription, type LiveRecord } from '@/lib/content/moderation/load-record-description';
import type { ModeratedModel } from '@/lib/content/moderation/moderated-models';

export type LiveRecordState = { status: 'loading' } | { status: 'gone' } | { status: 'error'; message: string } | { status: 'found'; live: LiveRecord };

/** The state a record the server looked up gives (null: gone from its public table). */
export function liveRecordStateOf(live: LiveRecord | null): LiveRecordState {
  return live ? { status: 'found', live } : { status: 'gone' };
}

/**
 * The reported record as it is now (name, public page), looked up once per report card; `first`,
 * when the server looked it up for the page's first view, is shown without looking again.
 */
export function useLiveRecord(model: ModeratedModel, id: string, first: LiveRecordState | null = null): LiveRecordState {
  const [state, setState] = useState<LiveRecordState>(first ?? { status: 'loading' });
  const hasFirst = useRef(first !== null);
  useEffect(() => {
    if (hasFirst.current) return;
    let isCurrent = true;
    requireAdminClient()
      .then((client) => loadRecordDescription(client, model, id))
      .then(
        (live) => isCurrent && setState(liveRecordStateOf(live)),
        (error: unknown) => isCurrent && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      isCurrent = false;
    };
  }, [model, id]);
  return state;
}
