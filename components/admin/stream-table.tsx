'use client';

import Link from 'next/link';
import { deleteStream, listStreamRows, publicPathsOfStream, type StreamRow } from '@/lib/content/admin/stream-records';
import { refreshPublicPages } from '@/lib/data/browser-data';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { requireAdminClient } from './admin-client';
import { AdminRecordTable } from './admin-record-table';
import { formatMoment } from './record-facts';

const STATUS_LOOKS: Record<string, string> = { ACTIVE: 'text-bg-success', INACTIVE: 'text-bg-secondary', PENDING: 'text-bg-warning' };

async function removeStream(row: StreamRow) {
  await deleteStream(await requireAdminClient(), row.id);
  await refreshPublicPages({ tags: [CACHE_TAGS.streams], paths: publicPathsOfStream(row.slug) });
}

/** Every stream, newest edit first, with a filter, edit links and delete. */
export function StreamTable() {
  return (
    <AdminRecordTable<StreamRow>
      what="streams"
      filterId="stream-filter"
      filterLabel="Filter streams"
      newHref="/admin/streams/new"
      newLabel="New stream"
      emptyText="No streams yet."
      load={listStreamRows}
      textsOf={(row) => [row.title, row.slug, row.status]}
      remove={removeStream}
      deleteNameOf={(row) => `“${row.title}”`}
      headers={
        <>
          <th scope="col">Title</th>
          <th scope="col">Status</th>
          <th scope="col" className="d-none d-md-table-cell">Flags</th>
          <th scope="col" className="d-none d-lg-table-cell">Ranking</th>
          <th scope="col" className="d-none d-lg-table-cell">Views</th>
          <th scope="col" className="d-none d-xl-table-cell">Last saved</th>
        </>
      }
      renderCells={(row) => (
        <>
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
        </>
      )}
    />
  );
}
