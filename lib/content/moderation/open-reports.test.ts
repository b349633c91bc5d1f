import { fakeDataClient } from './fake-data-client.test-helper';
import { dismissReport, listOpenReports, toReportRow } from './open-reports';

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
