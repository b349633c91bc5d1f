import { createAdmissionGate, type AdmissionOptions, type Release } from './admission-gate';
import { laneOf } from './request-lanes';

/** Timers run by hand: `elapse()` fires every pending one. */
function manualTimers() {
  const pending = new Set<() => void>();
  return {
    setTimer: (run: () => void) => {
      pending.add(run);
      return { cancel: () => pending.delete(run) };
    },
    elapse: () => {
      const due = [...pending];
      pending.clear();
      for (const run of due) run();
    },
    pendingCount: () => pending.size,
  };
}

function gateWith(overrides: Partial<AdmissionOptions> = {}) {
  const timers = manualTimers();
  const gate = createAdmissionGate({
    maxActive: 2,
    maxWaitMs: 1000,
    lanes: { page: { maxActive: 2, maxQueued: 3 }, search: { maxActive: 1, maxQueued: 3 }, export: { maxActive: 1, maxQueued: 1 } },
    setTimer: timers.setTimer,
    ...overrides,
  });
  return { gate, timers };
}

const admitted = async (promise: Promise<Release | null>): Promise<Release> => {
  const release = await promise;
  if (!release) throw new Error('expected the request to be admitted');
  return release;
};

describe('the site admission gate', () => {
  it('admits up to the limit at once, queues the rest in order, and lets each in as a place frees', async () => {
    const { gate } = gateWith();
    const first = await admitted(gate.admit('page'));
    await admitted(gate.admit('page'));
    const order: string[] = [];
    const third = gate.admit('page').then((release) => (order.push('third'), release));
    const fourth = gate.admit('page').then((release) => (order.push('fourth'), release));
    expect(gate.figures().page).toEqual({ active: 2, queued: 2, refused: 0 });
    first();
    first(); // a second release of the same place frees nothing more
    await admitted(third);
    expect(order).toEqual(['third']);
    expect(gate.figures().page).toEqual({ active: 2, queued: 1, refused: 0 });
    void fourth;
  });

  it('keeps a slow lane within its own places, so pages still get in while searches wait', async () => {
    const { gate } = gateWith({ maxActive: 3, lanes: { page: { maxActive: 3, maxQueued: 3 }, search: { maxActive: 1, maxQueued: 3 }, export: { maxActive: 1, maxQueued: 1 } } });
    const search = await admitted(gate.admit('search'));
    const waitingSearch = gate.admit('search');
    expect(gate.figures().search).toEqual({ active: 1, queued: 1, refused: 0 });
    // Two places are still free, and only pages may take them.
    await admitted(gate.admit('page'));
    await admitted(gate.admit('page'));
    search();
    await admitted(waitingSearch);
  });

  it('serves the lanes in turn when places free up, not the longest queue first', async () => {
    const { gate } = gateWith({ maxActive: 1, lanes: { page: { maxActive: 1, maxQueued: 5 }, search: { maxActive: 1, maxQueued: 5 }, export: { maxActive: 1, maxQueued: 5 } } });
    let release = await admitted(gate.admit('page'));
    const served: string[] = [];
    const queue = (lane: 'page' | 'search' | 'export', name: string) =>
      gate.admit(lane).then((next) => {
        served.push(name);
        release = next as Release;
      });
    const waiting = [queue('page', 'page 1'), queue('page', 'page 2'), queue('page', 'page 3'), queue('search', 'search 1'), queue('export', 'export 1')];
    for (let turn = 0; turn < waiting.length; turn += 1) {
      release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(waiting);
    expect(served).toEqual(['search 1', 'export 1', 'page 1', 'page 2', 'page 3']);
  });

  it('refuses at once when the lane’s queue is full, and after the longest wait otherwise', async () => {
    const { gate, timers } = gateWith();
    await admitted(gate.admit('export'));
    const waiting = gate.admit('export');
    expect(await gate.admit('export')).toBeNull();
    timers.elapse();
    expect(await waiting).toBeNull();
    expect(gate.figures().export).toEqual({ active: 1, queued: 0, refused: 2 });
  });

  it('forgets a waiting request whose client went away, without counting it as refused', async () => {
    const { gate, timers } = gateWith();
    await admitted(gate.admit('search'));
    let abandon = () => {};
    const waiting = gate.admit('search', (onAbandon) => (abandon = onAbandon));
    abandon();
    expect(await waiting).toBeNull();
    expect(gate.figures().search).toEqual({ active: 1, queued: 0, refused: 0 });
    expect(timers.pendingCount()).toBe(0);
  });

  it('admits everything at once when turned off', async () => {
    const { gate } = gateWith({ maxActive: 0 });
    const releases = await Promise.all(Array.from({ length: 50 }, () => gate.admit('search')));
    expect(releases.every((release) => typeof release === 'function')).toBe(true);
  });
});

describe('the lane of a site request', () => {
  it.each([
    ['/', 'page'],
    ['/bans/abc?utm_source=x', 'page'],
    ['/data', 'page'],
    ['/search?q=appeal', 'search'],
    ['/api/search?q=appeal', 'search'],
    ['/data/bans.csv?since=2024-01-01', 'export'],
    ['/_next/static/chunks/app.js', null],
    ['/media/poster.jpg', null],
    ['/api/revalidate', null],
    ['/favicon.ico', null],
  ])('%s waits in %s', (url, lane) => {
    expect(laneOf(url)).toBe(lane);
  });
});
