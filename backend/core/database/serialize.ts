/**
 * Runs tasks one at a time, in call order; a failed task does not block the ones after it.
 * Written with awaits rather than a `.then` chain so an error raised inside a task keeps the
 * caller's chain of awaits in its stack (V8's async stack traces stop at `.then`).
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<void> = Promise.resolve();
  return async <T>(task: () => Promise<T>): Promise<T> => {
    const previous = tail;
    let release!: () => void;
    tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await previous;
      return await task();
    } finally {
      release();
    }
  };
}
