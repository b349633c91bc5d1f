import type { ContentListName } from '../../data/statistics/statistics-limits';
import { createHash } from 'node:crypto';
import { creatorFilters, isPublishedBrief, lowerOrNull, type Item, type ItemFilter } from '../content-statistics/item-filters';
import { id, numeric, orderBy, text, type SortKey } from '../content-statistics/item-order';
import { PERSONALITY_LIST_FIELDS, PERSONALITY_ORDER } from '../content-statistics/personality-list';
import { textOf } from '../content-statistics/pg-text';
import { STREAM_CATALOGUE_FIELDS, STREAM_CATALOGUE_ORDER, streamStatusOf } from '../content-statistics/stream-catalogue';

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
  /**
   * The filtered versions of the list a record is in, kept as lists of their own (a page the site
   * reads on every view: the default /profiles and /streams, a platform's bans, the personalities'
   * featured row and categories); content-lists.ts names the one a request asks for. Two per
   * record at most, so a change stays well within one transaction.
   */
  variantsOf?: (item: Item) => string[];
};

const ENTRY_FIELDS = ['id', 'updatedAt'];

/** PROFILES of the creators with any record (`platformsAffected` a non-empty array): the default /profiles. */
export const WITH_RECORDS = 'withRecords';
/** PLATFORM_BANS on one platform (`lower(doc->>'platformId')`, as the ban filters match it): /platforms/<name>. */
export const platformVariant = (platform: string) => JSON.stringify(['platformId', platform]);
/** STREAMS of one status as shown (a missing one reads PENDING): the default /streams is ACTIVE. */
export const statusVariant = (status: string) => JSON.stringify(['status', status]);
/** PERSONALITIES of one category (`(doc->>'category') COLLATE "C"`, matched exactly). */
export const categoryVariant = (category: string) => JSON.stringify(['category', category]);
/** PERSONALITIES featured (`doc->'featured' = 'true'::jsonb`). */
export const FEATURED = 'featured';

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
    fields: [...ENTRY_FIELDS, 'username', 'totalBans', 'totalEstimatedLoss', 'platformsAffected'],
    order: orderBy(numeric('totalBans', 'DESC', 'NULLS LAST'), numeric('totalEstimatedLoss', 'DESC', 'NULLS LAST'), id()),
    key: 'username',
    variantsOf: (item) => (creatorFilters({ withRecordsOnly: true }).every((test) => test(item)) ? [WITH_RECORDS] : []),
  }],
  ['PLATFORM_BANS', {
    model: 'PlatformBan',
    fields: [...ENTRY_FIELDS, 'dateOfBan', 'platformId'],
    order: orderBy(text('dateOfBan', 'DESC', 'NULLS LAST'), id('DESC')),
    key: null,
    variantsOf: (item) => {
      const platform = lowerOrNull(textOf(item.platformId));
      return platform === null ? [] : [platformVariant(platform)];
    },
  }],
  ['SHADOWBAN_REPORTS', {
    model: 'ShadowbanExperience',
    fields: [...ENTRY_FIELDS, 'date'],
    order: orderBy(text('date', 'DESC', 'NULLS LAST'), id('DESC')),
    key: null,
  }],
  ['STREAMS', {
    model: 'Stream',
    fields: [...ENTRY_FIELDS, 'slug', ...STREAM_CATALOGUE_FIELDS],
    order: STREAM_CATALOGUE_ORDER,
    key: 'slug',
    variantsOf: (item) => [statusVariant(streamStatusOf(item))],
  }],
  ['PERSONALITIES', {
    model: 'Personality',
    fields: [...ENTRY_FIELDS, 'slug', ...PERSONALITY_LIST_FIELDS],
    order: PERSONALITY_ORDER,
    key: 'slug',
    variantsOf: (item) => {
      const category = textOf(item.category);
      return [...(category === null ? [] : [categoryVariant(category)]), ...(item.featured === true ? [FEATURED] : [])];
    },
  }],
]);

/** What a list page shows of a record (absent: null). */
export type ListEntry = { id: string; key?: string; updatedAt?: string };

/** A list's partition of entries (a variant's: its name, hashed when long: a key holds at most 2,048 bytes). */
export function listPartition(list: ContentListName, variant?: string): string {
  if (variant === undefined) return `L#${list}`;
  return variant.length > 600 ? `L#${list}#sha256:${createHash('sha256').update(variant).digest('hex')}` : `L#${list}#${variant}`;
}

/** The item counting a list partition's entries (the list's total), beside the figures. */
export const listTotalKey = (partition: string) => ({ pk: `T#${partition}`, sk: '-' });
/** Its counter attribute (a JSON array, as every counter's name). */
export const LIST_TOTAL = ['total'];

export function entryOf(spec: ListOrder, item: Item): ListEntry {
  const key = spec.key === null ? null : textOf(item[spec.key]);
  const updatedAt = textOf(item.updatedAt);
  return { id: String(item.id), ...(key === null ? {} : { key }), ...(updatedAt === null ? {} : { updatedAt }) };
}

/** The entries a record of `model` has (one per list and variant it is public in): the entry's partition, its sort key, and the entry. */
export function listEntriesOf(model: string, item: Item): { pk: string; sk: string; entry: ListEntry }[] {
  // A record kept before the lists were (its fields without its id): no entries until the backfill applies it again.
  if (typeof item.id !== 'string') return [];
  return [...LIST_ORDERS]
    .filter(([, spec]) => spec.model === model && (spec.isPublic?.(item) ?? true))
    .flatMap(([list, spec]) => {
      const sk = spec.order(item);
      const entry = entryOf(spec, item);
      return [undefined, ...(spec.variantsOf?.(item) ?? [])].map((variant) => ({ pk: listPartition(list, variant), sk, entry }));
    });
}

/** Every field the lists of `model` read. */
export const listFieldsOf = (model: string): string[] => [...LIST_ORDERS.values()].filter((spec) => spec.model === model).flatMap((spec) => spec.fields);
