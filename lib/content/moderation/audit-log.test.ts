import { listAuditEntries } from './audit-log';
import { fakeDataClient } from './fake-data-client.test-helper';

describe('the audit log', () => {
  it('is read newest first from the one moderation partition', async () => {
    const entry = { id: 'a1', at: '2026-11-20T10:00:00.000Z', action: 'HIDE', model: 'Brief', recordId: 'b1', reason: 'Impersonation', detail: null, moderatorSub: 'sub-1' };
    const { client, calls } = fakeDataClient({ 'ModerationAction.listModerationActionByLogAndAt': () => ({ data: [entry], nextToken: 'more' }) });
    const page = await listAuditEntries(client, 'token');
    expect(calls[0].args[0]).toEqual({ log: 'moderation' });
    expect(calls[0].args[1]).toMatchObject({ sortDirection: 'DESC', nextToken: 'token' });
    expect(calls[0].args[1]).toMatchObject({ selectionSet: expect.arrayContaining(['moderatorSub']) });
    expect(page).toEqual({ items: [entry], nextToken: 'more' });
  });
});
