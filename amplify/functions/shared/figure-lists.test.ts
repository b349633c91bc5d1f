/**
 * The kept list variants a record is in (figure-lists.ts): one per combination of its filter
 * values, none of a filter it holds too many values of (then in the list's partition of records
 * wide in it), a brief's combinations of choices, names shared with the
 * requests (content-statistics-parity.test.ts compares the lists themselves with the local SQL).
 */
import { CHOICES, combinations, listEntriesOf, listPartition, MAX_KEPT_CHOICES, MAX_KEPT_COMBINATIONS, variantName, wideVariant } from './figure-lists';

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
