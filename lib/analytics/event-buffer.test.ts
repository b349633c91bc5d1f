/**
 * SPEC §9's buffer with fake timers and an injected transport: flush interval, batch size, buffer
 * limit, resend limit, retries on 429 and 500 only, backoff, and the flush when the page is hidden.
 */
import type { BufferedEvent, EventStatuses } from './analytics-types';
import { EventBuffer, type DropReason } from './event-buffer';

type Send = { ids: string[]; at: number; isUnloading: boolean };

let sends: Send[];
let drops: { ids: string[]; reason: DropReason }[];
let answer: (events: readonly BufferedEvent[]) => EventStatuses | Promise<EventStatuses>;
let buffer: EventBuffer;
let nextId: number;

const failWith = (status?: number) => () => Promise.reject(Object.assign(new Error(`status ${status}`), { $metadata: { httpStatusCode: status } }));
const acceptAll = () => ({});

function makeBuffer(random = () => 0.999_999) {
  buffer = new EventBuffer({
    random,
    send: async (events, { isUnloading }) => {
      sends.push({ ids: events.map((event) => event.eventId), at: Date.now(), isUnloading });
      return answer(events);
    },
    onDrop: (events, reason) => drops.push({ ids: events.map((event) => event.eventId), reason }),
  });
  buffer.start();
}

function push(count: number): string[] {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const eventId = `e${nextId++}`;
    ids.push(eventId);
    buffer.push({
      eventId,
      eventType: 'page_view',
      timestamp: new Date().toISOString(),
      attributes: {},
      metrics: {},
      session: { Id: 's', StartTimestamp: new Date().toISOString() },
      resendsLeft: buffer.resendLimit,
    });
  }
  return ids;
}

const sentIds = () => sends.flatMap((send) => send.ids);

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
  sends = [];
  drops = [];
  nextId = 1;
  answer = acceptAll;
  makeBuffer();
});

afterEach(() => {
  buffer.stop();
  jest.useRealTimers();
});

describe('the flush interval', () => {
  it('sends buffered events every 5000 ms, not before', async () => {
    const ids = push(3);
    await jest.advanceTimersByTimeAsync(4999);
    expect(sends).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sends).toEqual([{ ids, at: 5000, isUnloading: false }]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(sends).toHaveLength(1);
  });
});

describe('the batch size', () => {
  it('sends at most 100 events per request, one request per interval', async () => {
    push(250);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(sends.map((send) => [send.at, send.ids.length])).toEqual([
      [5000, 100],
      [10_000, 100],
      [15_000, 50],
    ]);
  });
});

describe('the buffer limit', () => {
  it('keeps 1000 events and drops the 1001st, which is never sent', async () => {
    const kept = push(1000);
    const [extra] = push(1);
    expect(buffer.size).toBe(1000);
    expect(drops).toEqual([{ ids: [extra], reason: 'buffer-full' }]);
    await jest.advanceTimersByTimeAsync(10 * 5000);
    expect(sentIds()).toEqual(kept);
  });

  it('takes new events again once sending makes room', async () => {
    push(1000);
    await jest.advanceTimersByTimeAsync(5000);
    expect(buffer.size).toBe(900);
    const [later] = push(1);
    expect(drops).toEqual([]);
    await jest.advanceTimersByTimeAsync(10 * 5000);
    expect(sentIds()).toHaveLength(1001);
    expect(sentIds().at(-1)).toBe(later);
  });
});

describe('retries', () => {
  it.each([429, 500])('resends a batch answered %i after a backoff, ahead of newer events', async (status) => {
    answer = failWith(status);
    const first = push(2);
    await jest.advanceTimersByTimeAsync(5000);
    const newer = push(1);
    answer = acceptAll;
    // First backoff: 1000 ms (with the jitter at its top).
    await jest.advanceTimersByTimeAsync(999);
    expect(sends).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sends.map((send) => [send.at, send.ids])).toEqual([
      [5000, first],
      [6000, [...first, ...newer]],
    ]);
    expect(drops).toEqual([]);
  });

  it.each([400, 403, 404, 413, 502, 503])('does not resend a batch answered %i', async (status) => {
    answer = failWith(status);
    const ids = push(2);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sends).toHaveLength(1);
    expect(drops).toEqual([{ ids, reason: 'failed' }]);
  });

  it('does not resend after a network failure (no status)', async () => {
    answer = failWith(undefined);
    push(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sends).toHaveLength(1);
  });

  it("resends only the events the transport answered 429 or 500, and drops those it refused", async () => {
    const [accepted, throttled, failed, refused] = push(4);
    answer = () => ({ [accepted]: 202, [throttled]: 429, [failed]: 500, [refused]: 400 });
    await jest.advanceTimersByTimeAsync(5000);
    answer = acceptAll;
    await jest.advanceTimersByTimeAsync(1000);
    expect(sends.map((send) => send.ids)).toEqual([[accepted, throttled, failed, refused], [throttled, failed]]);
    expect(drops).toEqual([{ ids: [refused], reason: 'refused' }]);
  });

  it('sends an event at most 1 + 5 times (the resend limit), then drops it', async () => {
    answer = failWith(429);
    const [id] = push(1);
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(sentIds()).toEqual([id, id, id, id, id, id]);
    expect(drops).toEqual([{ ids: [id], reason: 'resend-limit' }]);
  });

  it('doubles the backoff after each failure (1 s, 2 s, 4 s, 8 s …) and caps it at 30 s', async () => {
    answer = failWith(500);
    push(1);
    await jest.advanceTimersByTimeAsync(5000);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      push(1); // a fresh event keeps the retries going past one event's resend limit
      await jest.advanceTimersByTimeAsync(40_000);
    }
    const gaps = sends.slice(1).map((send, index) => send.at - sends[index].at);
    expect(gaps.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000]);
  });

  it('spreads the backoff with jitter between 50 % and 100 %', async () => {
    buffer.stop();
    makeBuffer(() => 0);
    answer = failWith(429);
    push(1);
    await jest.advanceTimersByTimeAsync(5000);
    answer = acceptAll;
    await jest.advanceTimersByTimeAsync(500);
    expect(sends.map((send) => send.at)).toEqual([5000, 5500]);
  });

  it('starts the backoff over after a success', async () => {
    answer = failWith(429);
    push(1);
    await jest.advanceTimersByTimeAsync(5000); // fails: backoff 1 s
    await jest.advanceTimersByTimeAsync(1000); // fails again: backoff 2 s
    answer = acceptAll;
    await jest.advanceTimersByTimeAsync(2000); // accepted
    answer = failWith(429);
    push(1);
    await jest.advanceTimersByTimeAsync(2000); // the next interval fails: backoff 1 s again, not 4 s
    answer = acceptAll;
    await jest.advanceTimersByTimeAsync(1000);
    expect(sends.map((send) => send.at)).toEqual([5000, 6000, 8000, 10_000, 11_000]);
  });
});

describe('flush (the page is hidden)', () => {
  it('sends everything at once in batches of 100, one after another, as unloading requests', async () => {
    push(230);
    await buffer.flush();
    expect(sends.map((send) => [send.at, send.ids.length, send.isUnloading])).toEqual([
      [0, 100, true],
      [0, 100, true],
      [0, 30, true],
    ]);
    expect(buffer.size).toBe(0);
  });

  it('ignores a running backoff, and leaves what must be retried for later', async () => {
    answer = failWith(429);
    const ids = push(150);
    await jest.advanceTimersByTimeAsync(5000);
    expect(buffer.size).toBe(150);
    await buffer.flush();
    // The first flushed batch is throttled again: flushing stops, the events wait for the backoff.
    expect(sends.map((send) => send.ids.length)).toEqual([100, 100]);
    answer = acceptAll;
    await jest.advanceTimersByTimeAsync(30_000);
    expect(new Set(sentIds())).toEqual(new Set(ids));
    expect(buffer.size).toBe(0);
  });

  it('clears what is waiting when told to (opt-out)', async () => {
    push(5);
    buffer.clear();
    await jest.advanceTimersByTimeAsync(5000);
    expect(sends).toEqual([]);
  });
});
