'use client';

import Link from 'next/link';
import { categoryLabelOf } from '@/lib/content/admin/personality-fields';
import { deletePersonality, listPersonalityRows, publicHrefOfPersonality, publicPathsOfPersonality, type PersonalityRow } from '@/lib/content/admin/personality-records';
import { refreshPublicPages } from '@/lib/data/browser-data';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { requireAdminClient } from './admin-client';
import { AdminRecordTable } from './admin-record-table';

async function removePersonality(row: PersonalityRow) {
  await deletePersonality(await requireAdminClient(), row.id);
  await refreshPublicPages({ tags: [CACHE_TAGS.personalities], paths: publicPathsOfPersonality(publicHrefOfPersonality(row)) });
}

/** Every personality in ranking order, with a filter, edit links and delete. */
export function PersonalityTable() {
  return (
    <AdminRecordTable<PersonalityRow>
      what="personalities"
      filterId="personality-filter"
      filterLabel="Filter personalities"
      newHref="/admin/personalities/new"
      newLabel="New personality"
      emptyText="No personalities yet."
      load={listPersonalityRows}
      textsOf={(row) => [row.name, row.displayName, row.category]}
      remove={removePersonality}
      deleteNameOf={(row) => `“${row.displayName}”`}
      headers={
        <>
          <th scope="col">Name</th>
          <th scope="col" className="d-none d-md-table-cell">Category</th>
          <th scope="col" className="d-none d-md-table-cell">Flags</th>
          <th scope="col" className="d-none d-lg-table-cell">Ranking</th>
          <th scope="col" className="d-none d-lg-table-cell">Followers</th>
        </>
      }
      renderCells={(row) => (
        <>
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
        </>
      )}
    />
  );
}
