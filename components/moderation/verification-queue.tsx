'use client';

import Link from 'next/link';
import type { Page } from '@/lib/content/moderation/read-page';
import { listBansAwaitingCheck, listReportsAwaitingCheck, type WaitingRecord } from '@/lib/content/moderation/verification-queue';
import { PagedListFrame } from './paged-list-frame';
import { usePagedList, type PagedList } from './use-paged-list';

/**
 * A record waiting to be checked. Its links are not prefetched: a moderator opens one of up to a
 * page of permalinks, and prefetching them all would read and decode each while the queue loads.
 */
function WaitingItem({ record }: { record: WaitingRecord }) {
  const { excerpt } = record.context;
  return (
    <article className="admin-message moderation-waiting" aria-label={`Waiting to be checked: ${record.name}`}>
      <h5 className="h6 mb-1">{record.href ? <Link href={record.href} prefetch={false}>{record.name}</Link> : record.name}</h5>
      <p className="mb-0 small">
        {record.evidenceItems === 1 ? '1 evidence item' : `${record.evidenceItems} evidence items`} · Evidence attached
      </p>
      {excerpt ? <p className="mb-0 small text-muted-theme moderation-record-excerpt">“{excerpt}”</p> : null}
      {record.href ? (
        <p className="mb-0 small moderation-waiting-action">
          <Link href={`${record.href}#evidence`} prefetch={false}>Check the evidence and record a step</Link>
        </p>
      ) : null}
    </article>
  );
}

function WaitingList({ list, what }: { list: PagedList<WaitingRecord>; what: string }) {
  return (
    <PagedListFrame list={list} what={what} emptyText={`No ${what} are waiting.`}>
      <ol className="admin-messages">
        {list.state.status === 'ready' &&
          list.state.items.map((record) => (
            <li key={record.id}>
              <WaitingItem record={record} />
            </li>
          ))}
      </ol>
    </PagedListFrame>
  );
}

/**
 * Records whose creator attached evidence that no moderator has checked: each opens its permalink,
 * where the verification panel corroborates, confirms or disputes it with the evidence in view.
 * The first pages come from the server's first view when it read them.
 */
export function VerificationQueue({ firstBans = null, firstReports = null }: { firstBans?: Page<WaitingRecord> | null; firstReports?: Page<WaitingRecord> | null }) {
  const bans = usePagedList(listBansAwaitingCheck, firstBans);
  const reports = usePagedList(listReportsAwaitingCheck, firstReports);
  return (
    <section className="moderation-section" aria-labelledby="waiting-records-heading">
      <h3 id="waiting-records-heading" className="h5">
        Waiting to be checked
      </h3>
      <p className="text-muted-theme small">Records with evidence attached and no moderator’s step yet. Open one to check its evidence.</p>
      <h4 className="h6">Bans</h4>
      <WaitingList list={bans} what="bans" />
      <h4 className="h6 mt-3">Shadowban reports</h4>
      <WaitingList list={reports} what="shadowban reports" />
    </section>
  );
}
