import { performance } from 'node:perf_hooks';

/** How often an instance asks the database whether its keys are still current (one short row). */
export const KEYS_RECHECK_MS = 3_000;
/**
 * The soonest it asks again when a request names a key it does not know (a token's kid, an
 * access key): that may be a rotation another instance made, or a forgery, so it is bounded.
 */
export const KEYS_URGENT_RECHECK_MS = 500;

export interface KeysRefreshOptions {
  /** A request named a key this instance does not know: check sooner than the usual interval. */
  isUrgent?: boolean;
  /** Reload now, whatever the version says (this process has just rotated them). */
  isForced?: boolean;
}

export interface KeysRefresherInput {
  readVersion(): Promise<string>;
  /** Reads every key again and puts the result in place. */
  reload(): Promise<void>;
  currentVersion(): string;
  /** True when a previous key has outlived its tokens and should leave the JWKS now. */
  isDropDue(): boolean;
  onError(error: unknown): void;
  recheckMs?: number;
  urgentRecheckMs?: number;
  /** Milliseconds of a monotonic clock (tests pass their own). */
  clock?: () => number;
}

/**
 * The check-and-reload step each request runs first: a no-op unless the interval has passed (or
 * a key was unknown, or a previous key is due to drop), then one version read, and a reload only
 * when the version moved. Concurrent callers share one check. A failed check keeps the keys in
 * hand and is retried at the next interval.
 */
export function createKeysRefresher(
  input: KeysRefresherInput,
): (options?: KeysRefreshOptions) => Promise<void> {
  const clock = input.clock ?? (() => performance.now());
  const recheckMs = input.recheckMs ?? KEYS_RECHECK_MS;
  const urgentRecheckMs = input.urgentRecheckMs ?? KEYS_URGENT_RECHECK_MS;
  let lastCheckAt = clock();
  let pending: Promise<void> | null = null;

  const check = async (mustReload: boolean): Promise<void> => {
    lastCheckAt = clock();
    try {
      if (mustReload || (await input.readVersion()) !== input.currentVersion()) await input.reload();
    } catch (error) {
      input.onError(error);
    }
  };

  const refresh = (options: KeysRefreshOptions = {}): Promise<void> => {
    // A forced reload must see what was committed before it was asked for, not share an older check.
    if (pending) return options.isForced ? pending.then(() => refresh(options)) : pending;
    const elapsed = clock() - lastCheckAt;
    // Due drops are bounded too, so a database that keeps failing is not asked on every request.
    const isDropDue = input.isDropDue() && elapsed >= urgentRecheckMs;
    const isDue =
      options.isForced || isDropDue || elapsed >= (options.isUrgent ? urgentRecheckMs : recheckMs);
    if (!isDue) return Promise.resolve();
    pending = check(Boolean(options.isForced) || isDropDue).finally(() => {
      pending = null;
    });
    return pending;
  };
  return refresh;
}
