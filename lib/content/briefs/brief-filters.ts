import type { BriefSummary } from './brief-types';

/** What /briefs can be narrowed by; each value is one of the briefs' own (case-insensitive). */
export type BriefFilters = {
  category: string | null;
  tag: string | null;
  warfareTag: string | null;
  page: number;
};

export const BRIEFS_PER_PAGE = 9;
const MAX_CHOICE_LENGTH = 80;
const MAX_PAGE = 10_000;

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The listing's query string (?category=…&tag=…&warfare=…&page=…), read leniently: anything
 * malformed falls back to "no filter" or page 1, so a mangled shared link still shows briefs.
 */
export function parseBriefFilters(params: SearchParams): BriefFilters {
  const page = Number(firstOf(params.page));
  return {
    category: choiceOf(params.category),
    tag: choiceOf(params.tag),
    warfareTag: choiceOf(params.warfare),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string for filters (changes applied), defaults left out so every view has one URL. */
export function briefFiltersQuery(filters: BriefFilters, changes: Partial<BriefFilters> = {}): string {
  const next = { ...filters, ...changes };
  const query = new URLSearchParams();
  if (next.category) query.set('category', next.category);
  if (next.tag) query.set('tag', next.tag);
  if (next.warfareTag) query.set('warfare', next.warfareTag);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The briefs every chosen filter admits, in the order given. */
export function filterBriefs(briefs: readonly BriefSummary[], filters: Omit<BriefFilters, 'page'>): BriefSummary[] {
  return briefs.filter(
    (brief) =>
      includesChoice(brief.categories, filters.category) &&
      includesChoice(brief.tags, filters.tag) &&
      includesChoice(brief.warfareTags, filters.warfareTag),
  );
}

export function hasActiveFilters(filters: Omit<BriefFilters, 'page'>): boolean {
  return Boolean(filters.category || filters.tag || filters.warfareTag);
}

function includesChoice(values: readonly string[], choice: string | null): boolean {
  if (!choice) return true;
  const wanted = choice.toLowerCase();
  return values.some((value) => value.toLowerCase() === wanted);
}

function firstOf(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function choiceOf(value: string | string[] | undefined): string | null {
  const text = firstOf(value).replace(/\s+/g, ' ').trim();
  return text && text.length <= MAX_CHOICE_LENGTH ? text : null;
}
