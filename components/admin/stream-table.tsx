'use client';

import Link from 'next/link';
import { useState } from 'react';
import { deleteStream, listStreamRows, publicPathsOfStream, type StreamRow } from '@/lib/content/admin/stream-records';
import { refreshPublicPages } from '@/lib/data/browser-data';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { requireAdminClient } from './admin-client';
import { AdminRowsNotice } from './admin-rows-notice';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { formatMoment } from './record-facts';
import { TableFilter, matchesFilter } from './table-filter';
import { useAdminRows } from './use-admin-rows';

const STATUS_LOOKS: Record<string, string> = { ACTIVE: 'text-bg-success', INACTIVE: 'text-bg-secondary', PENDING: 'text-bg-warning' };

/** Every stream, newest edit first, with a filter, edit links and delete. */
export function StreamTable() {
  const { state, dropRow } = useAdminRows(listStreamRows);
  const [filter, setFilter] = useState('');

  async function remove(row: StreamRow) {
    await deleteStream(await requireAdminClient(), row.id);
    await refreshPublicPages({ tags: [CACHE_TAGS.streams], paths: publicPathsOfStream(row.slug) });
    dropRow(row.id);
  }

  const rows = state.status === 'ready' ? state.rows.filter((row) => matchesFilter(filter, row.title, row.slug, row.status)) : [];
  return (
    <>
      <div className="admin-toolbar">
        <TableFilter id="stream-filter" label="Filter streams" value={filter} onChange={setFilter} />
        <Link className="btn btn-primary" href="/admin/streams/new">
          <i className="bi bi-plus-lg" aria-hidden="true" /> New stream
        </Link>
      </div>
      <AdminRowsNotice state={state} what="streams" emptyText="No streams yet." />
      {state.status === 'ready' && state.rows.length > 0 && (
        <div className="table-responsive admin-table-wrap">
          <table className="table align-middle admin-table">
            <caption>
              {rows.length} of {state.rows.length} streams
            </caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col" className="d-none d-md-table-cell">Flags</th>
                <th scope="col" className="d-none d-lg-table-cell">Ranking</th>
                <th scope="col" className="d-none d-lg-table-cell">Views</th>
                <th scope="col" className="d-none d-xl-table-cell">Last saved</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link href={`/admin/streams/${encodeURIComponent(row.id)}`} className="admin-row-title">
                      {row.title}
                    </Link>
                    <span className="admin-row-sub">/streams/{row.slug}</span>
                  </td>
                  <td>
                    <span className={`badge ${STATUS_LOOKS[row.status] ?? 'text-bg-light'}`}>{row.status || '—'}</span>
                  </td>
                  <td className="d-none d-md-table-cell">
                    {row.featured && <span className="badge text-bg-primary me-1">Featured</span>}
                    {row.isRestricted && <span className="badge text-bg-danger">Restricted</span>}
                  </td>
                  <td className="d-none d-lg-table-cell">{row.ranking || '—'}</td>
                  <td className="d-none d-lg-table-cell">{row.views.toLocaleString('en-US')}</td>
                  <td className="d-none d-xl-table-cell admin-nowrap">{row.updatedAt ? formatMoment(row.updatedAt) : '—'}</td>
                  <td className="text-end">
                    <ConfirmDeleteButton itemName={`“${row.title}”`} onConfirm={() => remove(row)} size="sm" />
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
