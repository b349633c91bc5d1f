import { performance } from 'node:perf_hooks';

/**
 * Runs `operation` in `concurrency` closed loops (each starts its next call when the last one
 * answered) until `durationMs` has passed, and gives the completed calls per second, counting the
 * time until the last call in flight answered. `sequence` numbers the calls from 0, across loops.
 */
export async function measureRate(concurrency: number, durationMs: number, operation: (sequence: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  const deadline = started + durationMs;
  let sequence = 0;
  let completed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        await operation(sequence++);
        completed += 1;
      }
    }),
  );
  return completed / ((performance.now() - started) / 1000);
}
