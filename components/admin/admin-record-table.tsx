'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { AdminListHead } from './admin-list-head';
import { AdminTable } from './admin-table';
import { useAdminRows } from './use-admin-rows';

type AdminRecordTableProps<Row extends { id: string }> = {
  /** The records in the plural: "streams". */
  what: string;
  filterId: string;
  filterLabel: string;
  /** The editor page for a new record, and its link's text ("New stream"). */
  newHref: string;
  newLabel: string;
  emptyText: string;
  load: (client: BrowserDataClient) => Promise<{ rows: Row[]; isTruncated: boolean }>;
  textsOf: (row: Row) => string[];
  /** Deletes a record and refreshes the public pages that showed it. */
  remove: (row: Row) => Promise<void>;
  headers: ReactNode;
  renderCells: (row: Row) => ReactNode;
  deleteNameOf: (row: Row) => string;
};

/**
 * An admin page's table of the records it edits (streams, personalities): a filter and a "New"
 * link above, a caption counting the rows the filter leaves, edit links in the rows and delete.
 */
export function AdminRecordTable<Row extends { id: string }>({
  what,
  filterId,
  filterLabel,
  newHref,
  newLabel,
  emptyText,
  load,
  textsOf,
  remove,
  headers,
  renderCells,
  deleteNameOf,
}: AdminRecordTableProps<Row>) {
  const list = useAdminRows({ load, textsOf, remove });
  return (
    <>
      <AdminListHead list={list} filterId={filterId} filterLabel={filterLabel} what={what} emptyText={emptyText}>
        <Link className="btn btn-primary" href={newHref}>
          <i className="bi bi-plus-lg" aria-hidden="true" /> {newLabel}
        </Link>
      </AdminListHead>
      {list.state.status === 'ready' && list.state.rows.length > 0 && (
        <AdminTable
          caption={`${list.rows.length} of ${list.state.rows.length} ${what}`}
          headers={headers}
          rows={list.rows}
          renderCells={renderCells}
          deleteNameOf={deleteNameOf}
          onDelete={list.deleteRow}
        />
      )}
    </>
  );
}
