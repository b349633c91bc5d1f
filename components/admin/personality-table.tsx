'use client';

import Link from 'next/link';
import { useState } from 'react';
import { categoryLabelOf } from '@/lib/content/admin/personality-fields';
import { deletePersonality, listPersonalityRows, publicHrefOfPersonality, publicPathsOfPersonality, type PersonalityRow } from '@/lib/content/admin/personality-records';
import { refreshPublicPages } from '@/lib/data/browser-data';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { requireAdminClient } from './admin-client';
import { AdminRowsNotice } from './admin-rows-notice';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { TableFilter, matchesFilter } from './table-filter';
import { useAdminRows } from './use-admin-rows';

/** Every personality in ranking order, with a filter, edit links and delete. */
export function PersonalityTable() {
  const { state, dropRow } = useAdminRows(listPersonalityRows);
  const [filter, setFilter] = useState('');

  async function remove(row: PersonalityRow) {
    await deletePersonality(await requireAdminClient(), row.id);
    await refreshPublicPages({ tags: [CACHE_TAGS.personalities], paths: publicPathsOfPersonality(publicHrefOfPersonality(row.id, row.name, [])) });
    dropRow(row.id);
  }

  const rows = state.status === 'ready' ? state.rows.filter((row) => matchesFilter(filter, row.name, row.displayName, row.category)) : [];
  return (
    <>
      <div className="admin-toolbar">
        <TableFilter id="personality-filter" label="Filter personalities" value={filter} onChange={setFilter} />
        <Link className="btn btn-primary" href="/admin/personalities/new">
          <i className="bi bi-plus-lg" aria-hidden="true" /> New personality
        </Link>
      </div>
      <AdminRowsNotice state={state} what="personalities" emptyText="No personalities yet." />
      {state.status === 'ready' && state.rows.length > 0 && (
        <div className="table-responsive admin-table-wrap">
          <table className="table align-middle admin-table">
            <caption>
              {rows.length} of {state.rows.length} personalities
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="d-none d-md-table-cell">Category</th>
                <th scope="col" className="d-none d-md-table-cell">Flags</th>
                <th scope="col" className="d-none d-lg-table-cell">Ranking</th>
                <th scope="col" className="d-none d-lg-table-cell">Followers</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link href={`/admin/personalities/${encodeURIComponent(row.id)}`} className="admin-row-title">
                      {row.displayName}
                    </Link>
                    {row.displayName !== row.name && <span className="admin-row-sub">{row.name}</span>}
                  </td>
                  <td className="d-none d-md-table-cell">{row.category ? categoryLabelOf(row.category) : '—'}</td>
                  <td className="d-none d-md-table-cell">
                    {row.verified && <span className="badge text-bg-info me-1">Verified</span>}
                    {row.featured && <span className="badge text-bg-primary me-1">Featured</span>}
                    {!row.active && <span className="badge text-bg-secondary">Inactive</span>}
                  </td>
                  <td className="d-none d-lg-table-cell">{row.ranking ?? '—'}</td>
                  <td className="d-none d-lg-table-cell">{row.followerCount.toLocaleString('en-US')}</td>
                  <td className="text-end">
                    <ConfirmDeleteButton itemName={`“${row.displayName}”`} onConfirm={() => remove(row)} size="sm" />
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
