import { fakeDataClient } from './fake-data-client.test-helper';
import { dismissReport, groupReports, listOpenReports, toReportRow, type ReportRow } from './open-reports';

const report = { id: 'r1', model: 'Brief', recordId: 'b1', recordKey: 'Brief#b1', reason: 'Not theirs', contactEmail: '', createdAt: '2026-11-20T10:00:00.000Z' };

describe('the open reports', () => {
  it('are read oldest first from the status index, a page at a time', async () => {
    const { client, calls } = fakeDataClient({ 'RecordReport.listRecordReportByStatusAndCreatedAt': () => ({ data: [report], nextToken: null }) });
    const page = await listOpenReports(client, null);
    expect(calls[0].args[0]).toEqual({ status: 'OPEN' });
    expect(calls[0].args[1]).toMatchObject({ sortDirection: 'ASC', limit: 20, nextToken: undefined });
    expect(page).toEqual({ items: [{ ...report, contactEmail: null }], nextToken: null });
  });

  it('leave out a report about a model the site does not know', () => {
    expect(toReportRow({ ...report, model: null })).toBeNull();
  });

  it('are dismissed with the reason', async () => {
    const { client, calls } = fakeDataClient({ 'mutations.dismissReport': () => ({ data: { id: 'r1' } }) });
    await dismissReport(client, 'r1', ' Not a breach ');
    expect(calls[0].args[0]).toEqual({ id: 'r1', reason: 'Not a breach' });
  });
});

describe('the queue shows one card per reported record', () => {
  const row = (id: string, recordId: string): ReportRow => ({
    id,
    model: 'Brief',
    recordId,
    recordKey: `Brief#${recordId}`,
    reason: `reason ${id}`,
    contactEmail: null,
    createdAt: `2026-01-0${id}T00:00:00.000Z`,
  });

  it('groups repeat reports under the record first reported, keeping their order', () => {
    const groups = groupReports([row('1', 'a'), row('2', 'b'), row('3', 'a'), row('4', 'a')]);
    expect(groups.map((group) => [group.recordKey, group.reports.map((report) => report.id)])).toEqual([
      ['Brief#a', ['1', '3', '4']],
      ['Brief#b', ['2']],
    ]);
  });

  it('does not mistake an inherited name for a record', () => {
    expect(groupReports([row('1', 'constructor'), row('2', '__proto__')]).map((group) => group.recordId)).toEqual(['constructor', '__proto__']);
  });
});
