import { SearchGate, SearchGateRefusal } from './search-gate';

/** Work that ends when the test says so, recording that it started. */
function heldWork(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: async () => (started.push(name), await done, name), finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the search gate', () => {
  afterEach(() => jest.useRealTimers());

  it('runs as many as allowed, lets the others wait their turn in order, and refuses past the line at once', async () => {
    const gate = new SearchGate({ running: 2, waiting: 2 });
    const started: string[] = [];
    const works = ['a', 'b', 'c', 'd', 'e'].map((name) => heldWork(started, name));
    const deadline = Date.now() + 60_000;
    const results = works.map(({ work }) => gate.run(deadline, work).catch((error: unknown) => error));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(await results[4]).toEqual(new SearchGateRefusal('busy'));

    works[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    works[0]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    works[2]!.finish();
    works[3]!.finish();
    expect(await Promise.all(results.slice(0, 4))).toEqual(['a', 'b', 'c', 'd']);

    // Everything has left: the gate admits at once again, up to its limit.
    const again = [heldWork(started, 'f'), heldWork(started, 'g')];
    const later = again.map(({ work }) => gate.run(deadline, work));
    await settle();
    expect(started.slice(4)).toEqual(['f', 'g']);
    again.forEach(({ finish }) => finish());
    await Promise.all(later);
  });

  it('lets a waiting search give up at its deadline and gives its place in line to the next', async () => {
    jest.useFakeTimers();
    const gate = new SearchGate({ running: 1, waiting: 2 });
    const started: string[] = [];
    const [first, hurried, patient] = ['first', 'hurried', 'patient'].map((name) => heldWork(started, name));
    const running = gate.run(Date.now() + 60_000, first!.work);
    const gaveUp = gate.run(Date.now() + 1_000, hurried!.work).catch((error: unknown) => error);
    const waits = gate.run(Date.now() + 60_000, patient!.work);
    jest.advanceTimersByTime(1_000);
    expect(await gaveUp).toEqual(new SearchGateRefusal('timeout'));

    // Its place is free: one more may wait.
    const another = heldWork(started, 'another');
    const alsoWaits = gate.run(Date.now() + 60_000, another.work);
    first!.finish();
    await running;
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['first', 'patient']);
    patient!.finish();
    await waits;
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['first', 'patient', 'another']);
    another.finish();
    await alsoWaits;
  });

  it('frees its place when the work fails', async () => {
    const gate = new SearchGate({ running: 1, waiting: 0 });
    await expect(gate.run(Date.now() + 1_000, async () => Promise.reject(new Error('statement failed')))).rejects.toThrow('statement failed');
    await expect(gate.run(Date.now() + 1_000, async () => 'next')).resolves.toBe('next');
  });
});
