import { fakeDataClient } from './fake-data-client.test-helper';
import { listMyHiddenRecords } from './my-hidden-records';

const hidden = (id: string, record: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  id,
  model: id.split('#')[0],
  recordId: id.split('#')[1],
  record: JSON.stringify(record),
  reason: 'Impersonation',
  hiddenBy: 'sub-mod::mod',
  hiddenAt: '2026-11-20T10:00:00.000Z',
  cascadeOf: null,
  profileId: 'p1',
  ...changes,
});

describe('the creator’s own hidden records', () => {
  it('are read by the profile id of the caller’s profile', async () => {
    const { client, calls } = fakeDataClient({
      'Profile.listProfileByUserId': () => ({ data: [{ id: 'p1', userId: 'sub-1' }], nextToken: null }),
      'HiddenRecord.listHiddenRecordByProfileId': () => ({ data: [hidden('Brief#b1', { title: 'Planted' })], nextToken: null }),
    });
    const rows = await listMyHiddenRecords(client, 'sub-1');
    expect(rows.map((row) => [row.model, row.record.title, row.reason])).toEqual([['Brief', 'Planted', 'Impersonation']]);
    expect(calls.map((call) => call.op)).toEqual(['Profile.listProfileByUserId', 'HiddenRecord.listHiddenRecordByProfileId']);
    expect(calls[1].args[0]).toEqual({ profileId: 'p1' });
  });

  it('find a hidden profile among the hidden records, and only the caller’s own', async () => {
    const { client, calls } = fakeDataClient({
      'Profile.listProfileByUserId': () => ({ data: [], nextToken: null }),
      'HiddenRecord.list': () => ({
        data: [hidden('Profile#p1', { id: 'p1', userId: 'sub-1', username: 'me' }), hidden('Profile#p9', { id: 'p9', userId: 'someone-else' }, { profileId: 'p9' })],
        nextToken: null,
      }),
      'HiddenRecord.listHiddenRecordByProfileId': () => ({ data: [hidden('Profile#p1', { id: 'p1', userId: 'sub-1', username: 'me' })], nextToken: null }),
    });
    const rows = await listMyHiddenRecords(client, 'sub-1');
    expect(rows.map((row) => row.id)).toEqual(['Profile#p1']);
    expect(calls.filter((call) => call.op === 'HiddenRecord.listHiddenRecordByProfileId').map((call) => call.args[0])).toEqual([{ profileId: 'p1' }]);
  });

  it('are none for a creator without a profile or hidden records', async () => {
    const { client } = fakeDataClient({
      'Profile.listProfileByUserId': () => ({ data: [], nextToken: null }),
      'HiddenRecord.list': () => ({ data: [], nextToken: null }),
    });
    expect(await listMyHiddenRecords(client, 'sub-1')).toEqual([]);
  });
});
