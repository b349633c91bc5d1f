import type { BriefSummary } from './brief-types';

export type FacetOption = { value: string; count: number };
export type BriefFacets = { categories: FacetOption[]; tags: FacetOption[]; warfareTags: FacetOption[] };

/**
 * The choices the filters offer, from the published briefs themselves: each category, tag and
 * warfare tag with how many briefs carry it, most used first. Spellings that differ only in case
 * count as one, shown as first met (briefs come newest first).
 */
export function collectBriefFacets(briefs: readonly BriefSummary[]): BriefFacets {
  return {
    categories: countValues(briefs.map((brief) => brief.categories)),
    tags: countValues(briefs.map((brief) => brief.tags)),
    warfareTags: countValues(briefs.map((brief) => brief.warfareTags)),
  };
}

function countValues(lists: readonly (readonly string[])[]): FacetOption[] {
  const counts = new Map<string, FacetOption>();
  for (const list of lists) {
    for (const value of list) {
      const key = value.toLowerCase();
      const option = counts.get(key) ?? { value, count: 0 };
      option.count += 1;
      counts.set(key, option);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** The facet's own spelling of a chosen value ('stoicism' → 'Stoicism'), or the value as given. */
export function displayChoice(options: readonly FacetOption[], choice: string): string {
  return options.find((option) => option.value.toLowerCase() === choice.toLowerCase())?.value ?? choice;
}
