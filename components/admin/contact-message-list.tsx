'use client';

import { deleteContactMessage, listContactMessageRows, type ContactMessageRow } from '@/lib/content/inbox/inbox-records';
import { requireAdminClient } from './admin-client';
import { AdminListHead } from './admin-list-head';
import { ClampedText } from './clamped-text';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { countOf, formatMoment } from './record-facts';
import { useAdminRows } from './use-admin-rows';

/** The contact form's messages, newest first, each with a reply link and delete. */
export function ContactMessageList() {
  const list = useAdminRows<ContactMessageRow>({
    load: listContactMessageRows,
    textsOf: (row) => [row.name, row.email, row.subject, row.message],
    remove: async (row) => deleteContactMessage(await requireAdminClient(), row.id),
  });
  const { state, rows } = list;
  return (
    <>
      <AdminListHead list={list} filterId="message-filter" filterLabel="Filter messages" what="messages" emptyText="No messages yet.">
        {state.status === 'ready' && <p className="mb-0 text-muted-theme">{countOf(state.rows.length, 'message')}</p>}
      </AdminListHead>
      <ol className="admin-messages">
        {rows.map((row) => (
          <li key={row.id} className="admin-message">
            <article aria-label={`Message from ${row.name}`}>
              <header className="admin-message-head">
                <div>
                  <h2 className="h6 mb-1 admin-message-subject">{row.subject || '(no subject)'}</h2>
                  <p className="mb-0 small">
                    {row.name} · <a href={`mailto:${row.email}?subject=${encodeURIComponent(`Re: ${row.subject || 'your message'}`)}`}>{row.email}</a>
                    {row.createdAt && <> · {formatMoment(row.createdAt)}</>}
                  </p>
                </div>
                <ConfirmDeleteButton itemName={`the message from ${row.name}`} onConfirm={() => list.deleteRow(row)} size="sm" />
              </header>
              <ClampedText className="admin-message-body" what={`of the message from ${row.name}`}>
                {row.message}
              </ClampedText>
            </article>
          </li>
        ))}
      </ol>
    </>
  );
}
