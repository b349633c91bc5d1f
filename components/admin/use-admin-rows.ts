'use client';

import { useEffect, useState } from 'react';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { requireAdminClient } from './admin-client';
import { matchesFilter } from './table-filter';

export type AdminRowsState<Row> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: Row[]; isTruncated: boolean };

type AdminRowsOptions<Row> = {
  load: (client: BrowserDataClient) => Promise<{ rows: Row[]; isTruncated: boolean }>;
  /** The texts of a row that the filter box searches. */
  textsOf: (row: Row) => string[];
  /** Deletes a row's record (and refreshes what shows it); the list then drops the row. */
  remove: (row: Row) => Promise<void>;
};

/**
 * The rows of an admin list, loaded once with the admin's client; the filter typed above the
 * list and the rows it leaves; and delete, which drops the row without reloading the whole list.
 */
export function useAdminRows<Row extends { id: string }>({ load, textsOf, remove }: AdminRowsOptions<Row>) {
  const [state, setState] = useState<AdminRowsState<Row>>({ status: 'loading' });
  const [filter, setFilter] = useState('');
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

  async function deleteRow(row: Row) {
    await remove(row);
    setState((current) => (current.status === 'ready' ? { ...current, rows: current.rows.filter((other) => other.id !== row.id) } : current));
  }

  const rows = state.status === 'ready' ? state.rows.filter((row) => matchesFilter(filter, ...textsOf(row))) : [];
  return { state, filter, setFilter, rows, deleteRow };
}

export type AdminRows<Row extends { id: string }> = ReturnType<typeof useAdminRows<Row>>;
