import type { ValueCount } from './brief-facets';
import { elementsOf, type Item } from './item-filters';
import { compareC, pgLower, pgTrim, textOf } from './pg-text';
import { streamStatusOf } from './stream-catalogue';
import { FACET_CHOICES } from './statistics-request';

/** The fields of a Stream that streamFacetCounts reads (the scan's projection). */
export const STREAM_FACET_FIELDS = ['id', 'status', 'genre', 'language'] as const;

/**
 * One facet as the local statement counts it (backend/data/custom-operations/stream-facets.ts):
 * each stream's trimmed, non-empty values grouped by `lower(trim(value))`, so a stream counts
 * once per choice however often it spells it, under its smallest spelling by bytes; a choice is
 * shown in the spelling most streams use (ties: the smallest by bytes), most used first and then
 * by the lower-cased choice (not the spelling shown), at most FACET_CHOICES.
 */
function countStreamFacet(streams: readonly Item[], valuesOf: (item: Item) => string[]): ValueCount[] {
  const choices = new Map<string, { count: number; uses: Map<string, number> }>();
  for (const item of streams) {
    const spellings = new Map<string, string>();
    for (const raw of valuesOf(item)) {
      const value = pgTrim(raw);
      if (value === '') continue;
      const choice = pgLower(value);
      const held = spellings.get(choice);
      if (held === undefined || compareC(value, held) < 0) spellings.set(choice, value);
    }
    for (const [choice, spelling] of spellings) {
      let group = choices.get(choice);
      if (!group) choices.set(choice, (group = { count: 0, uses: new Map() }));
      group.count += 1;
      group.uses.set(spelling, (group.uses.get(spelling) ?? 0) + 1);
    }
  }
  const mostUsed = (uses: Map<string, number>) => [...uses].sort(([a, x], [b, y]) => y - x || compareC(a, b))[0][0];
  return [...choices]
    .sort(([a, x], [b, y]) => y.count - x.count || compareC(a, b))
    .slice(0, FACET_CHOICES)
    .map(([, group]) => ({ value: mostUsed(group.uses), count: group.count }));
}

/**
 * streamFacetCounts over scanned Stream items: the genres (elements of the genre list, when it
 * is a list) and languages of the streams of one status (a stream without one is PENDING), or of
 * every stream when no status is given.
 */
export function countStreamFacets(items: readonly Item[], status?: string) {
  const streams = status === undefined ? items : items.filter((item) => streamStatusOf(item) === status);
  return {
    genres: countStreamFacet(streams, (item) => elementsOf(item.genre)),
    languages: countStreamFacet(streams, (item) => {
      const language = textOf(item.language);
      return language === null ? [] : [language];
    }),
  };
}
