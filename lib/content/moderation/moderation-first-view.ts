import { accountIdOf, STAFF_NAMES_PER_CALL, type StaffName } from '@/amplify/data/moderation/staff-names';
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
 * reported records of the first page of reports, and who hid the first page's hidden records. A part that could not be read is null (a record
 * left out): the queue reads it in the browser as before.
 */
export type ModerationFirstView = {
  reports: Page<ReportRow> | null;
  liveRecords: FirstLiveRecord[];
  hidden: Page<HiddenRow> | null;
  bansWaiting: Page<WaitingRecord> | null;
  reportsWaiting: Page<WaitingRecord> | null;
  /** The names of the staff who hid the first page's hidden records (staffNames), so the queue need not ask. */
  staffNames: StaffName[];
};

const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

/** Who hid these records, named as the queue's StaffName would ask; none on a failure (the queue asks then). */
async function readStaffNames(client: BrowserDataClient, hidden: Page<HiddenRow> | null): Promise<StaffName[]> {
  const subs = [...new Set((hidden?.items ?? []).map((row) => accountIdOf(row.hiddenBy)))];
  const calls = [];
  for (let start = 0; start < subs.length; start += STAFF_NAMES_PER_CALL) {
    calls.push(
      client.queries.staffNames({ subs: subs.slice(start, start + STAFF_NAMES_PER_CALL) }).then(({ data, errors }) => {
        if (errors?.length) throw new Error(errors[0].message);
        return (data ?? []).flatMap((entry) => (entry ? [{ sub: entry.sub, name: entry.name ?? null }] : []));
      }),
    );
  }
  return (await Promise.all(calls.map((call) => call.catch(() => [])))).flat();
}

export async function loadModerationFirstView(client: BrowserDataClient): Promise<ModerationFirstView> {
  const [reports, hidden, bansWaiting, reportsWaiting] = await Promise.all([
    orNull(listOpenReports(client, null)),
    orNull(listHiddenRecords(client, null)),
    orNull(listBansAwaitingCheck(client, null)),
    orNull(listReportsAwaitingCheck(client, null)),
  ]);
  const [found, staffNames] = await Promise.all([
    Promise.all(
      groupReports(reports?.items ?? []).map((group) =>
        orNull(loadRecordDescription(client, group.model, group.recordId).then((live): FirstLiveRecord => ({ recordKey: group.recordKey, live }))),
      ),
    ),
    readStaffNames(client, hidden),
  ]);
  const liveRecords = found.filter((record): record is FirstLiveRecord => record !== null);
  return { reports, liveRecords, hidden, bansWaiting, reportsWaiting, staffNames };
}
