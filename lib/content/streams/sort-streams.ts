import type { StreamSummary } from './stream-types';

/** Catalogue order: the charts first (ranking 1, 2, …), then the rest newest first, then by title. */
export function sortStreams(streams: StreamSummary[]): StreamSummary[] {
  return [...streams].sort(
    (a, b) =>
      (a.ranking ?? Infinity) - (b.ranking ?? Infinity) ||
      (b.addedOn ?? '').localeCompare(a.addedOn ?? '') ||
      a.title.localeCompare(b.title),
  );
}
