/** Why a search was not let in: too many waiting already, or its time ran out while it waited. */
export class SearchGateRefusal extends Error {
  constructor(readonly reason: 'busy' | 'timeout') {
    super(reason === 'busy' ? 'too many searches waiting' : 'the search ran out of time waiting for its turn');
  }
}

type Waiter = { admit: () => void; timer: NodeJS.Timeout };

/**
 * Lets a few searches run at a time and a bounded line of others wait, first come first served;
 * a search arriving when the line is full is refused at once, and one still waiting at its
 * deadline gives up. A common word's search reads thousands of pages: unbounded, a few dozen at
 * once queued every page's statements behind theirs (a listing page took 0.5-1.4 s instead of
 * 40 ms with 48 clients searching), so a flood of searches could stall the whole site.
 */
export class SearchGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: { running: number; waiting: number }) {}

  /** Runs `work` when its turn comes, unless the line is full or `deadline` (epoch ms) passes first. */
  async run<T>(deadline: number, work: () => Promise<T>): Promise<T> {
    await this.enter(deadline);
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(deadline: number): Promise<void> {
    if (this.running < this.limits.running) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.waiting) return Promise.reject(new SearchGateRefusal('busy'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The running count is handed over as it is: the leaving search's place is this one's.
        admit: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new SearchGateRefusal('timeout'));
        }, Math.max(0, deadline - Date.now())),
      };
      this.waiting.push(waiter);
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.running--;
  }
}
