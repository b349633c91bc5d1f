import type { BrowserDataClient } from '@/lib/data/browser-data';
import { listHiddenRecords, type HiddenRow } from './hidden-records';
import { loadRecordDescription, type LiveRecord } from './load-record-description';
import { groupReports, listOpenReports, type ReportRow } from './open-reports';
import type { Page } from './read-page';
import { listBansAwaitingCheck, listReportsAwaitingCheck, type WaitingRecord } from './verification-queue';

/** A reported record as the server found it: null when it is gone from its public table. */
export type FirstLiveRecord = { recordKey: string; live: LiveRecord | null };

/**
 * /admin/moderation's first view, read on the server as the moderator (lib/data/signed-in-data.ts)
 * with the same readers the queue uses in the browser: the first page of each list and the
 * reported records of the first page of reports. A part that could not be read is null (a record
 * left out): the queue reads it in the browser as before.
 */
export type ModerationFirstView = {
  reports: Page<ReportRow> | null;
  liveRecords: FirstLiveRecord[];
  hidden: Page<HiddenRow> | null;
  bansWaiting: Page<WaitingRecord> | null;
  reportsWaiting: Page<WaitingRecord> | null;
};

const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

export async function loadModerationFirstView(client: BrowserDataClient): Promise<ModerationFirstView> {
  const [reports, hidden, bansWaiting, reportsWaiting] = await Promise.all([
    orNull(listOpenReports(client, null)),
    orNull(listHiddenRecords(client, null)),
    orNull(listBansAwaitingCheck(client, null)),
    orNull(listReportsAwaitingCheck(client, null)),
  ]);
  const found = await Promise.all(
    groupReports(reports?.items ?? []).map((group) =>
      orNull(loadRecordDescription(client, group.model, group.recordId).then((live): FirstLiveRecord => ({ recordKey: group.recordKey, live }))),
    ),
  );
  const liveRecords = found.filter((record): record is FirstLiveRecord => record !== null);
  return { reports, liveRecords, hidden, bansWaiting, reportsWaiting };
}
