import { fakeDataClient } from './fake-data-client.test-helper';
import { hideRecord, listHiddenRecords, parseStoredRecord, restoreRecord, toHiddenRow, type HiddenWire } from './hidden-records';

const wire = (changes: Partial<HiddenWire> = {}): HiddenWire => ({
  id: 'Brief#b1',
  model: 'Brief',
  recordId: 'b1',
  record: JSON.stringify({ id: 'b1', title: 'Planted brief', slug: 'planted-brief' }),
  reason: 'Impersonation',
  hiddenBy: 'sub-mod::mod',
  hiddenAt: '2026-11-20T10:00:00.000Z',
  cascadeOf: null,
  profileId: 'p1',
  ...changes,
});

describe('hidden records as rows', () => {
  it('read the stored copy whether the wire sends JSON text or an object', () => {
    expect(parseStoredRecord('{"id":"b1"}')).toEqual({ id: 'b1' });
    expect(parseStoredRecord({ id: 'b1' })).toEqual({ id: 'b1' });
    expect(parseStoredRecord('not json')).toEqual({});
    expect(parseStoredRecord('[1]')).toEqual({});
    expect(parseStoredRecord(null)).toEqual({});
  });

  it('keep what the page shows and drop a model the site does not know', () => {
    expect(toHiddenRow(wire())).toMatchObject({ model: 'Brief', recordId: 'b1', record: { title: 'Planted brief' }, reason: 'Impersonation', cascadeOf: null });
    expect(toHiddenRow(wire({ model: 'Comment' }))).toBeNull();
  });
});

describe('listing, hiding and restoring', () => {
  it('lists a page of hidden records, newest first, with the next page’s token', async () => {
    const older = wire({ id: 'Brief#old', hiddenAt: '2026-11-01T00:00:00.000Z' });
    const { client, calls } = fakeDataClient({ 'HiddenRecord.list': () => ({ data: [older, wire()], nextToken: 'next' }) });
    const page = await listHiddenRecords(client, 'token-1');
    expect(page.items.map((row) => row.id)).toEqual(['Brief#b1', 'Brief#old']);
    expect(page.nextToken).toBe('next');
    expect(calls[0].args[0]).toMatchObject({ limit: 20, nextToken: 'token-1' });
  });

  it('hides with a trimmed reason and answers the hidden record', async () => {
    const { client, calls } = fakeDataClient({ 'mutations.hideRecord': () => ({ data: wire() }) });
    const row = await hideRecord(client, { model: 'Brief', id: 'b1' }, '  Impersonation ');
    expect(calls[0].args[0]).toEqual({ model: 'Brief', id: 'b1', reason: 'Impersonation' });
    expect(row.record.slug).toBe('planted-brief');
  });

  it('passes on the server’s refusal in a sentence', async () => {
    const { client } = fakeDataClient({ 'mutations.restoreRecord': () => ({ data: null, errors: [{ message: 'Brief b1 is not hidden.' }] }) });
    await expect(restoreRecord(client, { model: 'Brief', recordId: 'b1' }, 'appeal')).rejects.toThrow('Could not restore the record: Brief b1 is not hidden.');
  });
});
