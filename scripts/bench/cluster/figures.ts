/** Small number helpers the cluster bench shares between the load process and its report. */

/** The p-th percentile of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

export function ascending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

export const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** '–' for no figure: NaN, or the null it becomes in the load process's JSON result (a window with no answer, e.g. while the server was stalled). */
export const formatMs = (ms: number | null) => (ms === null || Number.isNaN(ms) ? '–' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

export const formatMb = (bytes: number) => `${megabytes(bytes).toFixed(0)} MB`;
