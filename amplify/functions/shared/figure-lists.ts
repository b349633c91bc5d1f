import type { ContentListName } from '../../data/statistics/statistics-limits';
import { isPublishedBrief, type Item, type ItemFilter } from '../content-statistics/item-filters';
import { id, numeric, orderBy, text, type SortKey } from '../content-statistics/item-order';
import { PERSONALITY_LIST_FIELDS, PERSONALITY_ORDER } from '../content-statistics/personality-list';
import { textOf } from '../content-statistics/pg-text';
import { STREAM_CATALOGUE_FIELDS, STREAM_CATALOGUE_ORDER } from '../content-statistics/stream-catalogue';

/**
 * listContentEntries' lists in their display order (backend/data/custom-operations/
 * content-statistics-entries.ts): which records are public, the order as a sort key, the address
 * key. contentStatistics sorts a filtered list's scanned items by it, and figures-aggregator keeps
 * one entry per public record in the list's partition of the figures table under it, so an
 * unfiltered list (a list page, a sitemap file) is a Query from the partition's start.
 */
export type ListOrder = {
  model: string;
  /** The fields the public check, the order and the entry read (the aggregator keeps them of each record). */
  fields: readonly string[];
  isPublic?: ItemFilter;
  order: SortKey;
  /** The address key the sitemap uses, or null. */
  key: string | null;
};

const ENTRY_FIELDS = ['id', 'updatedAt'];

/** By the name a request gives (a Map: a request's word never reaches a plain object's keys). */
export const LIST_ORDERS = new Map<ContentListName, ListOrder>([
  ['BRIEFS', {
    model: 'Brief',
    fields: [...ENTRY_FIELDS, 'slug', 'status', 'blogDate'],
    isPublic: isPublishedBrief,
    order: orderBy(text('blogDate', 'DESC'), id('DESC')),
    key: 'slug',
  }],
  ['PROFILES', {
    model: 'Profile',
    fields: [...ENTRY_FIELDS, 'username', 'totalBans', 'totalEstimatedLoss'],
    order: orderBy(numeric('totalBans', 'DESC', 'NULLS LAST'), numeric('totalEstimatedLoss', 'DESC', 'NULLS LAST'), id()),
    key: 'username',
  }],
  ['PLATFORM_BANS', {
    model: 'PlatformBan',
    fields: [...ENTRY_FIELDS, 'dateOfBan'],
    order: orderBy(text('dateOfBan', 'DESC', 'NULLS LAST'), id('DESC')),
    key: null,
  }],
  ['SHADOWBAN_REPORTS', {
    model: 'ShadowbanExperience',
    fields: [...ENTRY_FIELDS, 'date'],
    order: orderBy(text('date', 'DESC', 'NULLS LAST'), id('DESC')),
    key: null,
  }],
  ['STREAMS', { model: 'Stream', fields: [...ENTRY_FIELDS, 'slug', ...STREAM_CATALOGUE_FIELDS], order: STREAM_CATALOGUE_ORDER, key: 'slug' }],
  ['PERSONALITIES', { model: 'Personality', fields: [...ENTRY_FIELDS, 'slug', ...PERSONALITY_LIST_FIELDS], order: PERSONALITY_ORDER, key: 'slug' }],
]);

/** What a list page shows of a record (absent: null). */
export type ListEntry = { id: string; key?: string; updatedAt?: string };

export const listPartition = (list: ContentListName) => `L#${list}`;

export function entryOf(spec: ListOrder, item: Item): ListEntry {
  const key = spec.key === null ? null : textOf(item[spec.key]);
  const updatedAt = textOf(item.updatedAt);
  return { id: String(item.id), ...(key === null ? {} : { key }), ...(updatedAt === null ? {} : { updatedAt }) };
}

/** The entries a record of `model` has (one per list it is public in): the entry's key in the figures table, and the entry. */
export function listEntriesOf(model: string, item: Item): [{ pk: string; sk: string }, ListEntry][] {
  // A record kept before the lists were (its fields without its id): no entries until the backfill applies it again.
  if (typeof item.id !== 'string') return [];
  return [...LIST_ORDERS]
    .filter(([, spec]) => spec.model === model && (spec.isPublic?.(item) ?? true))
    .map(([list, spec]) => [{ pk: listPartition(list), sk: spec.order(item) }, entryOf(spec, item)]);
}

/** Every field the lists of `model` read. */
export const listFieldsOf = (model: string): string[] => [...LIST_ORDERS.values()].filter((spec) => spec.model === model).flatMap((spec) => spec.fields);
