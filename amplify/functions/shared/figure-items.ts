import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { FIGURE_MODELS, type FigureModel } from '../../data/record-figures/record-figures';
import { openDataEntriesOf } from './open-data-lists';
import { LIST_TOTAL, listEntriesOf, listPrefixAttribute, listTotalKey, type ListEntry } from './figure-lists';
import { recordFactsOf } from '../../data/record-facts/record-facts';
import { banFactOf, briefChoicesOf, isPublishedBrief, recordFactOf, streamStatusOf, type Item } from './figure-facts';

/**
 * The figures table's items on AWS (written by figures-aggregator, read by contentStatistics):
 *
 * - one item per filter cell (platform, year, isActive, appealStatus, each given or "any"): the
 *   ban figures of the bans in the cell, per platform, year and appeal status, and the record
 *   figures' groups (per kind, on all platforms and per platform) of its bans and reports, so
 *   banStatistics and platformRecordFigures are one GetItem for every filter the pages use;
 * - one counter per (cell, creator): how many of the cell's bans are the creator's, so the
 *   figures' "creators" (count(DISTINCT profile_id)) moves only when one goes 0 ↔ 1;
 * - COUNTS: contentCounts;
 * - the facets, per facet (and stream status), spread over 16 items by a hash of the choice so
 *   one record's change stays within one transaction: each (choice, spelling) with its count;
 * - per list (listContentEntries' BRIEFS, PROFILES, …), one entry per public record in the list's
 *   partition (and in its variant's, figure-lists.ts), its sort key the list's order: an
 *   unfiltered page is a Query; with a counter item per partition for the list's total and its
 *   entries per sort-key prefix (a deep page's start, figure-lists.ts pageStart);
 * - one item per source record: what it adds to all of the above (its contribution), so a change
 *   subtracts exactly what the record added before, and a replayed stream record adds nothing.
 *
 * Counters are top-level attributes named by a JSON array (ADD works on top-level attributes
 * only); a counter back at zero stays and is read as absent.
 */

/** Not `*_TABLE`: that suffix names a model's table (scripts/aws/function-table-uses.ts). */
export const FIGURES_TABLE_VARIABLE = 'STATISTICS_FIGURES_TABLE_NAME';

export function figuresTableName(): string {
  const name = process.env[FIGURES_TABLE_VARIABLE];
  if (!name) throw new Error(`${FIGURES_TABLE_VARIABLE} is not set (amplify/backend.ts sets it).`);
  return name;
}

export type ItemKey = { pk: string; sk: string };

/** A filter cell: [platform, year, active, appeal], null for "any". */
export type Cell = [string | null, string | null, boolean | null, string | null];

/** A partition key: the parts as JSON, hashed when long (a key holds at most 2,048 bytes). */
function keyOf(prefix: string, parts: unknown[]): string {
  const json = JSON.stringify(parts);
  return json.length > 600 ? `${prefix}#sha256:${createHash('sha256').update(json).digest('hex')}` : `${prefix}#${json}`;
}

export const cellKey = (cell: Cell): ItemKey => ({ pk: keyOf('F', cell), sk: '-' });
export const creatorCounterKey = (cell: Cell, profileId: string): ItemKey => ({ pk: keyOf('P', [...cell, profileId]), sk: '-' });
export const COUNTS_KEY: ItemKey = { pk: 'COUNTS', sk: '-' };
export const facetPartition = (facet: string, status: string | null) => keyOf('FACET', [facet, status]);
const FACET_BUCKETS = 16;
export const facetKey = (facet: string, status: string | null, choice: string): ItemKey => ({
  pk: facetPartition(facet, status),
  sk: String(createHash('sha1').update(choice).digest()[0] % FACET_BUCKETS).padStart(2, '0'),
});
export const contributionKey = (model: string, id: string): ItemKey => ({ pk: `R#${model}#${id}`, sk: '-' });

/** An item's identity as one string (a Map key). */
export const itemId = (key: ItemKey) => JSON.stringify([key.pk, key.sk]);
export const keyOfId = (id: string): ItemKey => {
  const [pk, sk] = JSON.parse(id) as [string, string];
  return { pk, sk };
};

/** What one record adds: counters per item, the creator counters it is one of, and its list entries (by item identity). */
export type Contribution = { counters: Map<string, Map<string, number>>; creators: Map<string, Cell>; entries: Map<string, ListEntry> };

export const emptyContribution = (): Contribution => ({ counters: new Map(), creators: new Map(), entries: new Map() });

function add(contribution: Contribution, key: ItemKey, attribute: unknown[], amount = 1) {
  const id = itemId(key);
  let counters = contribution.counters.get(id);
  if (!counters) contribution.counters.set(id, (counters = new Map()));
  const name = JSON.stringify(attribute);
  counters.set(name, (counters.get(name) ?? 0) + amount);
}

/** Every cell of a record: each dimension given or "any" (16 for a ban; a report has no active dimension). */
function cellsOf(platform: string, year: string, active: boolean | null, appeal: string): Cell[] {
  const cells: Cell[] = [];
  for (const p of [null, platform]) for (const y of [null, year]) for (const a of active === null ? [null] : [null, active]) for (const s of [null, appeal]) cells.push([p, y, a, s]);
  return cells;
}

/** The ban counters' attribute: ['b', dimension ('t' total, 'p', 'y', 'a'), value, figure]. */
export const banAttribute = (dimension: 't' | 'p' | 'y' | 'a', value: string, figure: string) => ['b', dimension, value, figure];
/** A record figure's attribute: ['r', model, platform (null: all), dimension, value or figure]. */
export const recordAttribute = (model: string, platform: string | null, dimension: string, value: string) => ['r', model, platform, dimension, value];

function addBan(contribution: Contribution, item: Item) {
  const fact = banFactOf(item);
  for (const cell of cellsOf(fact.platform, fact.year, fact.active, fact.appeal)) {
    const key = cellKey(cell);
    for (const [dimension, value] of [['t', ''], ['p', fact.platform], ['y', fact.year], ['a', fact.appeal]] as const) {
      add(contribution, key, banAttribute(dimension, value, 'recorded'));
      if (fact.active) add(contribution, key, banAttribute(dimension, value, 'active'));
      if (fact.appeal === 'PENDING') add(contribution, key, banAttribute(dimension, value, 'underAppeal'));
      if (fact.appeal === 'RESTORED') add(contribution, key, banAttribute(dimension, value, 'restored'));
    }
    if (fact.profileId !== null) contribution.creators.set(itemId(creatorCounterKey(cell, fact.profileId)), cell);
  }
}

/**
 * The ban counters a creator counter's cell moving 0 ↔ 1 changes: the cell's total, and each
 * group the cell is (its platform, year or appeal status, in the cell and in the cell without it).
 */
export function creatorAttributes(cell: Cell): [ItemKey, unknown[]][] {
  const [platform, year, active, appeal] = cell;
  const attributes: [ItemKey, unknown[]][] = [[cellKey(cell), banAttribute('t', '', 'creators')]];
  const groups: ['p' | 'y' | 'a', string | null, Cell][] = [
    ['p', platform, [null, year, active, appeal]],
    ['y', year, [platform, null, active, appeal]],
    ['a', appeal, [platform, year, active, null]],
  ];
  for (const [dimension, value, without] of groups) {
    if (value === null) continue;
    attributes.push([cellKey(cell), banAttribute(dimension, value, 'creators')], [cellKey(without), banAttribute(dimension, value, 'creators')]);
  }
  return attributes;
}

function addRecordFigures(contribution: Contribution, model: FigureModel, item: Item, days: number | null) {
  const fact = recordFactOf(model, item);
  const isDecided = fact.appeal === 'REJECTED' || fact.appeal === 'RESTORED' || fact.appeal === 'PARTIALLY_RESTORED';
  for (const cell of cellsOf(fact.platform, fact.year, model === 'PlatformBan' ? fact.active : null, fact.appeal)) {
    const key = cellKey(cell);
    for (const platform of [null, fact.platform]) {
      const figure = (dimension: string, value: string) => add(contribution, key, recordAttribute(model, platform, dimension, value));
      figure('summary', 'records');
      if (isDecided) figure('summary', 'decided');
      if (fact.appeal === 'RESTORED') figure('summary', 'restored');
      if (fact.appeal === 'PARTIALLY_RESTORED') figure('summary', 'partiallyRestored');
      if (days !== null) figure('days', String(days));
      figure('restriction', fact.restriction);
      figure('verification', fact.verification);
      figure('month', fact.month);
    }
  }
}

/** Each facet value: its (choice, spelling) counter in the facet's item for the choice. */
function addFacetValue(contribution: Contribution, facet: string, status: string | null, choice: string, spelling: string) {
  add(contribution, facetKey(facet, status, choice), [choice, spelling]);
}

const COUNTED_AS = new Map([
  ['PlatformBan', 'platformBans'],
  ['ShadowbanExperience', 'shadowbanReports'],
  ['Profile', 'profiles'],
  ['Personality', 'personalities'],
  ['Stream', 'streams'],
  ['Brief', 'briefs'],
]);

/** Everything one record (null: none, or deleted) adds to the figures; `days` is its appeal's decision time. */
export function contributionOf(model: string, item: Item | null, days: number | null): Contribution {
  const contribution = emptyContribution();
  if (!item) return contribution;
  const counted = COUNTED_AS.get(model);
  if (!counted || (model === 'Brief' && !isPublishedBrief(item))) return contribution;
  add(contribution, COUNTS_KEY, [counted]);
  for (const { pk, sk, prefix, entry } of listEntriesOf(model, item).entries) {
    contribution.entries.set(itemId({ pk, sk }), entry);
    add(contribution, listTotalKey(pk), LIST_TOTAL);
    add(contribution, listTotalKey(pk), listPrefixAttribute(prefix));
  }
  // The filtered open data downloads' entries: no counter (a download has no total).
  for (const { pk, sk, entry } of openDataEntriesOf(model, item)) contribution.entries.set(itemId({ pk, sk }), entry);
  if (model === 'PlatformBan') addBan(contribution, item);
  if ((FIGURE_MODELS as readonly string[]).includes(model)) addRecordFigures(contribution, model as FigureModel, item, days);
  if (model === 'Brief') for (const [facet, key, value] of briefChoicesOf(item)) addFacetValue(contribution, facet, null, key, value);
  if (model === 'Stream') {
    // Each genre and language choice once per stream, under its facts' spelling (amplify/data/record-facts).
    const facts = recordFactsOf('Stream', item);
    for (const [facet, choices] of [['genre', facts.genres], ['language', facts.language === null ? [] : [facts.language]]] as const)
      for (const [choice, spelling] of choices)
        for (const status of [null, streamStatusOf(item)]) addFacetValue(contribution, facet, status, choice, spelling);
  }
  return contribution;
}

/**
 * Text the record's item keeps (its fields, contribution, pending change) gzipped: a record in
 * 168 list variants adds ≈ 170 KB of JSON, twice while a change is pending, near DynamoDB's 400 KB
 * item limit, and every change rewrites the item (write units per KB); gzipped ≈ 3 KB. Items
 * written before hold the JSON as a string, read as such.
 */
export const packText = (text: string): Uint8Array => gzipSync(text);
export function unpackText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return value instanceof Uint8Array ? gunzipSync(value).toString() : undefined;
}

/** A contribution as the record's item keeps it (JSON), and back. */
export const serializeContribution = (contribution: Contribution) =>
  JSON.stringify({ counters: [...contribution.counters].map(([id, counters]) => [id, [...counters]]), creators: [...contribution.creators], entries: [...contribution.entries] });
export function parseContribution(text: unknown): Contribution {
  if (typeof text !== 'string') return emptyContribution();
  const parsed = JSON.parse(text) as { counters: [string, [string, number][]][]; creators: [string, Cell][]; entries?: [string, ListEntry][] };
  return { counters: new Map(parsed.counters.map(([id, counters]) => [id, new Map(counters)])), creators: new Map(parsed.creators), entries: new Map(parsed.entries ?? []) };
}
