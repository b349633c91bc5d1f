'use client';

import { useEffect, useState } from 'react';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { requireAdminClient } from './admin-client';

export type LoadedRecord<T> = { status: 'loading' } | { status: 'ready'; record: T | null } | { status: 'missing' } | { status: 'error'; message: string };

/** The record an edit page opens (with the admin's client), or a ready state without one for a new record. */
export function useLoadedRecord<T>(id: string | undefined, load: (client: BrowserDataClient, id: string) => Promise<T | null>): LoadedRecord<T> {
  const [state, setState] = useState<LoadedRecord<T>>(id ? { status: 'loading' } : { status: 'ready', record: null });
  useEffect(() => {
    if (!id) return;
    let isCurrent = true;
    requireAdminClient()
      .then((client) => load(client, id))
      .then(
        (record) => isCurrent && setState(record ? { status: 'ready', record } : { status: 'missing' }),
        (error: unknown) => isCurrent && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      isCurrent = false;
    };
    // `load` is a module function; only the id decides what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return state;
}
