'use client';

import { useEffect, useState } from 'react';
import { requireAdminClient } from '@/components/admin/admin-client';
import { loadRecordDescription, type LiveRecord } from '@/lib/content/moderation/load-record-description';
import type { ModeratedModel } from '@/lib/content/moderation/moderated-models';

export type LiveRecordState = { status: 'loading' } | { status: 'gone' } | { status: 'error'; message: string } | { status: 'found'; live: LiveRecord };

/** The reported record as it is now (name, public page), looked up once per report card. */
export function useLiveRecord(model: ModeratedModel, id: string): LiveRecordState {
  const [state, setState] = useState<LiveRecordState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    requireAdminClient()
      .then((client) => loadRecordDescription(client, model, id))
      .then(
        (live) => isCurrent && setState(live ? { status: 'found', live } : { status: 'gone' }),
        (error: unknown) => isCurrent && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      isCurrent = false;
    };
  }, [model, id]);
  return state;
}
