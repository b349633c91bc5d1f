'use client';

import { useState } from 'react';
import { accountIdOf } from '@/amplify/data/moderation/staff-names';
import { requireAdminClient } from '@/components/admin/admin-client';
import { FormStatus, type StatusMessage } from '@/components/forms/form-status';
import { describeRecord } from '@/lib/content/moderation/describe-record';
import { hideRecord, listHiddenRecords, restoreRecord, type HiddenRow } from '@/lib/content/moderation/hidden-records';
import { loadProfileUsername, type LiveRecord } from '@/lib/content/moderation/load-record-description';
import { MODEL_LABELS } from '@/lib/content/moderation/moderated-models';
import type { ModerationFirstView } from '@/lib/content/moderation/moderation-first-view';
import { moderationRefresh } from '@/lib/content/moderation/moderation-refresh';
import { dismissReport, groupReports, listOpenReports, type ReportGroup } from '@/lib/content/moderation/open-reports';
import { refreshPublicPages } from '@/lib/data/browser-data';
import { HiddenRecordItem } from './hidden-record-item';
import { NewArrivalsBar } from './new-arrivals-bar';
import { PagedListFrame } from './paged-list-frame';
import { ReportCard } from './report-card';
import { QUEUE_ARRIVALS, useLiveArrivals } from './use-live-arrivals';
import { liveRecordStateOf, type LiveRecordState } from './use-live-record';
import { usePagedList } from './use-paged-list';
import { VerificationQueue } from './verification-queue';

/** The username a ban or shadowban report is shown under, for its profile page's refresh. */
async function usernameFor(row: HiddenRow): Promise<string | null> {
  if ((row.model !== 'PlatformBan' && row.model !== 'ShadowbanExperience') || !row.profileId) return null;
  return loadProfileUsername(await requireAdminClient(), row.profileId).catch(() => null);
}

/**
 * /admin/moderation: the open reports, oldest first, each with Hide and Dismiss; the records whose
 * evidence waits to be checked; below, the hidden records with Restore. Every act refreshes the public pages it changed at once (the same route
 * a creator's save calls), and one live region says what was done. Reports sent while the page is
 * open are counted (onReportRecord) and shown when the moderator asks. `firstView`, when the
 * server read it as the moderator, is shown at once; what it lacks is read in the browser.
 */
export function ModerationQueue({ firstView = null }: { firstView?: ModerationFirstView | null }) {
  const reports = usePagedList(listOpenReports, firstView?.reports ?? null);
  const arrivals = useLiveArrivals(QUEUE_ARRIVALS.reports);
  const hidden = usePagedList(listHiddenRecords, firstView?.hidden ?? null);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  // Who hid the first view's hidden records, by account id, as the server named them.
  const [firstStaffNames] = useState<ReadonlyMap<string, string | null>>(() => new Map((firstView?.staffNames ?? []).map(({ sub, name }) => [sub, name])));
  // The reported records the server looked up, by record key; dropped when the queue is read again.
  const [firstLive, setFirstLive] = useState<ReadonlyMap<string, LiveRecordState>>(
    () => new Map((firstView?.liveRecords ?? []).map(({ recordKey, live }) => [recordKey, liveRecordStateOf(live)])),
  );

  async function hide(group: ReportGroup, live: LiveRecord | null, reason: string) {
    const row = await hideRecord(await requireAdminClient(), { model: group.model, id: group.recordId }, reason);
    // The server closed every open report about the record, so the queue drops them all.
    reports.removeWhere((other) => other.recordKey === group.recordKey);
    hidden.prepend(row);
    await refreshPublicPages(moderationRefresh(row.model, row.record, live?.profileUsername));
    setStatus({ tone: 'info', message: `Hidden: ${MODEL_LABELS[row.model]} “${describeRecord(row.model, row.record).name}”. It is off the public pages; its owner sees why.` });
  }

  async function dismiss(group: ReportGroup, name: string, reason: string) {
    const client = await requireAdminClient();
    for (const report of group.reports) {
      await dismissReport(client, report.id, reason);
      reports.removeWhere((other) => other.id === report.id);
    }
    const what = group.reports.length === 1 ? 'a report' : `${group.reports.length} reports`;
    setStatus({ tone: 'info', message: `Dismissed ${what} about ${MODEL_LABELS[group.model]} “${name}”. The record stays public.` });
  }

  async function restore(row: HiddenRow, reason: string) {
    await restoreRecord(await requireAdminClient(), row, reason);
    // A restored profile brings back what was hidden with it.
    hidden.removeWhere((other) => other.id === row.id || other.cascadeOf === row.id);
    await refreshPublicPages(moderationRefresh(row.model, row.record, await usernameFor(row)));
    setStatus({ tone: 'info', message: `Restored: ${MODEL_LABELS[row.model]} “${describeRecord(row.model, row.record).name}” is public again.` });
  }

  return (
    <>
      <FormStatus id="moderation-status" status={status} />
      <section className="moderation-section" aria-labelledby="open-reports-heading">
        <h3 id="open-reports-heading" className="h5">
          Open reports
        </h3>
        <p className="text-muted-theme small">Oldest first, one card per record. Hiding a record closes every open report about it.</p>
        <NewArrivalsBar
          count={arrivals.count}
          one="report"
          many="reports"
          onShow={() => {
            arrivals.clear();
            setFirstLive(new Map());
            reports.reload();
          }}
        />
        <PagedListFrame list={reports} what="reports" emptyText="No open reports. Nothing is waiting for a decision.">
          <ol className="admin-messages">
            {reports.state.status === 'ready' &&
              groupReports(reports.state.items).map((group) => (
                <li key={group.recordKey}>
                  <ReportCard group={group} onHide={hide} onDismiss={dismiss} firstLive={firstLive.get(group.recordKey)} />
                </li>
              ))}
          </ol>
        </PagedListFrame>
      </section>
      <VerificationQueue firstBans={firstView?.bansWaiting} firstReports={firstView?.reportsWaiting} />
      <section className="moderation-section" aria-labelledby="hidden-records-heading">
        <h3 id="hidden-records-heading" className="h5">
          Hidden records
        </h3>
        <p className="text-muted-theme small">Off every public page, kept as they were. Their owners see the reason on /me.</p>
        <PagedListFrame list={hidden} what="hidden records" emptyText="Nothing is hidden.">
          <ol className="admin-messages">
            {hidden.state.status === 'ready' &&
              hidden.state.items.map((row) => (
                <li key={row.id}>
                  <HiddenRecordItem row={row} onRestore={restore} staffName={firstStaffNames.get(accountIdOf(row.hiddenBy))} />
                </li>
              ))}
          </ol>
        </PagedListFrame>
      </section>
    </>
  );
}
