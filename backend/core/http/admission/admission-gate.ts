/**
 * Admission for the site's renders. Next renders as many requests at once as arrive, so under a
 * burst every answer slows together and a queue of slow searches delays every reader. Here at most
 * `maxActive` renders run at once, each lane has fewer places of its own, and the rest wait in
 * their lane's queue, served in turn across lanes as places free up. A request that would wait
 * beyond `maxWaitMs`, or find its queue full, is refused at once (the caller answers 503 with
 * Retry-After): a server that sheds what it cannot serve in time keeps answering the rest quickly.
 */
import { LANES, type Lane } from './request-lanes';

export type LaneLimits = {
  /** Renders of this lane running at once. */
  maxActive: number;
  /** Requests of this lane waiting at once. */
  maxQueued: number;
};

export type AdmissionOptions = {
  /** Renders running at once, all lanes together; 0 admits everything at once (the gate is off). */
  maxActive: number;
  lanes: Record<Lane, LaneLimits>;
  /** The longest a request waits for a place before it is refused. */
  maxWaitMs: number;
  /** Timers (tests pass their own); by default Node's. */
  setTimer?: (run: () => void, delayMs: number) => { cancel(): void };
};

/** Given back once, when the admitted render has ended (however it ended). */
export type Release = () => void;

export type AdmissionFigures = Record<Lane, { active: number; queued: number; refused: number }>;

export type AdmissionGate = {
  /**
   * Resolves with a release when the request may render, or null when it is refused (queue full,
   * waited too long, or `abandoned` fired first: the client went away while it waited).
   */
  admit(lane: Lane, abandoned?: (onAbandon: () => void) => void): Promise<Release | null>;
  figures(): AdmissionFigures;
};

type Waiter = { grant: (release: Release | null) => void; cancelTimer: () => void };

export function createAdmissionGate(options: AdmissionOptions): AdmissionGate {
  const setTimer = options.setTimer ?? nodeTimer;
  const active = new Map<Lane, number>(LANES.map((lane) => [lane, 0]));
  const queues = new Map<Lane, Waiter[]>(LANES.map((lane) => [lane, []]));
  const refused = new Map<Lane, number>(LANES.map((lane) => [lane, 0]));
  let activeTotal = 0;
  /** The lane that got a place last: the next free place goes to the lane after it that has someone waiting. */
  let lastServed = LANES.length - 1;

  const hasPlace = (lane: Lane) =>
    (options.maxActive === 0 || activeTotal < options.maxActive) && (active.get(lane) ?? 0) < options.lanes[lane].maxActive;

  const start = (lane: Lane): Release => {
    activeTotal += 1;
    active.set(lane, (active.get(lane) ?? 0) + 1);
    lastServed = LANES.indexOf(lane);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      activeTotal -= 1;
      active.set(lane, (active.get(lane) ?? 0) - 1);
      serveWaiting();
    };
  };

  const serveWaiting = () => {
    for (let step = 1; step <= LANES.length; step += 1) {
      const index = (lastServed + step) % LANES.length;
      const lane = LANES[index];
      const queue = queues.get(lane) ?? [];
      if (queue.length === 0 || !hasPlace(lane)) continue;
      const waiter = queue.shift();
      if (!waiter) continue;
      waiter.cancelTimer();
      waiter.grant(start(lane));
      // One place freed serves one waiter; a later release serves the next lane in turn.
      return;
    }
  };

  const refuse = (lane: Lane) => {
    refused.set(lane, (refused.get(lane) ?? 0) + 1);
    return null;
  };

  return {
    admit(lane, abandoned) {
      if (options.maxActive === 0) return Promise.resolve(start(lane));
      const queue = queues.get(lane) ?? [];
      // Nobody waiting ahead in this lane and a place free: straight in.
      if (queue.length === 0 && hasPlace(lane)) return Promise.resolve(start(lane));
      if (queue.length >= options.lanes[lane].maxQueued) return Promise.resolve(refuse(lane));
      return new Promise<Release | null>((resolve) => {
        let settled = false;
        const leave = () => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
        };
        const waiter: Waiter = {
          grant: (release) => {
            if (settled) return release?.();
            settled = true;
            resolve(release);
          },
          cancelTimer: () => timer.cancel(),
        };
        const timer = setTimer(() => {
          if (settled) return;
          leave();
          waiter.grant(refuse(lane));
        }, options.maxWaitMs);
        queue.push(waiter);
        abandoned?.(() => {
          if (settled) return;
          leave();
          timer.cancel();
          waiter.grant(null);
        });
      });
    },
    figures() {
      const figures = {} as AdmissionFigures;
      for (const lane of LANES) figures[lane] = { active: active.get(lane) ?? 0, queued: queues.get(lane)?.length ?? 0, refused: refused.get(lane) ?? 0 };
      return figures;
    },
  };
}

function nodeTimer(run: () => void, delayMs: number) {
  const timer = setTimeout(run, delayMs);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
}
