'use client';

import { useState } from 'react';
import { deleteContactMessage, listContactMessageRows } from '@/lib/content/inbox/inbox-records';
import { requireAdminClient } from './admin-client';
import { AdminRowsNotice } from './admin-rows-notice';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { countOf, formatMoment } from './record-facts';
import { TableFilter, matchesFilter } from './table-filter';
import { useAdminRows } from './use-admin-rows';

/** The contact form's messages, newest first, each with a reply link and delete. */
export function ContactMessageList() {
  const { state, dropRow } = useAdminRows(listContactMessageRows);
  const [filter, setFilter] = useState('');
  const rows = state.status === 'ready' ? state.rows.filter((row) => matchesFilter(filter, row.name, row.email, row.subject, row.message)) : [];
  return (
    <>
      <div className="admin-toolbar">
        <TableFilter id="message-filter" label="Filter messages" value={filter} onChange={setFilter} />
        {state.status === 'ready' && <p className="mb-0 text-muted-theme">{countOf(state.rows.length, 'message')}</p>}
      </div>
      <AdminRowsNotice state={state} what="messages" emptyText="No messages yet." />
      <ol className="admin-messages">
        {rows.map((row) => (
          <li key={row.id} className="admin-message">
            <article aria-label={`Message from ${row.name}`}>
              <header className="admin-message-head">
                <div>
                  <h2 className="h6 mb-1">{row.subject || '(no subject)'}</h2>
                  <p className="mb-0 small">
                    {row.name} · <a href={`mailto:${row.email}?subject=${encodeURIComponent(`Re: ${row.subject || 'your message'}`)}`}>{row.email}</a>
                    {row.createdAt && <> · {formatMoment(row.createdAt)}</>}
                  </p>
                </div>
                <ConfirmDeleteButton
                  itemName={`the message from ${row.name}`}
                  onConfirm={async () => {
                    await deleteContactMessage(await requireAdminClient(), row.id);
                    dropRow(row.id);
                  }}
                  size="sm"
                />
              </header>
              <p className="admin-message-body">{row.message}</p>
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
