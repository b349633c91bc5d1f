/**
 * A small seeded generator (mulberry32): the same seed gives the same requests, so a failure the
 * fuzz suite finds can be replayed with FUZZ_SEED.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    return values[this.int(0, values.length - 1)];
  }

  /** `count` values of `make`, each from this generator in turn. */
  many<T>(count: number, make: () => T): T[] {
    return Array.from({ length: count }, make);
  }
}

/** The seed a run uses: FUZZ_SEED when set, otherwise a fixed one so CI runs are repeatable. */
export function fuzzSeed(): number {
  const fromEnvironment = Number(process.env.FUZZ_SEED);
  return Number.isSafeInteger(fromEnvironment) ? fromEnvironment : 20261122;
}
