'use client';

import { useCallback, useEffect, useState } from 'react';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { requireAdminClient } from './admin-client';

export type AdminRowsState<Row> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: Row[]; isTruncated: boolean };

/**
 * The rows of an admin list, loaded with the admin's client, and a way to drop one after it was
 * deleted (so the list does not reload everything for each delete).
 */
export function useAdminRows<Row extends { id: string }>(load: (client: BrowserDataClient) => Promise<{ rows: Row[]; isTruncated: boolean }>) {
  const [state, setState] = useState<AdminRowsState<Row>>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    requireAdminClient()
      .then(load)
      .then(
        ({ rows, isTruncated }) => isCurrent && setState({ status: 'ready', rows, isTruncated }),
        (error: unknown) => isCurrent && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      isCurrent = false;
    };
    // `load` is a module function; the list loads once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const dropRow = useCallback(
    (id: string) => setState((current) => (current.status === 'ready' ? { ...current, rows: current.rows.filter((row) => row.id !== id) } : current)),
    [],
  );
  return { state, dropRow };
}
