'use client';

import { ClampedText } from '@/components/admin/clamped-text';
import { formatMoment } from '@/components/admin/record-facts';
import { ACTION_LABELS, listAuditEntries } from '@/lib/content/moderation/audit-log';
import { modelLabelOf } from '@/lib/content/moderation/moderated-models';
import { PagedListFrame } from './paged-list-frame';
import { StaffName } from './staff-name';
import { usePagedList } from './use-paged-list';

/** /admin/audit: every moderation act, newest first, a page at a time. */
export function AuditLogTable() {
  const log = usePagedList(listAuditEntries);
  return (
    <PagedListFrame list={log} what="entries" emptyText="No moderation acts yet.">
      <div className="admin-table-wrap table-responsive">
        <table className="table admin-table moderation-audit">
          <caption>Newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {log.state.status === 'ready' &&
              log.state.items.map((entry) => (
                <tr key={entry.id}>
                  <td className="admin-nowrap">{formatMoment(entry.at)}</td>
                  <td className="moderation-audit-who">
                    <StaffName account={entry.moderatorSub} />
                  </td>
                  <td>
                    {ACTION_LABELS[entry.action] ?? entry.action} {modelLabelOf(entry.model).toLowerCase()}
                    <span className="admin-row-sub">{entry.recordId}</span>
                  </td>
                  <td className="moderation-audit-why">
                    {entry.reason ? (
                      <ClampedText className="moderation-reason-text mb-0" what={`of the reason given ${formatMoment(entry.at)}`}>
                        {entry.reason}
                      </ClampedText>
                    ) : (
                      <span className="text-muted-theme">—</span>
                    )}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </PagedListFrame>
  );
}
