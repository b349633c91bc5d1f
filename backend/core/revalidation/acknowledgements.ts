/** How a wait for the other instances' answers ended. */
export interface AckOutcome {
  /** Distinct instances that answered. */
  answered: number;
  /** Instances listening when the wait began (this one included when it listens), or null if unknown. */
  expected: number | null;
  isTimedOut: boolean;
}

export interface Acknowledgements {
  /**
   * Starts waiting for answers to `nonces` (every one of them, from `expected` instances each),
   * at most `timeoutMs`. Answers already arriving before `expected` is known are kept.
   */
  await(nonces: readonly string[], timeoutMs: number): { setExpected(count: number | null): void; outcome: Promise<AckOutcome> };
  /** An answer heard on the channel (for a wait of this instance or not). */
  receive(nonce: string, from: string): void;
}

type Waiting = { answered: Set<string> };

/**
 * Counting the instances' answers to a notice. Each nonce's answers are counted per sender, so a
 * repeated answer counts once; a wait ends when every nonce has `expected` answers, or at the timeout.
 */
export function createAcknowledgements(): Acknowledgements {
  const waiting = new Map<string, Waiting>();
  const checks = new Set<() => void>();

  return {
    await(nonces, timeoutMs) {
      const entries = nonces.map((nonce) => {
        const entry: Waiting = { answered: new Set() };
        waiting.set(nonce, entry);
        return entry;
      });
      let expected: number | null | undefined;
      let finish!: (outcome: AckOutcome) => void;
      const outcome = new Promise<AckOutcome>((resolve) => (finish = resolve));
      const answered = () => Math.min(...entries.map((entry) => entry.answered.size));
      const settle = (isTimedOut: boolean) => {
        clearTimeout(timer);
        checks.delete(check);
        nonces.forEach((nonce) => waiting.delete(nonce));
        finish({ answered: answered(), expected: expected ?? null, isTimedOut });
      };
      const check = () => {
        if (expected === undefined) return;
        if (expected === null || answered() >= expected) settle(false);
      };
      const timer = setTimeout(() => settle(true), timeoutMs);
      timer.unref();
      checks.add(check);
      return {
        setExpected(count) {
          expected = count;
          check();
        },
        outcome,
      };
    },
    receive(nonce, from) {
      const entry = waiting.get(nonce);
      if (!entry) return;
      entry.answered.add(from);
      checks.forEach((check) => check());
    },
  };
}
