'use client';

import { countDistinctEmails, deleteSubscription, listSubscriptionRows, type SubscriptionRow } from '@/lib/content/inbox/inbox-records';
import { requireAdminClient } from './admin-client';
import { AdminListHead } from './admin-list-head';
import { AdminTable } from './admin-table';
import { countOf, formatMoment } from './record-facts';
import { useAdminRows } from './use-admin-rows';

/** The footer box's sign-ups, newest first, with delete (a reader asking to be removed). */
export function SubscriptionList() {
  const list = useAdminRows<SubscriptionRow>({
    load: listSubscriptionRows,
    textsOf: (row) => [row.email],
    remove: async (row) => deleteSubscription(await requireAdminClient(), row.id),
  });
  const { state, rows } = list;
  return (
    <>
      <AdminListHead list={list} filterId="subscription-filter" filterLabel="Filter addresses" what="subscriptions" emptyText="Nobody has subscribed yet.">
        {state.status === 'ready' && (
          <p className="mb-0 text-muted-theme">
            {countOf(state.rows.length, 'sign-up')}, {countOf(countDistinctEmails(state.rows), 'different address', 'different addresses')}
          </p>
        )}
      </AdminListHead>
      {rows.length > 0 && (
        <AdminTable
          caption="Newsletter subscriptions, newest first"
          isCaptionHidden
          headers={
            <>
              <th scope="col">E-mail</th>
              <th scope="col" className="d-none d-md-table-cell">Subscribed</th>
            </>
          }
          rows={rows}
          renderCells={(row) => (
            <>
              <td className="text-break">
                <a href={`mailto:${row.email}`}>{row.email}</a>
                <span className="admin-row-sub d-md-none">{row.createdAt ? formatMoment(row.createdAt) : ''}</span>
              </td>
              <td className="d-none d-md-table-cell admin-nowrap">{row.createdAt ? formatMoment(row.createdAt) : '—'}</td>
            </>
          )}
          deleteNameOf={(row) => `the subscription of ${row.email}`}
          onDelete={list.deleteRow}
        />
      )}
    </>
  );
}
