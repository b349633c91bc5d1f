import type { ReactNode } from 'react';
import { AdminRowsNotice } from './admin-rows-notice';
import { TableFilter } from './table-filter';
import type { AdminRows } from './use-admin-rows';

type AdminListHeadProps<Row extends { id: string }> = {
  list: AdminRows<Row>;
  filterId: string;
  filterLabel: string;
  /** The list's records in the plural, as the notices name them: "streams". */
  what: string;
  emptyText: string;
  /** What the toolbar holds beside the filter: a "New …" link or the list's counts. */
  children?: ReactNode;
};

/** Above an admin list: the toolbar with the filter box, then the loading, failure or empty notice. */
export function AdminListHead<Row extends { id: string }>({ list, filterId, filterLabel, what, emptyText, children }: AdminListHeadProps<Row>) {
  return (
    <>
      <div className="admin-toolbar">
        <TableFilter id={filterId} label={filterLabel} value={list.filter} onChange={list.setFilter} />
        {children}
      </div>
      <AdminRowsNotice state={list.state} what={what} emptyText={emptyText} />
    </>
  );
}
