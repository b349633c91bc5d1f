import { categoriesOf, elementsOf, isPublishedBrief, type Item } from './item-filters';
import { compareC, pgLower, pgTrim } from './pg-text';
import { FACET_CHOICES } from './statistics-request';

/** The fields of a Brief that briefFacetCounts reads (the scan's projection). */
export const BRIEF_FACET_FIELDS = ['id', 'status', 'categories', 'tags', 'warfareTags'] as const;

export type ValueCount = { value: string; count: number };

/**
 * One facet as the local statement counts it: every trimmed, non-empty value of every published
 * brief (a value a brief carries twice counts twice), grouped by `lower(trim(value))`, shown as
 * the smallest spelling by bytes, most used first and then by that spelling, at most FACET_CHOICES.
 */
function countFacet(valueLists: Iterable<string[]>): ValueCount[] {
  const groups = new Map<string, ValueCount>();
  for (const values of valueLists) {
    for (const raw of values) {
      const value = pgTrim(raw);
      if (value === '') continue;
      const key = pgLower(value);
      const group = groups.get(key);
      if (!group) groups.set(key, { value, count: 1 });
      else {
        group.count += 1;
        if (compareC(value, group.value) < 0) group.value = value;
      }
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || compareC(a.value, b.value)).slice(0, FACET_CHOICES);
}

/** briefFacetCounts over scanned Brief items: categories (a comma-separated string), tags and warfare tags. */
export function countBriefFacets(items: readonly Item[]) {
  const published = items.filter(isPublishedBrief);
  return {
    categories: countFacet(published.map(categoriesOf)),
    tags: countFacet(published.map((item) => elementsOf(item.tags))),
    warfareTags: countFacet(published.map((item) => elementsOf(item.warfareTags))),
  };
}
