import { banFilters, briefChoiceFilters, creatorFilters, isPublishedBrief, profileFilters, type Item, type ItemFilter } from './item-filters';
import { readProfileId } from '../../data/statistics/brief-choices';
import { id, numeric, orderBy, text, type Compare } from './item-order';
import { textOf } from './pg-text';
import { PERSONALITY_LIST_FIELDS, PERSONALITY_ORDER, personalityFilters } from './personality-list';
import { STREAM_CATALOGUE_FIELDS, STREAM_CATALOGUE_ORDER, streamListFilters } from './stream-catalogue';
import { readBanFilters } from '../../data/statistics/ban-filters';
import { readContentWindow } from '../../data/statistics/content-window';
import { readProfileFilters } from '../../data/statistics/profile-filters';
import type { ContentListName } from '../../data/statistics/statistics-limits';
import type { StatisticsArgs as Args } from '../../data/statistics/statistics-request-error';

/**
 * listContentEntries' lists as the local backend declares them
 * (backend/data/custom-operations/content-statistics-entries.ts): which records are public, the
 * filters a request may add, the display order and the address key. A new argument is a filter
 * here (and its field in `fields`); a new order is a change of `order`.
 */
type ListSpec = {
  model: string;
  /** Every field the public check, filters, order and entries read: the scan's projection. */
  fields: readonly string[];
  isPublic?: ItemFilter;
  /** The request's filters, checked (a BadRequest) before the table is read. */
  filters: (args: Args) => ItemFilter[];
  /** The one creator a request narrows the list to: read through the model's profileId index, not a scan. */
  narrow?: (args: Args) => Narrowing | undefined;
  order: Compare;
  /** The address key the sitemap uses, or null. */
  key: string | null;
};

const ENTRY_FIELDS = ['id', 'updatedAt'];
/** The creator's records only (the filters still test each one): a profile page reads that creator's records, whatever the table holds. */
const byCreator = (args: Args): Narrowing | undefined => {
  const profileId = readProfileId(args);
  return profileId === null ? undefined : { field: 'profileId', value: profileId };
};

/** The lists, by the name a request gives (a Map: a request's word never reaches a plain object's keys). */
const LISTS = new Map<ContentListName, ListSpec>([
  ['BRIEFS', {
    model: 'Brief',
    fields: [...ENTRY_FIELDS, 'slug', 'status', 'blogDate', 'categories', 'tags', 'warfareTags', 'profileId'],
    isPublic: isPublishedBrief,
    filters: (args) => [...briefChoiceFilters(args), ...profileFilters(args)],
    narrow: byCreator,
    order: orderBy(text('blogDate', 'DESC'), id('DESC')),
    key: 'slug',
  }],
  ['PROFILES', {
    model: 'Profile',
    fields: [...ENTRY_FIELDS, 'username', 'totalBans', 'totalEstimatedLoss', 'platformsAffected'],
    filters: (args) => creatorFilters(readProfileFilters(args)),
    order: orderBy(numeric('totalBans', 'DESC', 'NULLS LAST'), numeric('totalEstimatedLoss', 'DESC', 'NULLS LAST'), id()),
    key: 'username',
  }],
  ['PLATFORM_BANS', {
    model: 'PlatformBan',
    fields: [...ENTRY_FIELDS, 'platformId', 'profileId', 'isActive', 'dateOfBan', 'appealStatus'],
    filters: (args) => banFilters(readBanFilters(args)),
    narrow: byCreator,
    order: orderBy(text('dateOfBan', 'DESC', 'NULLS LAST'), id('DESC')),
    key: null,
  }],
  ['SHADOWBAN_REPORTS', {
    model: 'ShadowbanExperience',
    fields: [...ENTRY_FIELDS, 'profileId', 'date'],
    filters: profileFilters,
    narrow: byCreator,
    order: orderBy(text('date', 'DESC', 'NULLS LAST'), id('DESC')),
    key: null,
  }],
  ['STREAMS', {
    model: 'Stream',
    fields: [...ENTRY_FIELDS, 'slug', ...STREAM_CATALOGUE_FIELDS],
    // Every filter but the search box's words, which are refused on AWS (stream-catalogue.ts says why).
    filters: streamListFilters,
    order: STREAM_CATALOGUE_ORDER,
    key: 'slug',
  }],
  ['PERSONALITIES', {
    model: 'Personality',
    fields: [...ENTRY_FIELDS, 'slug', ...PERSONALITY_LIST_FIELDS],
    filters: personalityFilters,
    order: PERSONALITY_ORDER,
    key: 'slug',
  }],
]);

/** Only the items whose `field` (a string the model's index of that name is keyed by) is `value`. */
export type Narrowing = { field: 'profileId'; value: string };

/**
 * Reads a model's items with (at least) the given fields: on AWS a Query of the field's index when
 * the list is narrowed, else a scan of the table; an array in tests.
 */
export type ScanItems = (model: string, fields: readonly string[], narrowing?: Narrowing) => Promise<Item[]>;

/**
 * Entries offset…offset+limit of a public list in display order, and the list's true total. The
 * arguments are checked as the local backend checks them, and before the table is read.
 */
export async function listContentEntries(args: Args, scan: ScanItems) {
  const { list, offset, limit } = readContentWindow(args);
  const spec = LISTS.get(list) as ListSpec;
  const tests = [...(spec.isPublic ? [spec.isPublic] : []), ...spec.filters(args)];
  const items = (await scan(spec.model, spec.fields, spec.narrow?.(args))).filter((item) => tests.every((test) => test(item))).sort(spec.order);
  return {
    total: items.length,
    entries: items.slice(offset, offset + limit).map((item) => ({
      id: String(item.id),
      key: spec.key ? textOf(item[spec.key]) : null,
      updatedAt: textOf(item.updatedAt),
    })),
  };
}
