import type { ContentListName } from '../../data/statistics/statistics-limits';
import { createHash } from 'node:crypto';
import { APPEAL_STATUSES } from '../../data/enums';
import { BRIEF_FACETS } from '../../data/statistics/brief-choices';
import { creatorFilters, isPublishedBrief, type Item, type ItemFilter } from '../content-statistics/item-filters';
import { compareCodePoints } from '../../data/record-facts/code-point-order';
import { ascendingTextTo, booleanCode, descendingIdByte, descendingTextTo, expression, id, NUMBER, numberCode, orderBy, prefixRule, TEXT, wholeNumberCode, type PrefixRule, type SortKey } from '../content-statistics/item-order';
import { PERSONALITY_LIST_FIELDS, PERSONALITY_ORDER } from '../content-statistics/personality-list';
import { recordFactsOf, type BriefFacet, type FactsModel, type RecordFactsByModel } from '../../data/record-facts/record-facts';
import { STREAM_CATALOGUE_FIELDS, STREAM_CATALOGUE_ORDER, streamStatusOf } from '../content-statistics/stream-catalogue';

/**
 * listContentEntries' lists in their display order (backend/data/custom-operations/
 * content-statistics-entries.ts): which records are public, the order as a sort key, the address
 * key. contentStatistics sorts a filtered list's scanned items by it, and figures-aggregator keeps
 * one entry per public record in the list's partition of the figures table under it, so an
 * unfiltered list (a list page, a sitemap file) is a Query from the partition's start, or, past
 * the first page, from the sort-key prefix holding the page's offset (`prefix`, pageStart).
 */
export type ListOrder = {
  model: FactsModel;
  /** The fields the public check, the order and the entry read (the aggregator keeps them of each record). */
  fields: readonly string[];
  isPublic?: ItemFilter;
  order: SortKey;
  /**
   * The page-start prefix of an entry's sort key (item-order.ts PrefixRule): each list partition
   * counts its entries per prefix beside its total (listPrefixAttribute), so a deep page starts its
   * Query at its prefix (pageStart). Chosen so a prefix holds a bounded share of a list in practice,
   * and a partition a few hundred prefixes at most.
   */
  prefix: PrefixRule;
  /** The address key the sitemap uses (a fact of the record: its slug or username), or null. */
  key: 'slug' | 'username' | null;
  /**
   * The filtered versions of the list a record is in, kept as lists of their own so that every
   * filter the pages offer is a Query (content-lists.ts names the one a request asks for): one per
   * combination of the record's values of the list's filters (variantName). A record is in up to
   * 15 variants of PLATFORM_BANS and a few hundred of BRIEFS (each choice and each combination of
   * two or three, briefVariants): figures-aggregator commits
   * a change over several transactions when it does not fit in one (apply-change.ts).
   */
  variantsOf?: (item: Item) => Variants;
};

/**
 * A record's variants of a list, and the dimensions it holds more than MAX_KEPT_CHOICES values of
 * (`wide`): those values get no variant (a stream with 210 genres would be in 1,700 variants, and
 * its item in the figures table would pass DynamoDB's 400 KB). The record is kept instead in the
 * list's partition of the records wide in that dimension (wideVariant), which a request filtering
 * by it reads beside the variant, testing each wide record's own fields (content-lists.ts).
 */
export type Variants = { names: string[]; wide?: string[] };

/** The most values of one multi-valued filter (tags, genres, platforms) a record is kept in variants for. */
export const MAX_KEPT_CHOICES = 20;

/**
 * The most combinations of two or three brief choices (one category, tag and warfare tag each) a
 * brief is kept in variants for: every brief the site's editor writes (one category, at most ten
 * tags and ten warfare tags: 10 + 10 + 100 + 100 = 220, lib/content/my/brief-form.ts). A brief with
 * more (several categories through the API) is wide in CHOICES.
 */
export const MAX_KEPT_COMBINATIONS = 220;
/** The dimension of briefs filtered by two or three choices together (a brief's combinations). */
export const CHOICES = 'choices';

/** A multi-valued dimension's values, or none and the dimension named wide when there are too many. */
function keptChoices(dimension: string, values: readonly string[], wide: string[]): VariantPart[] {
  if (values.length <= MAX_KEPT_CHOICES) return values.map((value) => [dimension, value]);
  wide.push(dimension);
  return [];
}

const ENTRY_FIELDS = ['id', 'updatedAt'];

/**
 * One filter's value in a variant: [filter, value], or [flag, true] for a filter that only narrows
 * (withRecordsOnly, isFeaturedOnly). Filters are always listed in the order of the list's
 * dimensions, so a record's variant and a request's are the same string.
 */
export type VariantPart = readonly [string, string | true];

/**
 * A variant's name: the parts as JSON (`["platformId","tiktok","year","2021"]`), a lone flag by its
 * name (`withRecords`, `featured`, as the first kept variants were named).
 */
export function variantName(parts: readonly VariantPart[]): string {
  if (parts.length === 1 && parts[0][1] === true) return parts[0][0];
  return JSON.stringify(parts.flat());
}

/** Every non-empty combination of one value per dimension, a dimension left out or given (the dimensions in order). */
export function combinations(dimensions: readonly (readonly VariantPart[])[]): string[] {
  let partial: VariantPart[][] = [[]];
  for (const values of dimensions) partial = partial.flatMap((parts) => [parts, ...values.map((value) => [...parts, value])]);
  return partial.filter((parts) => parts.length > 0).map(variantName);
}

/** PROFILES of the creators with any record (`platformsAffected` a non-empty array): the default /profiles. */
export const WITH_RECORDS = 'withRecords';
/** PROFILES of the creators with a record on one platform (`platformsAffected ? name`; it implies any record). */
export const platformNameVariant = (platformName: string) => variantName([['platformName', platformName]]);
/** PLATFORM_BANS on one platform (the ban's platform fact, as the ban filters match it): /platforms/<name>. */
export const platformVariant = (platform: string) => variantName([['platformId', platform]]);
/** STREAMS of one status as shown (a missing one reads PENDING): the default /streams is ACTIVE. */
export const statusVariant = (status: string) => variantName([['status', status]]);
/** PERSONALITIES of one category (the category fact, matched exactly). */
export const categoryVariant = (category: string) => variantName([['category', category]]);
/** PERSONALITIES featured (`doc->'featured' = 'true'::jsonb`). */
export const FEATURED = 'featured';

/** A ban's year as a request can name it (its facts' year, an integer 1900…9999 as text), or null. */
const requestableYear = (year: string | null): string | null => (year !== null && /^[1-9][0-9]{3}$/.test(year) && Number(year) >= 1900 ? year : null);

/**
 * The ban filters' dimensions, in readBanFilters' order: platform and year (the ban's facts), active
 * (`isActive: false` matches every ban not active), appeal status (missing: NONE; one a request
 * can name only). A ban is in all 15 combinations of its values.
 */
export function banDimensions(item: Item): VariantPart[][] {
  const facts = recordFactsOf('PlatformBan', item);
  const platform = facts.platform;
  const year = requestableYear(facts.year);
  const appeal = facts.appeal ?? 'NONE';
  return [
    platform === null ? [] : [['platformId', platform]],
    year === null ? [] : [['year', year]],
    [['isActive', String(item.isActive === true)]],
    (APPEAL_STATUSES as readonly string[]).includes(appeal) ? [['appealStatus', appeal]] : [],
  ];
}

/** Each distinct key of a brief facet's choices (its facts): the choices a filter of that facet matches. */
const briefKeys = (item: Item, facet: BriefFacet) => [...new Set(recordFactsOf('Brief', item).choices.filter(([f]) => f === facet).map(([, key]) => key))];

/**
 * The stream catalogue's dimensions, in readStreamCatalogueFilters' order: status as shown, each
 * genre choice, the language choice (the stream's facts, amplify/data/record-facts), featured.
 */
export function streamDimensions(item: Item, wide: string[]): VariantPart[][] {
  const facts = recordFactsOf('Stream', item);
  return [
    [['status', streamStatusOf(item)]],
    keptChoices('genre', facts.genres.map(([key]) => key), wide),
    facts.language === null ? [] : [['language', facts.language[0]]],
    item.featured === true ? [['featured', true]] : [],
  ];
}

/**
 * A brief's variants: one per category, tag and warfare tag (a filtered /briefs, related briefs),
 * and one per combination of two or three of them, one of each facet (a /briefs filtered by
 * several), the facets in readBriefChoices' order so a request names the same variant. A brief
 * with more than MAX_KEPT_COMBINATIONS combinations, or wide in a facet, keeps its single choices
 * only and is wide in CHOICES.
 */
function briefVariants(item: Item): Variants {
  const wide: string[] = [];
  const values = BRIEF_FACETS.map((facet) => briefKeys(item, facet));
  const kept = BRIEF_FACETS.map((facet, index) => keptChoices(facet, values[index], wide));
  const singles = kept.flat().map((part) => variantName([part]));
  if (values.filter((facetValues) => facetValues.length > 0).length < 2) return { names: singles, wide };
  const together = kept.reduce((count, parts) => count * (parts.length + 1), 1) - 1 - singles.length;
  if (wide.length > 0 || together > MAX_KEPT_COMBINATIONS) return { names: singles, wide: [...wide, CHOICES] };
  return { names: combinations(kept), wide };
}

/** A record's text fact as an ORDER BY key (`(facts->>'name') COLLATE "C"`). */
const factText = <M extends FactsModel>(model: M, name: keyof RecordFactsByModel[M] & string, direction?: 'ASC' | 'DESC', nulls?: 'NULLS FIRST' | 'NULLS LAST'): SortKey =>
  expression((item) => recordFactsOf(model, item)[name] as string | null, TEXT, direction, nulls);

/**
 * The dated lists' prefix: the date to the month (its first 7 bytes, 15 characters of the key), an
 * undated or shorter one whole; undated records by the first byte of their id (16 prefixes of UUIDs).
 */
const BY_MONTH = prefixRule(descendingTextTo(7), descendingIdByte);
/**
 * Profiles: the number of bans whole, then the estimated loss to its sign and exponent (a power of
 * two; 3 hex characters), or, without a loss, the first character of the id (UUIDs: 16 prefixes).
 */
const BY_BANS_AND_LOSS = prefixRule(numberCode(), numberCode(3), ascendingTextTo(1));
/** Streams: a ranking whole; unranked, the day added to the month; neither, the title's first character, else the id's. */
const BY_RANKING_OR_MONTH = prefixRule(wholeNumberCode, descendingTextTo(7), ascendingTextTo(1), ascendingTextTo(1));
/** Personalities: active or not, then a ranking whole; unranked, the name's first character, else the id's. */
const BY_RANKING_OR_INITIAL = prefixRule(booleanCode, numberCode(16), ascendingTextTo(1), ascendingTextTo(1));

/** By the name a request gives (a Map: a request's word never reaches a plain object's keys). */
export const LIST_ORDERS = new Map<ContentListName, ListOrder>([
  ['BRIEFS', {
    model: 'Brief',
    fields: [...ENTRY_FIELDS, 'slug', 'status', 'blogDate', 'categories', 'tags', 'warfareTags'],
    isPublic: isPublishedBrief,
    order: orderBy(factText('Brief', 'date', 'DESC'), id('DESC')),
    prefix: BY_MONTH,
    key: 'slug',
    variantsOf: briefVariants,
  }],
  ['PROFILES', {
    model: 'Profile',
    fields: [...ENTRY_FIELDS, 'username', 'totalBans', 'totalEstimatedLoss', 'platformsAffected'],
    order: orderBy(
      expression((item) => recordFactsOf('Profile', item).totalBans, NUMBER, 'DESC', 'NULLS LAST'),
      expression((item) => recordFactsOf('Profile', item).totalEstimatedLoss, NUMBER, 'DESC', 'NULLS LAST'),
      id(),
    ),
    prefix: BY_BANS_AND_LOSS,
    key: 'username',
    // A platform implies a record: withRecordsOnly beside a platform is the platform's variant.
    variantsOf: (item) => {
      if (!creatorFilters({ withRecordsOnly: true }).every((test) => test(item))) return { names: [] };
      const wide: string[] = [];
      const names = [...new Set(item.platformsAffected as unknown[])].filter((name): name is string => typeof name === 'string');
      return { names: [WITH_RECORDS, ...keptChoices('platformName', names, wide).map((part) => variantName([part]))], wide };
    },
  }],
  ['PLATFORM_BANS', {
    model: 'PlatformBan',
    fields: [...ENTRY_FIELDS, 'dateOfBan', 'platformId', 'isActive', 'appealStatus'],
    order: orderBy(factText('PlatformBan', 'date', 'DESC', 'NULLS LAST'), id('DESC')),
    prefix: BY_MONTH,
    key: null,
    variantsOf: (item) => ({ names: combinations(banDimensions(item)) }),
  }],
  ['SHADOWBAN_REPORTS', {
    model: 'ShadowbanExperience',
    fields: [...ENTRY_FIELDS, 'date'],
    order: orderBy(factText('ShadowbanExperience', 'date', 'DESC', 'NULLS LAST'), id('DESC')),
    prefix: BY_MONTH,
    key: null,
  }],
  ['STREAMS', {
    model: 'Stream',
    fields: [...ENTRY_FIELDS, 'slug', ...STREAM_CATALOGUE_FIELDS],
    order: STREAM_CATALOGUE_ORDER,
    prefix: BY_RANKING_OR_MONTH,
    key: 'slug',
    variantsOf: (item) => {
      const wide: string[] = [];
      return { names: combinations(streamDimensions(item, wide)), wide };
    },
  }],
  ['PERSONALITIES', {
    model: 'Personality',
    fields: [...ENTRY_FIELDS, 'slug', ...PERSONALITY_LIST_FIELDS],
    order: PERSONALITY_ORDER,
    prefix: BY_RANKING_OR_INITIAL,
    key: 'slug',
    variantsOf: (item) => {
      const { category } = recordFactsOf('Personality', item);
      return { names: combinations([category === null ? [] : [['category', category]], item.featured === true ? [['featured', true]] : []]) };
    },
  }],
]);

/**
 * The version of the lists' entries and variants a record's item was applied with
 * (figures-aggregator keeps it beside the record's contribution). Raise it when a list's entries,
 * order or variants change: a record applied under another version is applied again from its
 * table by the next stream record or by the backfill (docs/deploy-aws.md), which moves its
 * entries to the lists as they are now. Absent (1): the first lists, with a variant per platform,
 * status, category and the featured ones; 2: every filter combination the site offers; 3: the
 * filtered open data downloads' entries (open-data-lists.ts); 4: variants and stream order from
 * the records' facts (amplify/data/record-facts); 5: every order, key, updatedAt and variant from
 * the facts (a field holding no text read as fieldText reads it, not as `doc->>'field'` prints it);
 * 6: briefs' combinations of two or three choices, and the records wide in a dimension kept in
 * a partition of their own (wideVariant) instead of a counter; 7: each partition's entries counted
 * per sort-key prefix beside its total (listPrefixAttribute), which a deep page starts from.
 */
export const LISTS_VERSION = 7;

/** What a list page shows of a record (absent: null); an open data entry (open-data-lists.ts) also holds the record's date. */
export type ListEntry = { id: string; key?: string; updatedAt?: string; date?: string };

/** A list's partition of entries (a variant's: its name, hashed when long: a key holds at most 2,048 bytes). */
export function listPartition(list: ContentListName, variant?: string): string {
  if (variant === undefined) return `L#${list}`;
  return variant.length > 600 ? `L#${list}#sha256:${createHash('sha256').update(variant).digest('hex')}` : `L#${list}#${variant}`;
}

/** The item counting a list partition's entries (the list's total), beside the figures. */
export const listTotalKey = (partition: string) => ({ pk: `T#${partition}`, sk: '-' });
/** Its counter attribute (a JSON array, as every counter's name). */
export const LIST_TOTAL = ['total'];
/**
 * The partition's entries under one sort-key prefix (ListOrder.prefix): a counter on the same item
 * as the total, so the entry's put or delete, its total and its prefix's count move in the one
 * Update the transaction already holds (no action more), and a reader gets them all, consistent
 * with each other, in the GetItem that reads the total.
 */
export const listPrefixAttribute = (prefix: string) => ['prefix', prefix];
const PREFIX_NAME_START = JSON.stringify(listPrefixAttribute('')).slice(0, -3);

/** Where a page at `offset` of a partition starts: the Query from `from` (an entry's prefix), past its first `skip` entries. */
export type PageStart = { from: string; skip: number };

/**
 * The start of the page at `offset` from the partition's counter item (its total and its counts per
 * prefix): the prefix holding the offset and the entries of it before the page; 'end' when the
 * partition holds no entry at the offset; null when the counts per prefix do not add up to the total
 * (entries applied before they were counted, LISTS_VERSION 7: the page is then read from the
 * partition's start, until the backfill or the records' next changes count them).
 */
export function pageStart(counters: Record<string, unknown> | undefined, offset: number): PageStart | 'end' | null {
  const total = counters?.[JSON.stringify(LIST_TOTAL)];
  const prefixes: [string, number][] = [];
  let counted = 0;
  for (const [name, value] of Object.entries(counters ?? {})) {
    if (!name.startsWith(PREFIX_NAME_START) || typeof value !== 'number' || value <= 0) continue;
    const parsed: unknown = JSON.parse(name);
    if (!Array.isArray(parsed) || parsed.length !== 2 || parsed[0] !== 'prefix' || typeof parsed[1] !== 'string') continue;
    prefixes.push([parsed[1], value]);
    counted += value;
  }
  if (counted !== (typeof total === 'number' ? total : 0)) return null;
  if (offset >= counted) return 'end';
  prefixes.sort(([a], [b]) => compareCodePoints(a, b));
  let before = 0;
  for (const [from, count] of prefixes) {
    if (offset < before + count) return { from, skip: offset - before };
    before += count;
  }
  return 'end';
}

export function entryOf(spec: ListOrder, item: Item): ListEntry {
  const facts = recordFactsOf(spec.model, item) as Partial<Record<'slug' | 'username', string | null>> & { updatedAt: string | null };
  const key = spec.key === null ? null : (facts[spec.key] ?? null);
  const { updatedAt } = facts;
  return { id: String(item.id), ...(key === null ? {} : { key }), ...(updatedAt === null ? {} : { updatedAt }) };
}

/** The variant holding a list's records wide in `dimension` (Variants): read beside any variant filtering by it. */
export const wideVariant = (dimension: string) => variantName([['wide', dimension]]);

/**
 * The entries a record of `model` has (one per list and variant it is public in, and one in each
 * list's partition of the records wide in a dimension it is wide in): the entry's partition, its
 * sort key, and the entry; and the lists and dimensions it is wide in.
 */
export function listEntriesOf(model: string, item: Item): { entries: { pk: string; sk: string; prefix: string; entry: ListEntry }[]; wide: { list: ContentListName; dimension: string }[] } {
  // A record kept before the lists were (its fields without its id): no entries until the backfill applies it again.
  if (typeof item.id !== 'string') return { entries: [], wide: [] };
  const lists = [...LIST_ORDERS].filter(([, spec]) => spec.model === model && (spec.isPublic?.(item) ?? true));
  const entries: { pk: string; sk: string; prefix: string; entry: ListEntry }[] = [];
  const wide: { list: ContentListName; dimension: string }[] = [];
  for (const [list, spec] of lists) {
    const sk = spec.order(item);
    const prefix = spec.prefix(sk);
    const entry = entryOf(spec, item);
    const variants = spec.variantsOf?.(item) ?? { names: [] };
    const wideIn = variants.wide ?? [];
    for (const variant of [undefined, ...variants.names, ...wideIn.map(wideVariant)]) entries.push({ pk: listPartition(list, variant), sk, prefix, entry });
    wide.push(...wideIn.map((dimension) => ({ list, dimension })));
  }
  return { entries, wide };
}

/** Every field the lists of `model` read. */
export const listFieldsOf = (model: string): string[] => [...LIST_ORDERS.values()].filter((spec) => spec.model === model).flatMap((spec) => spec.fields);
