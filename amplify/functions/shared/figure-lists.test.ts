/**
 * The kept list variants a record is in (figure-lists.ts): one per combination of its filter
 * values, none of a filter it holds too many values of (then in the list's partition of records
 * wide in it), a brief's combinations of choices, names shared with the
 * requests (content-statistics-parity.test.ts compares the lists themselves with the local SQL);
 * and the counts per sort-key prefix a deep page starts from.
 */
import { CHOICES, combinations, LIST_TOTAL, listEntriesOf, listPartition, listPrefixAttribute, listTotalKey, MAX_KEPT_CHOICES, MAX_KEPT_COMBINATIONS, pageStart, variantName, wideVariant } from './figure-lists';
import { compareCodePoints } from '../../data/record-facts/code-point-order';
import { figuresOf } from '../content-statistics/figure-memory.test-helper';
import { generateRecords } from '../content-statistics/generated-records.test-helper';
import { itemId, keyOfId } from './figure-items';

const partitionsOf = (model: string, item: Record<string, unknown>) => listEntriesOf(model, item).entries.map((entry) => entry.pk);

it('names a variant by its filters in order, a lone flag by its name', () => {
  expect(variantName([['platformId', 'tiktok'], ['year', '2021']])).toBe('["platformId","tiktok","year","2021"]');
  expect(variantName([['featured', true]])).toBe('featured');
  expect(variantName([['category', 'STREAMER'], ['featured', true]])).toBe('["category","STREAMER","featured",true]');
  expect(combinations([[['a', '1'], ['a', '2']], [], [['c', true]]])).toEqual(['c', '["a","1"]', '["a","1","c",true]', '["a","2"]', '["a","2","c",true]']);
});

it('puts a ban in every combination of its platform, year, slice and appeal status, and only those a request can name', () => {
  const ban = { id: 'b1', platformId: 'TikTok', dateOfBan: '2021-05-03', isActive: true, appealStatus: 'PENDING' };
  const partitions = partitionsOf('PlatformBan', ban);
  expect(partitions).toHaveLength(16);
  expect(partitions).toEqual(expect.arrayContaining([listPartition('PLATFORM_BANS'), listPartition('PLATFORM_BANS', '["platformId","tiktok","year","2021","isActive","true","appealStatus","PENDING"]')]));
  // No platform, a year no request names (before 1900, not a number), an appeal status outside the schema (missing reads NONE).
  expect(partitionsOf('PlatformBan', { id: 'b2', dateOfBan: '1899-01-01', isActive: 'true', appealStatus: 'pending' })).toEqual([
    listPartition('PLATFORM_BANS'),
    listPartition('PLATFORM_BANS', '["isActive","false"]'),
  ]);
  expect(partitionsOf('PlatformBan', { id: 'b3', dateOfBan: '20x1' })).toEqual([
    listPartition('PLATFORM_BANS'),
    listPartition('PLATFORM_BANS', '["appealStatus","NONE"]'),
    listPartition('PLATFORM_BANS', '["isActive","false"]'),
    listPartition('PLATFORM_BANS', '["isActive","false","appealStatus","NONE"]'),
  ]);
});

it('keeps a brief in a variant per choice and per combination of two or three, a record wide in a filter in its wide partition instead', () => {
  const tags = (count: number) => Array.from({ length: count }, (_, n) => ` Tag ${n} `);
  const brief = (count: number, warfareTags: string[] = []) => ({ id: 'r1', status: 'PUBLISHED', blogDate: '2024-01-01', categories: 'Power, power ,', tags: tags(count), warfareTags });
  const single = listEntriesOf('Brief', { ...brief(0), tags: [' Tag 0 ', 'TAG 0'] });
  // Each choice once, trimmed and lower-cased as the filter matches it, and the pair of them.
  expect(single.entries.map((entry) => entry.pk)).toEqual([
    listPartition('BRIEFS'),
    listPartition('BRIEFS', '["tag","tag 0"]'),
    listPartition('BRIEFS', '["category","power"]'),
    listPartition('BRIEFS', '["category","power","tag","tag 0"]'),
  ]);
  // (1 + 1) × (1 + 20) × (1 + 1) − 1 variants and the list: every pair and the triples.
  const kept = listEntriesOf('Brief', brief(MAX_KEPT_CHOICES, ['PsyOps']));
  expect(kept.entries).toHaveLength(84);
  expect(kept.entries.map((entry) => entry.pk)).toContain(listPartition('BRIEFS', '["category","power","tag","tag 19","warfareTag","psyops"]'));
  expect(kept.wide).toEqual([]);
  // Over MAX_KEPT_CHOICES tags: no tag variant and no combination; in the wide partitions of tags and of choices.
  const wide = listEntriesOf('Brief', brief(MAX_KEPT_CHOICES + 1));
  expect(wide.entries.map((entry) => entry.pk)).toEqual([listPartition('BRIEFS'), listPartition('BRIEFS', '["category","power"]'), listPartition('BRIEFS', wideVariant('tag')), listPartition('BRIEFS', wideVariant(CHOICES))]);
  expect(wide.wide).toEqual([{ list: 'BRIEFS', dimension: 'tag' }, { list: 'BRIEFS', dimension: CHOICES }]);
  // Over MAX_KEPT_COMBINATIONS combinations (two categories, 20 tags, 10 warfare tags: 3 × 21 × 11 − 1 − 32 = 660): each choice alone, wide in choices.
  const many = listEntriesOf('Brief', { ...brief(MAX_KEPT_CHOICES, tags(10).map((tag) => `w${tag}`)), categories: 'Power, Grit' });
  expect(660).toBeGreaterThan(MAX_KEPT_COMBINATIONS);
  expect(many.entries).toHaveLength(1 + 2 + 20 + 10 + 1);
  expect(many.wide).toEqual([{ list: 'BRIEFS', dimension: CHOICES }]);
  // A brief with choices of one facet only can match no request of several: not wide.
  expect(listEntriesOf('Brief', { ...brief(0), categories: 'a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t' }).wide).toEqual([]);
  // A draft is in no list.
  expect(listEntriesOf('Brief', { ...brief(3), status: 'DRAFT' })).toEqual({ entries: [], wide: [] });
  // A creator on more platforms than kept: in the creators with records and the wide partition of platforms.
  expect(partitionsOf('Profile', { id: 'p1', platformsAffected: Array.from({ length: MAX_KEPT_CHOICES + 1 }, (_, n) => `P${n}`) })).toEqual([
    listPartition('PROFILES'),
    listPartition('PROFILES', 'withRecords'),
    listPartition('PROFILES', wideVariant('platformName')),
  ]);
});

it('puts a creator in the creators with records and per platform, a stream in each combination of status, genre, language and featured', () => {
  expect(partitionsOf('Profile', { id: 'p1', platformsAffected: ['YOUTUBE', 'X', 'YOUTUBE', null] })).toEqual([
    listPartition('PROFILES'),
    listPartition('PROFILES', 'withRecords'),
    listPartition('PROFILES', '["platformName","YOUTUBE"]'),
    listPartition('PROFILES', '["platformName","X"]'),
  ]);
  expect(partitionsOf('Profile', { id: 'p2', platformsAffected: [] })).toEqual([listPartition('PROFILES')]);
  // (1 + 1 status) × (1 + 2 genres) × (1 + 1 language) × (1 + 1 featured) − 1 variants, and the list itself.
  expect(partitionsOf('Stream', { id: 's1', genre: ['Drama', ' drama', 'Noir'], language: ' English ', featured: true })).toHaveLength(24);
  expect(partitionsOf('Stream', { id: 's2', featured: 'true' })).toEqual([listPartition('STREAMS'), listPartition('STREAMS', '["status","PENDING"]')]);
});

/** Every kept list partition of the generated records: its entries' sort keys in order, and its counter item. */
function keptPartitions() {
  const figures = figuresOf(generateRecords());
  const partitions = new Map<string, string[]>();
  for (const id of figures.entries.keys()) {
    const { pk, sk } = keyOfId(id);
    if (pk.startsWith('L#')) partitions.set(pk, [...(partitions.get(pk) ?? []), sk]);
  }
  return [...partitions].map(([pk, keys]) => ({ pk, keys: keys.sort(compareCodePoints), counters: figures.items.get(itemId(listTotalKey(pk))) }));
}

it("counts each partition's entries per sort-key prefix: the prefixes prefix-free, each one run of the order, so a page found by pageStart starts where a walk from the start does", () => {
  const partitions = keptPartitions();
  expect(partitions.length).toBeGreaterThan(500);
  let walked = 0;
  for (const { pk, keys, counters } of partitions) {
    const prefixes = Object.keys(counters ?? {}).filter((name) => name.startsWith('["prefix"')).map((name) => (JSON.parse(name) as [string, string])[1]);
    // No prefix is another's proper prefix, and every key starts with exactly one of them.
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect([pk, a, b, b.startsWith(a)]).toEqual([pk, a, b, false]);
    const runs = keys.map((sk) => prefixes.filter((prefix) => sk.startsWith(prefix)));
    expect(runs.filter((owners) => owners.length !== 1)).toEqual([]);
    // The prefixes in order are the runs in order (each prefix's keys together).
    const order = runs.map(([prefix]) => prefix).filter((prefix, index, all) => index === 0 || all[index - 1] !== prefix);
    expect([pk, order]).toEqual([pk, [...prefixes].sort(compareCodePoints)]);
    for (let offset = 0; offset <= keys.length; offset += 1) {
      const start = pageStart(counters, offset);
      if (offset === keys.length) expect(start).toBe('end');
      else {
        expect(start).not.toBeNull();
        const { from, skip } = start as { from: string; skip: number };
        expect([pk, offset, keys.filter((sk) => compareCodePoints(sk, from) >= 0)[skip]]).toEqual([pk, offset, keys[offset]]);
        walked += 1;
      }
    }
  }
  expect(walked).toBeGreaterThan(10_000);
});

it('finds no page start when the counts per prefix do not add up to the total (entries kept before they were counted), and the end past the last entry', () => {
  const total = JSON.stringify(LIST_TOTAL);
  const prefix = (value: string) => JSON.stringify(listPrefixAttribute(value));
  expect(pageStart({ [total]: 3 }, 1)).toBeNull();
  expect(pageStart({ [total]: 3, [prefix('1a')]: 2 }, 1)).toBeNull();
  expect(pageStart(undefined, 0)).toBe('end');
  // A prefix counted back to zero is read as absent; prefixes in the order of their keys (code points, as DynamoDB's bytes).
  const counters = { [total]: 5, [prefix('1b')]: 2, [prefix('1a')]: 3, [prefix('1ab')]: 0, [prefix('2\u{1D518}')]: 0 };
  expect([0, 2, 3, 4, 5].map((offset) => pageStart(counters, offset))).toEqual([{ from: '1a', skip: 0 }, { from: '1a', skip: 2 }, { from: '1b', skip: 0 }, { from: '1b', skip: 1 }, 'end']);
});

it("cuts a dated list's keys to the month, an undated or short date whole with its id's first byte, profiles to their bans and loss's exponent", () => {
  const prefixOf = (model: string, item: Record<string, unknown>) => listEntriesOf(model, item).entries[0].prefix;
  const ban = (id: string, dateOfBan?: string) => prefixOf('PlatformBan', { id, ...(dateOfBan === undefined ? {} : { dateOfBan }) });
  expect(ban('b1', '2021-05-03')).toBe(ban('b2', '2021-05-31'));
  expect(ban('b1', '2021-05-03')).not.toBe(ban('b1', '2021-06-01'));
  expect(ban('b1', '2021-05-03')).toHaveLength(15);
  // '2021' ends before the month: its whole code, whatever the id.
  expect(ban('b1', '2021')).toBe(ban('b9', '2021'));
  expect(ban('b1', '2021')).toHaveLength(10);
  expect(ban('ab', undefined)).toBe(ban('ac', undefined));
  expect(ban('ab', undefined)).not.toBe(ban('bb', undefined));
  const profile = (id: string, totalBans: unknown, totalEstimatedLoss: unknown) => prefixOf('Profile', { id, totalBans, totalEstimatedLoss });
  expect(profile('p1', 3, 1_000)).toBe(profile('p2', 3, 1_020));
  expect(profile('p1', 3, 1_000)).not.toBe(profile('p1', 3, 2_100));
  expect(profile('p1', 3, 1_000)).not.toBe(profile('p1', 4, 1_000));
  expect(profile('a1', 3, null)).toBe(profile('a2', 3, null));
  expect(profile('a1', 3, null)).not.toBe(profile('b1', 3, null));
});
