import { recordViewOnce, VIEWED_TODAY_KEY, VISITOR_ID_KEY, type SendRecordView } from './record-view-once';
import type { KeyValueStore } from './view-storage';

function memoryStorage(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const brief = { model: 'Brief' as const, id: 'brief-1', slug: 'on-discipline' };
const at = (iso: string) => () => new Date(iso);

describe('counting a visitor’s view once a day', () => {
  it('sends the first view with a lasting visitor id and nothing on a reload the same day', async () => {
    const storage = memoryStorage();
    const send = jest.fn<ReturnType<SendRecordView>, Parameters<SendRecordView>>(async () => ({ counted: true }));
    expect(await recordViewOnce(brief, { storage, send, now: at('2025-03-01T08:00:00Z') })).toBe('counted');
    expect(await recordViewOnce(brief, { storage, send, now: at('2025-03-01T23:00:00Z') })).toBe('skipped');
    expect(send).toHaveBeenCalledTimes(1);
    const visitorId = storage.values.get(VISITOR_ID_KEY);
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(send).toHaveBeenCalledWith({ model: 'Brief', id: 'brief-1', visitorId });
  });

  it('sends again the next day, with the same visitor id', async () => {
    const storage = memoryStorage();
    const send = jest.fn(async () => ({ counted: true }));
    await recordViewOnce(brief, { storage, send, now: at('2025-03-01T08:00:00Z') });
    expect(await recordViewOnce(brief, { storage, send, now: at('2025-03-02T08:00:00Z') })).toBe('counted');
    expect(send.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      expect.objectContaining({ visitorId: storage.values.get(VISITOR_ID_KEY) }),
      expect.objectContaining({ visitorId: storage.values.get(VISITOR_ID_KEY) }),
    ]);
    expect(JSON.parse(storage.values.get(VIEWED_TODAY_KEY)!)).toEqual({ day: '2025-03-02', keys: ['Brief/on-discipline'] });
  });

  it('sends once when the counter mounts twice at the same moment', async () => {
    const storage = memoryStorage();
    const send = jest.fn(async () => ({ counted: true }));
    const outcomes = await Promise.all([recordViewOnce(brief, { storage, send }), recordViewOnce(brief, { storage, send })]);
    expect(outcomes.sort()).toEqual(['counted', 'skipped']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps briefs and streams apart', async () => {
    const storage = memoryStorage();
    const send = jest.fn(async () => ({ counted: true }));
    await recordViewOnce(brief, { storage, send });
    expect(await recordViewOnce({ model: 'Stream', id: 'stream-1', slug: 'on-discipline' }, { storage, send })).toBe('counted');
  });

  it('tries again on the next visit when the call failed, and reports a server-side duplicate', async () => {
    const storage = memoryStorage();
    const failing = jest.fn(async () => {
      throw new Error('offline');
    });
    expect(await recordViewOnce(brief, { storage, send: failing })).toBe('failed');
    const duplicate = jest.fn(async () => ({ counted: false }));
    expect(await recordViewOnce(brief, { storage, send: duplicate })).toBe('already-counted');
    expect(await recordViewOnce(brief, { storage, send: duplicate })).toBe('skipped');
  });

  it('replaces a stored visitor id or list that is not ours', async () => {
    const storage = memoryStorage();
    storage.setItem(VISITOR_ID_KEY, 'bad id!');
    storage.setItem(VIEWED_TODAY_KEY, '{not json');
    const send = jest.fn(async () => ({ counted: true }));
    expect(await recordViewOnce(brief, { storage, send })).toBe('counted');
    expect(storage.values.get(VISITOR_ID_KEY)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
