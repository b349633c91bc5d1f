import type { BriefSummary } from './brief-types';

const SCORES = { category: 3, warfareTag: 2, tag: 1, author: 1 } as const;

/**
 * Briefs to read next: others sharing the most with this one (a category counts most, then each
 * warfare tag, each tag and the same author), newest first among equals. When nothing is shared,
 * the newest others fill the list, so a brief never ends in a dead end.
 */
export function pickRelatedBriefs(
  brief: Pick<BriefSummary, 'id' | 'categories' | 'tags' | 'warfareTags' | 'username'>,
  candidates: readonly BriefSummary[],
  count = 3,
): BriefSummary[] {
  const lower = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase()));
  const categories = lower(brief.categories);
  const tags = lower(brief.tags);
  const warfareTags = lower(brief.warfareTags);
  const shared = (values: readonly string[], wanted: Set<string>) => values.filter((value) => wanted.has(value.toLowerCase())).length;
  const scored = candidates
    .filter((candidate) => candidate.id !== brief.id)
    .map((candidate, order) => ({
      candidate,
      order,
      score:
        shared(candidate.categories, categories) * SCORES.category +
        shared(candidate.warfareTags, warfareTags) * SCORES.warfareTag +
        shared(candidate.tags, tags) * SCORES.tag +
        (candidate.username && candidate.username === brief.username ? SCORES.author : 0),
    }));
  // Candidates come newest first, so `order` breaks ties in favour of the newer brief.
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, count).map((entry) => entry.candidate);
}
