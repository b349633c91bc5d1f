import { banFilters, briefChoiceFilters, creatorFilters, profileFilters, type Item, type ItemFilter } from './item-filters';
import { readBriefChoices, readProfileId } from '../../data/statistics/brief-choices';
import { compareCodePoints } from '../../data/record-facts/code-point-order';
import { sortBy } from './item-order';
import { PERSONALITY_LIST_FIELDS, personalityFilters } from './personality-list';
import { STREAM_CATALOGUE_FIELDS, streamListFilters } from './stream-catalogue';
import { CHOICES, entryOf, LIST_ORDERS, platformNameVariant, variantName, wideVariant, WITH_RECORDS, type ListEntry, type ListOrder, type VariantPart } from '../shared/figure-lists';
import type { EntryWindow, KeptEntry } from './read-figures';
import { readPersonalityFilters } from '../../data/statistics/personality-filters';
import { readStreamCatalogueFilters } from '../../data/statistics/stream-catalogue-filters';
import { readBanFilters } from '../../data/statistics/ban-filters';
import { readContentWindow } from '../../data/statistics/content-window';
import { readProfileFilters } from '../../data/statistics/profile-filters';
import type { ContentListName } from '../../data/statistics/statistics-limits';
import type { StatisticsArgs as Args } from '../../data/statistics/statistics-request-error';
import type { SearchIndexPort } from '../../data/search/search-on-index';
import { searchStreamCatalogue } from '../../data/search/stream-catalogue-search';

/**
 * listContentEntries' lists as the local backend declares them
 * (backend/data/custom-operations/content-statistics-entries.ts): the order, public check and
 * address key (shared/figure-lists.ts, shared with figures-aggregator's list entries), and the
 * filters a request may add. A new argument is a filter here (and its field in `fields`).
 */
type ListFilters = {
  /** The fields the filters read (with the order's: the scan's projection). */
  fields: readonly string[];
  /** The request's filters, checked (a BadRequest) before anything is read. */
  filters: (args: Args) => ItemFilter[];
  /** The one creator a request narrows the list to: read through the model's profileId index, not a scan. */
  narrow?: (args: Args) => Narrowing | undefined;
  /** The kept variant of the list (figure-lists.ts) that holds exactly what the request's filters let through, if one does. */
  variant?: (args: Args) => KeptVariant | undefined;
};

/** A variant's name, and the multi-valued dimension it filters by (whose wide records it may lack: Variants in figure-lists.ts). */
type KeptVariant = { name: string; dimension?: string };

/** The creators with a record on one platform (whatever withRecordsOnly says: the platform implies one), or with any record. */
function profilesVariant(args: Args): KeptVariant | undefined {
  const { platformName, withRecordsOnly } = readProfileFilters(args);
  if (platformName !== undefined) return { name: platformNameVariant(platformName), dimension: 'platformName' };
  return withRecordsOnly ? { name: WITH_RECORDS } : undefined;
}

/** The bans of any combination of platform, year, active and appeal status; one creator's are read through the profileId index instead. */
function bansVariant(args: Args): KeptVariant | undefined {
  const { profileId, platformId, year, isActive, appealStatus } = readBanFilters(args);
  if (profileId !== undefined) return undefined;
  const parts: VariantPart[] = [];
  if (platformId !== undefined) parts.push(['platformId', platformId]);
  if (year !== undefined) parts.push(['year', String(year)]);
  if (isActive !== undefined) parts.push(['isActive', String(isActive)]);
  if (appealStatus !== undefined) parts.push(['appealStatus', appealStatus]);
  return parts.length ? { name: variantName(parts) } : undefined;
}

/**
 * The briefs of one category, tag or warfare tag, or of two or three of them together (one
 * creator's are read through the profileId index instead). Each may lack the briefs wide in its
 * dimension: the facet's, or CHOICES for several (figure-lists.ts briefVariants).
 */
function briefsVariant(args: Args): KeptVariant | undefined {
  const choices = readBriefChoices(args);
  if (!choices.length || readProfileId(args)) return undefined;
  return { name: variantName(choices.map(({ facet, key }) => [facet, key])), dimension: choices.length === 1 ? choices[0].facet : CHOICES };
}

/** The streams of any combination of status, genre, language and featured (a search is the search index's, before this is asked). */
function streamsVariant(args: Args): KeptVariant | undefined {
  const { status, genre, language, isFeaturedOnly } = readStreamCatalogueFilters(args);
  const parts: VariantPart[] = [];
  if (status !== undefined) parts.push(['status', status]);
  if (genre !== undefined) parts.push(['genre', genre]);
  if (language !== undefined) parts.push(['language', language]);
  if (isFeaturedOnly) parts.push(['featured', true]);
  return parts.length ? { name: variantName(parts), ...(genre === undefined ? {} : { dimension: 'genre' }) } : undefined;
}

/** The personalities of one category, the featured ones, or both. */
function personalitiesVariant(args: Args): KeptVariant | undefined {
  const { category, isFeaturedOnly } = readPersonalityFilters(args);
  const parts: VariantPart[] = [];
  if (category !== undefined) parts.push(['category', category]);
  if (isFeaturedOnly) parts.push(['featured', true]);
  return parts.length ? { name: variantName(parts) } : undefined;
}

/** The creator's records only (the filters still test each one): a profile page reads that creator's records, whatever the table holds. */
const byCreator = (args: Args): Narrowing | undefined => {
  const profileId = readProfileId(args);
  return profileId === null ? undefined : { field: 'profileId', value: profileId };
};

/** The lists' filters, by the name a request gives (a Map: a request's word never reaches a plain object's keys). */
const LISTS = new Map<ContentListName, ListFilters>([
  ['BRIEFS', { fields: ['categories', 'tags', 'warfareTags', 'profileId'], filters: (args) => [...briefChoiceFilters(args), ...profileFilters('Brief', args)], narrow: byCreator, variant: briefsVariant }],
  ['PROFILES', { fields: ['platformsAffected'], filters: (args) => creatorFilters(readProfileFilters(args)), variant: profilesVariant }],
  ['PLATFORM_BANS', { fields: ['platformId', 'profileId', 'isActive', 'appealStatus'], filters: (args) => banFilters(readBanFilters(args)), narrow: byCreator, variant: bansVariant }],
  ['SHADOWBAN_REPORTS', { fields: ['profileId'], filters: (args) => profileFilters('ShadowbanExperience', args), narrow: byCreator }],
  // Every filter but the search box's words, which the search index answers (listContentEntries).
  ['STREAMS', { fields: STREAM_CATALOGUE_FIELDS, filters: streamListFilters, variant: streamsVariant }],
  ['PERSONALITIES', { fields: PERSONALITY_LIST_FIELDS, filters: personalityFilters, variant: personalitiesVariant }],
]);

/**
 * Only the items whose `field` (a string the model's index of that name is keyed by) is `value`,
 * or only the items of the given ids (the records wide in a variant's dimension).
 */
export type Narrowing = { field: 'profileId'; value: string } | { field: 'id'; values: readonly string[] };

/**
 * Reads a model's items with (at least) the given fields: on AWS a Query of the field's index when
 * the list is narrowed to a creator, a BatchGetItem when to ids; never a whole table (the function
 * may not Scan); an array in tests.
 */
export type ScanItems = (model: string, fields: readonly string[], narrowing: Narrowing) => Promise<Item[]>;

/**
 * A kept list's (or variant's) entries `offset`…`offset + count` in display order with their sort
 * keys, or all of them when the window is null, and its total, kept by figures-aggregator
 * (read-figures.ts: a GetItem of the partition's counter item, a Query of its entries from the
 * page's sort-key prefix); an object in tests.
 */
export type ReadListEntries = (list: ContentListName, variant: string | undefined, window: EntryWindow) => Promise<{ total: number; entries: KeptEntry[] }>;

/**
 * Entries offset…offset+limit of a public list in display order, and the list's true total. The
 * arguments are checked as the local backend checks them, and before anything is read. A search
 * of the stream catalogue (STREAMS with words) is asked of the search index (`search`). A list no
 * filter narrows, or narrowed to a kept variant, is read off figures-aggregator's entries; any
 * other filtered one (one creator's records, through the profileId index) is read and sorted by
 * the same key.
 */
export async function listContentEntries(args: Args, scan: ScanItems, readEntries: ReadListEntries, search: SearchIndexPort) {
  const { list, offset, limit } = readContentWindow(args);
  if (list === 'STREAMS') {
    // The search box's words, with every other filter, the order and the window: the stream index's (OpenSearch) to answer.
    const { query, ...filters } = readStreamCatalogueFilters(args);
    if (query !== undefined) return searchStreamCatalogue({ ...filters, query }, { offset, limit }, search);
  }
  const spec = LISTS.get(list) as ListFilters;
  const order = LIST_ORDERS.get(list) as ListOrder;
  const filters = spec.filters(args);
  const narrowing = spec.narrow?.(args);
  const shown = (entry: ListEntry) => ({ id: entry.id, key: entry.key ?? null, updatedAt: entry.updatedAt ?? null });
  const tests = [...(order.isPublic ? [order.isPublic] : []), ...filters];
  const fields = [...new Set([...order.fields, ...spec.fields])];
  /**
   * The records wide in the variant's dimension that the request's filters let through, read by
   * id from the model's table and tested as a scanned item is (the variant lacks them): those of
   * them the variant's entries read do not hold (one moving between the two while a change is
   * committed in parts counts once).
   */
  const widePassing = async (candidates: KeptEntry[]): Promise<KeptEntry[]> => {
    const items = await scan(order.model, fields, { field: 'id', values: candidates.map((entry) => entry.id) });
    const passing = new Set(items.filter((item) => tests.every((test) => test(item))).map((item) => String(item.id)));
    return candidates.filter((entry) => passing.has(entry.id));
  };
  const outside = (passing: KeptEntry[], seen: KeptEntry[]) => {
    const inVariant = new Set(seen.map((entry) => entry.id));
    return passing.filter((entry) => !inVariant.has(entry.id));
  };
  const variant = spec.variant?.(args);
  if ((!filters.length && !narrowing) || variant !== undefined) {
    const dimension = variant?.dimension;
    const [kept, wide] = await Promise.all([
      readEntries(list, variant?.name, { offset, count: limit }),
      dimension === undefined ? null : readEntries(list, wideVariant(dimension), null),
    ]);
    const passing = wide?.entries.length ? await widePassing(wide.entries) : [];
    if (!outside(passing, kept.entries).length) return { total: kept.total, entries: kept.entries.map(shown) };
    // Wide records belong in the list: merged by sort key with the variant's entries from its start (every one before the page).
    const whole = offset === 0 ? kept : await readEntries(list, variant?.name, { offset: 0, count: offset + limit });
    const extra = outside(passing, whole.entries);
    const entries = [...whole.entries, ...extra].sort((a, b) => compareCodePoints(a.sk, b.sk));
    return { total: whole.total + extra.length, entries: entries.slice(offset, offset + limit).map(shown) };
  }
  // Every filter a request can name is kept as a variant or narrows to a creator (LISTS): reaching
  // here without either is a list declared without its variant, a fault to see, not a Scan to pay.
  if (!narrowing) throw new Error(`listContentEntries: ${list} with these filters has no kept variant.`);
  const items = sortBy((await scan(order.model, fields, narrowing)).filter((item) => tests.every((test) => test(item))), order.order);
  return { total: items.length, entries: items.slice(offset, offset + limit).map((item) => shown(entryOf(order, item))) };

}
