/** Hidden or restored records whose trails are read at once: enough to hide a prolific profile quickly, few enough not to queue thousands of requests. */
export const TRAIL_READS_AT_ONCE = 25;

/** `read` for each item, `size` at a time, answers in the items' order. */
export async function readInBatches<T, R>(items: readonly T[], size: number, read: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let start = 0; start < items.length; start += size) answers.push(...(await Promise.all(items.slice(start, start + size).map(read))));
  return answers;
}
