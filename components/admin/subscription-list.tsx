'use client';

import { useState } from 'react';
import { countDistinctEmails, deleteSubscription, listSubscriptionRows } from '@/lib/content/inbox/inbox-records';
import { requireAdminClient } from './admin-client';
import { AdminRowsNotice } from './admin-rows-notice';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { countOf, formatMoment } from './record-facts';
import { TableFilter, matchesFilter } from './table-filter';
import { useAdminRows } from './use-admin-rows';

/** The footer box's sign-ups, newest first, with delete (a reader asking to be removed). */
export function SubscriptionList() {
  const { state, dropRow } = useAdminRows(listSubscriptionRows);
  const [filter, setFilter] = useState('');
  const rows = state.status === 'ready' ? state.rows.filter((row) => matchesFilter(filter, row.email)) : [];
  return (
    <>
      <div className="admin-toolbar">
        <TableFilter id="subscription-filter" label="Filter addresses" value={filter} onChange={setFilter} />
        {state.status === 'ready' && (
          <p className="mb-0 text-muted-theme">
            {countOf(state.rows.length, 'sign-up')}, {countOf(countDistinctEmails(state.rows), 'different address', 'different addresses')}
          </p>
        )}
      </div>
      <AdminRowsNotice state={state} what="subscriptions" emptyText="Nobody has subscribed yet." />
      {rows.length > 0 && (
        <div className="table-responsive admin-table-wrap">
          <table className="table align-middle admin-table">
            <caption className="visually-hidden">Newsletter subscriptions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col" className="d-none d-md-table-cell">Subscribed</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="text-break">
                    <a href={`mailto:${row.email}`}>{row.email}</a>
                    <span className="admin-row-sub d-md-none">{row.createdAt ? formatMoment(row.createdAt) : ''}</span>
                  </td>
                  <td className="d-none d-md-table-cell admin-nowrap">{row.createdAt ? formatMoment(row.createdAt) : '—'}</td>
                  <td className="text-end">
                    <ConfirmDeleteButton
                      itemName={`the subscription of ${row.email}`}
                      onConfirm={async () => {
                        await deleteSubscription(await requireAdminClient(), row.id);
                        dropRow(row.id);
                      }}
                      size="sm"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
