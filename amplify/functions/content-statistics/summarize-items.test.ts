/**
 * The AWS statistics function's summarising, without AWS: arrays of items in, the local SQL's
 * answers out (the parity test holds them equal to the SQL itself on generated records).
 */
import { generateRecords, scanOf, type GeneratedRecords } from './generated-records.test-helper';
import { compareC, isPgRegexSpace, pgLeft, pgLower, pgLowerC, pgTrim, textOf } from './pg-text';
import { leadingDigitsOf, streamAddedOnOf, streamRankingOf } from './stream-catalogue';
import { FACET_CHOICES, MAX_ENTRIES, StatisticsRequestError } from './statistics-request';
import { answerStatisticsQuery, type Item, type ScanItems } from './summarize-items';

const empty = (): GeneratedRecords => ({ Brief: [], Profile: [], PlatformBan: [], ShadowbanExperience: [], Stream: [], Personality: [] });
const withRecords = (records: Partial<GeneratedRecords>) => scanOf({ ...empty(), ...records });
type Page = { total: number; entries: { id: string; key: string | null; updatedAt: string | null }[] };
const list = async (scan: ScanItems, args: Record<string, unknown>) =>
  (await answerStatisticsQuery('listContentEntries', { offset: 0, limit: MAX_ENTRIES, ...args }, scan)) as Page;
const ids = (page: Page) => page.entries.map((entry) => entry.id);

describe('PostgreSQL text rules', () => {
  it('trims spaces only, lower-cases character by character, cuts by code points', () => {
    expect(pgTrim(' \ta b\n ')).toBe('\ta b\n');
    expect(pgLower('ΟΔΟΣ')).toBe('οδοσ');
    expect(pgLower('İstanbul')).toBe('istanbul');
    expect(pgLower('ÉCRAN')).toBe('écran');
    expect(pgLeft('\u{1D518}\u{1D518}ab', 3)).toBe('\u{1D518}\u{1D518}a');
  });

  it('compares as COLLATE "C" does: by bytes, not UTF-16 units or a locale', () => {
    const sorted = ['a', '\u{1D518}', 'B', 'é', '\uFB00', 'Z'].sort(compareC);
    expect(sorted).toEqual(['B', 'Z', 'a', 'é', '\uFB00', '\u{1D518}']);
    expect(compareC('ab', 'a')).toBe(1);
    expect(compareC('a', 'a')).toBe(0);
  });

  it('lower-cases A–Z only under COLLATE "C", and reads \\s as the embedded store does', () => {
    expect(pgLowerC('ÉCRAN Ωmega ABC')).toBe('Écran Ωmega abc');
    const spaces = [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0x2000, 0x2006, 0x2008, 0x200a, 0x2028, 0x2029, 0x205f, 0x3000];
    expect(spaces.filter((code) => !isPgRegexSpace(code))).toEqual([]);
    expect([0x00a0, 0x1680, 0x2007, 0x200b, 0x202f, 0xfeff, 0x41, 0x08, 0x0e].filter(isPgRegexSpace)).toEqual([]);
  });

  it('reads a field as ->> does', () => {
    expect(textOf(undefined)).toBeNull();
    expect(textOf(null)).toBeNull();
    expect(textOf(12)).toBe('12');
    expect(textOf(true)).toBe('true');
    expect(textOf(['a', 1])).toBe('["a", 1]');
    expect(textOf({ bb: 1, a: [null] })).toBe('{"a": [null], "bb": 1}');
  });
});

describe('listContentEntries', () => {
  it('refuses bad windows and filters with the local words, before scanning anything', async () => {
    const scan = jest.fn(async () => [] as Item[]);
    const cases: [Record<string, unknown>, string][] = [
      [{ list: 'toString', offset: 0, limit: 1 }, 'list must be one of BRIEFS, PROFILES, PLATFORM_BANS, SHADOWBAN_REPORTS, STREAMS, PERSONALITIES.'],
      [{ list: 'BRIEFS', offset: -1, limit: 0 }, 'offset must be between 0 and 5000000.'],
      [{ list: 'BRIEFS', offset: 5_000_001, limit: 1 }, 'offset must be between 0 and 5000000.'],
      [{ list: 'BRIEFS', offset: 0, limit: 10_001 }, 'limit must be between 1 and 10000.'],
      [{ list: 'BRIEFS', offset: 0, limit: 1, tag: 'x'.repeat(81), category: 'y'.repeat(81) }, 'category is too long.'],
      [{ list: 'BRIEFS', offset: 0, limit: 1, warfareTag: 'x'.repeat(81) }, 'warfareTag is too long.'],
      [{ list: 'PLATFORM_BANS', offset: 0, limit: 1, year: 12 }, 'year must be a year between 1900 and 9999.'],
      [{ list: 'PLATFORM_BANS', offset: 0, limit: 1, platformId: 'x'.repeat(61) }, 'platformId is too long.'],
      [{ list: 'PLATFORM_BANS', offset: 0, limit: 1, profileId: 'p'.repeat(201) }, 'profileId is too long.'],
      [{ list: 'PLATFORM_BANS', offset: 0, limit: 1, appealStatus: 'DENIED' }, 'appealStatus must be one of NONE, PENDING, REJECTED, RESTORED, PARTIALLY_RESTORED.'],
    ];
    for (const [args, message] of cases) {
      const refusal = answerStatisticsQuery('listContentEntries', args, scan);
      await expect(refusal).rejects.toThrow(StatisticsRequestError);
      await expect(refusal).rejects.toMatchObject({ name: 'BadRequest', message });
    }
    expect(scan).not.toHaveBeenCalled();
  });

  it('applies only the filters a list has (a ban filter on briefs, or a profile on profiles, is ignored)', async () => {
    const records = generateRecords();
    const scan = scanOf(records);
    expect((await list(scan, { list: 'BRIEFS', year: 12, platformId: 'x' })).total).toBe((await list(scan, { list: 'BRIEFS' })).total);
    for (const name of ['PROFILES', 'STREAMS']) {
      expect(await list(scan, { list: name, profileId: 'p00003', category: 'power', tag: 'rare', year: 12 })).toEqual(await list(scan, { list: name }));
    }
    // The stream arguments, even a query, mean nothing to the other lists; the personalities read only category and isFeaturedOnly.
    const streamArgs = { status: 'ACTIVE', genre: 'drama', language: 'english', isFeaturedOnly: true, query: 'lighthouse' };
    for (const name of ['BRIEFS', 'PROFILES', 'PLATFORM_BANS', 'SHADOWBAN_REPORTS']) {
      expect(await list(scan, { list: name, ...streamArgs })).toEqual(await list(scan, { list: name }));
    }
    const personalities = await list(scan, { list: 'PERSONALITIES' });
    expect(await list(scan, { list: 'PERSONALITIES', ...streamArgs, isFeaturedOnly: false, profileId: 'p00003', tag: 'rare', year: 12 })).toEqual(personalities);
    const mine = await list(scan, { list: 'SHADOWBAN_REPORTS', profileId: records.Profile[3].id });
    expect(mine.total).toBe(records.ShadowbanExperience.filter((report) => report.profileId === records.Profile[3].id).length);
    expect(mine.total).toBeGreaterThan(0);
  });

  it('lists published briefs only, undated first, then newest, ties by id descending', async () => {
    const scan = withRecords({
      Brief: [
        { id: 'a', slug: 'a', status: 'PUBLISHED', blogDate: '2024-01-01' },
        { id: 'b', slug: 'b', status: 'PUBLISHED', blogDate: '2024-01-01' },
        { id: 'c', slug: 'c', status: 'PUBLISHED' },
        { id: 'd', slug: 'd', status: 'DRAFT', blogDate: '2025-01-01' },
        { id: 'e', status: 'PUBLISHED', blogDate: '2023-05-05', updatedAt: '2024-01-02T00:00:00Z' },
        { id: 'f', slug: 'f', status: 'published', blogDate: '2025-01-01' },
      ],
    });
    const page = await list(scan, { list: 'BRIEFS' });
    expect(ids(page)).toEqual(['c', 'b', 'a', 'e']);
    expect(page.entries[3]).toEqual({ id: 'e', key: null, updatedAt: '2024-01-02T00:00:00Z' });
    expect(ids(await list(scan, { list: 'BRIEFS', offset: 1, limit: 2 }))).toEqual(['b', 'a']);
    expect(await list(scan, { list: 'BRIEFS', offset: 9, limit: 2 })).toEqual({ total: 4, entries: [] });
  });

  it('lists bans and shadowban reports newest first with undated ones last', async () => {
    const scan = withRecords({
      PlatformBan: [{ id: 'a' }, { id: 'b', dateOfBan: '2020-01-01' }, { id: 'c', dateOfBan: '2021-01-01' }, { id: 'd' }],
      ShadowbanExperience: [{ id: 'a', date: '2020-01-01' }, { id: 'b' }, { id: 'c', date: '2020-01-01' }],
    });
    expect(ids(await list(scan, { list: 'PLATFORM_BANS' }))).toEqual(['c', 'b', 'd', 'a']);
    expect(ids(await list(scan, { list: 'SHADOWBAN_REPORTS' }))).toEqual(['c', 'a', 'b']);
  });

  it('lists profiles by number of bans, then estimated loss, text or missing totals last, then id', async () => {
    const scan = withRecords({
      Profile: [
        { id: 'a', totalBans: 2 },
        { id: 'b', totalBans: '9' },
        { id: 'c', totalBans: 2, totalEstimatedLoss: 5 },
        { id: 'd', totalBans: -1, totalEstimatedLoss: 1 },
        { id: 'e' },
        { id: 'f', totalBans: 3, username: 'f' },
      ],
    });
    const page = await list(scan, { list: 'PROFILES' });
    expect(ids(page)).toEqual(['f', 'c', 'a', 'd', 'b', 'e']);
    expect(page.entries[0].key).toBe('f');
  });

  it('matches brief choices trimmed and case-insensitively, a category among comma-separated ones', async () => {
    const scan = withRecords({
      Brief: [
        { id: 'a', status: 'PUBLISHED', categories: 'Power, Discipline', tags: ['Rare'] },
        { id: 'b', status: 'PUBLISHED', categories: '\tDiscipline', tags: 'rare', warfareTags: ['PsyOps', null] },
        { id: 'c', status: 'PUBLISHED', categories: 'ΟΔΟΣ', tags: [' RARE '], profileId: 'p1' },
      ],
    });
    expect(ids(await list(scan, { list: 'BRIEFS', category: ' DISCIPLINE ' }))).toEqual(['a']);
    expect(ids(await list(scan, { list: 'BRIEFS', tag: 'rare' }))).toEqual(['c', 'a']);
    expect(ids(await list(scan, { list: 'BRIEFS', warfareTag: 'psyops' }))).toEqual(['b']);
    // The request is lower-cased as JavaScript does (final sigma), the record as PostgreSQL does.
    expect(ids(await list(scan, { list: 'BRIEFS', category: 'ΟΔΟΣ' }))).toEqual([]);
    expect(ids(await list(scan, { list: 'BRIEFS', category: 'οδοσ' }))).toEqual(['c']);
    expect(ids(await list(scan, { list: 'BRIEFS', tag: 'rare', profileId: 'p1' }))).toEqual(['c']);
    expect(ids(await list(scan, { list: 'BRIEFS', tag: 'rare', profileId: 'P1' }))).toEqual([]);
    expect(ids(await list(scan, { list: 'BRIEFS', category: '  ' }))).toEqual(['c', 'b', 'a']);
  });

  it('narrows bans as the ban figures do: lower-cased platform, year prefix, true only, missing appeal as NONE', async () => {
    const scan = withRecords({
      PlatformBan: [
        { id: 'a', platformId: 'YouTube', dateOfBan: '2021-03-01', isActive: true },
        { id: 'b', platformId: 'youtube', dateOfBan: '2021', isActive: 'true', appealStatus: 'PENDING' },
        { id: 'c', dateOfBan: '2020-01-01', appealStatus: null },
      ],
    });
    expect(ids(await list(scan, { list: 'PLATFORM_BANS', platformId: ' YOUTUBE ', year: 2021 }))).toEqual(['a', 'b']);
    expect(ids(await list(scan, { list: 'PLATFORM_BANS', isActive: true }))).toEqual(['a']);
    expect(ids(await list(scan, { list: 'PLATFORM_BANS', isActive: false }))).toEqual(['b', 'c']);
    expect(ids(await list(scan, { list: 'PLATFORM_BANS', appealStatus: 'NONE' }))).toEqual(['a', 'c']);
  });
});

describe('the stream catalogue (STREAMS)', () => {
  it('reads the chart position as the leading whole number of the text, unranked when not positive', () => {
    const ranking = (value: unknown) => streamRankingOf({ ranking: value });
    expect(['1', '01', '3a', '0', '', '00', ' 7', '+2', '-3', '\t5', '\u20035', '\u00a05', '1.5', '\u0663', '+ 3', '++3', 'abc'].map(ranking)).toEqual([
      '1', '1', '3', null, null, null, '7', '2', null, '5', '5', null, '1', null, null, null, null,
    ]);
    expect([undefined, null, 4, '007x', '99999999999999999999999'].map(ranking)).toEqual([null, null, '4', '7', '99999999999999999999999']);
    expect(leadingDigitsOf(' \n+0012 apples')).toBe('0012');
  });

  it('reads the day added as the date, else created_at (never Amplify\'s createdAt), cut to 10 characters', () => {
    expect(streamAddedOnOf({ date: '2024-05-06T10:00:00Z', created_at: '2020-01-01' })).toBe('2024-05-06');
    expect(streamAddedOnOf({ date: '', created_at: '2020-01-01T09:00:00.000Z' })).toBe('2020-01-01');
    expect(streamAddedOnOf({ date: null, created_at: '2020-01-01T09:00:00.000Z' })).toBe('2020-01-01');
    expect(streamAddedOnOf({ date: '', created_at: '', createdAt: '2020-01-01T09:00:00.000Z' })).toBeNull();
    expect(streamAddedOnOf({ createdAt: '2020-01-01T09:00:00.000Z' })).toBeNull();
    expect(streamAddedOnOf({ date: '2021' })).toBe('2021');
    expect(streamAddedOnOf({ date: '\u{1D518}2020-01-01T00' })).toBe('\u{1D518}2020-01-0');
  });

  it('lists ranked streams first (1, 2, …, however written), then newest added, then title ignoring case, then id', async () => {
    const scan = withRecords({
      Stream: [
        { id: 'a', slug: 'a', ranking: '2', title: 'Zed' },
        { id: 'b', slug: 'b', ranking: '01', date: '2020-01-01' },
        { id: 'c', slug: 'c', ranking: '3a', title: 'x' },
        { id: 'd', slug: 'd', ranking: '0', date: '2024-01-01', title: 'b' },
        { id: 'e', slug: 'e', ranking: '', date: '2024-01-01', title: 'A' },
        { id: 'f', date: '', created_at: '2025-03-04T00:00:00.000Z', updatedAt: '2025-03-05T00:00:00.000Z' },
        { id: 'g', title: 'Alpha', createdAt: '2099-01-01T00:00:00.000Z' },
        { id: 'h', title: 'alpha' },
        { id: 'i', ranking: '100000000000000000000000' },
        { id: 'j', ranking: '99999999999999999999999' },
        { id: 'k', date: '2024-01-01', title: 'a' },
      ],
    });
    const page = await list(scan, { list: 'STREAMS' });
    expect(ids(page)).toEqual(['b', 'a', 'c', 'j', 'i', 'f', 'e', 'k', 'd', 'g', 'h']);
    expect(page.entries.find((entry) => entry.id === 'f')).toEqual({ id: 'f', key: null, updatedAt: '2025-03-05T00:00:00.000Z' });
    expect(page.entries[0].key).toBe('b');
  });

  it('filters by status as shown (none is PENDING), genre and language trimmed and case-insensitive, featured only when true', async () => {
    const scan = withRecords({
      Stream: [
        { id: 'a', status: 'ACTIVE', genre: ['Drama', 'Power'], language: ' English ', featured: true },
        { id: 'b', genre: [' drama '], language: 'ENGLISH', featured: 'true' },
        { id: 'c', status: 'active', genre: 'Drama', language: 'Français', featured: false },
        { id: 'd', status: null, genre: ['\tDrama', null, 7], language: '\tEnglish' },
        { id: 'e', status: 'INACTIVE', genre: ['ΣΑΣ'], language: 'FRANÇAIS', featured: true },
      ],
    });
    const listed = async (args: Record<string, unknown>) => ids(await list(scan, { list: 'STREAMS', ...args }));
    expect(await listed({ status: 'PENDING' })).toEqual(['b', 'd']);
    expect(await listed({ status: 'ACTIVE' })).toEqual(['a']);
    expect(await listed({ status: null })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await listed({ genre: ' DRAMA ' })).toEqual(['a', 'b']);
    expect(await listed({ genre: '\tdrama' })).toEqual(['a', 'b']);
    expect(await listed({ genre: '7' })).toEqual(['d']);
    expect(await listed({ genre: 'σασ' })).toEqual(['e']);
    // The request is lower-cased as JavaScript does (final sigma), the record as PostgreSQL does.
    expect(await listed({ genre: 'ΣΑΣ' })).toEqual([]);
    expect(await listed({ language: 'english' })).toEqual(['a', 'b']);
    expect(await listed({ language: 'français' })).toEqual(['c', 'e']);
    expect(await listed({ isFeaturedOnly: true })).toEqual(['a', 'e']);
    expect(await listed({ isFeaturedOnly: false, genre: '  ', language: '' })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await listed({ status: 'INACTIVE', language: 'français', isFeaturedOnly: true })).toEqual(['e']);
  });

  it('checks the stream filters in the local order, and refuses a search (it needs the search domain) before scanning', async () => {
    const scan = jest.fn(async () => [] as Item[]);
    const streams = { list: 'STREAMS', offset: 0, limit: 10 };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ status: 'LIVE', genre: 'g'.repeat(101) }, 'status must be one of ACTIVE, INACTIVE, PENDING.'],
      [{ genre: 7 }, 'genre must be text.'],
      [{ genre: 'g'.repeat(101), language: 'l'.repeat(101) }, 'genre is too long: at most 100 characters.'],
      [{ language: 'l'.repeat(101), isFeaturedOnly: 'yes' }, 'language is too long: at most 100 characters.'],
      [{ isFeaturedOnly: 'yes', query: 'q'.repeat(201) }, 'isFeaturedOnly must be true or false.'],
      [{ query: 5 }, 'query must be text.'],
      [{ query: 'q'.repeat(201) }, 'query is too long: at most 200 characters.'],
      [{ query: '\u0001 \uE000' }, 'query holds no words to search for.'],
      [{ query: 'lighthouse', status: 'ACTIVE' }, /^query \(full-text search of the stream catalogue\) needs the search domain on AWS/],
      [{ query: ' \u0001lighthouse ' }, /needs the search domain/],
    ];
    for (const [args, message] of cases) {
      const refusal = answerStatisticsQuery('listContentEntries', { ...streams, ...args }, scan);
      await expect(refusal).rejects.toThrow(StatisticsRequestError);
      await expect(refusal).rejects.toMatchObject({ name: 'BadRequest', message });
    }
    expect(scan).not.toHaveBeenCalled();
    // A blank query, or a choice of spaces, is no filter.
    await expect(answerStatisticsQuery('listContentEntries', { ...streams, query: '  ', genre: ' ', language: '' }, scan)).resolves.toEqual({ total: 0, entries: [] });
  });
});

describe('the personalities (PERSONALITIES)', () => {
  it('lists active ones first, then ranking 1, 2, … (positive numbers only), then display name ignoring A–Z case, then id; key: the slug', async () => {
    const scan = withRecords({
      Personality: [
        { id: 'a', slug: 'sa', displayName: 'beta', ranking: 2 },
        { id: 'b', slug: 'sb', displayName: 'Beta', active: false, ranking: 1 },
        { id: 'c', displayName: 'alpha', ranking: '1' },
        { id: 'd', displayName: 'Émile', active: null },
        { id: 'e', displayName: 'émile', active: 'false' },
        { id: 'f', displayName: 'ALPHA', ranking: 0.5 },
        { id: 'g', ranking: -1, displayName: 'Zed' },
        { id: 'h', ranking: 0 },
        { id: 'i', displayName: 'Alpha', active: false },
      ],
    });
    const page = await list(scan, { list: 'PERSONALITIES' });
    expect(ids(page)).toEqual(['f', 'a', 'c', 'g', 'd', 'e', 'h', 'b', 'i']);
    expect(page.entries.slice(0, 3).map((entry) => entry.key)).toEqual([null, 'sa', null]);
  });

  it('narrows to a category of the schema, matched exactly, and to featured ones; refuses another category before scanning', async () => {
    const scan = withRecords({
      Personality: [
        { id: 'a', category: 'STREAMER', featured: true },
        { id: 'b', category: 'streamer', featured: 'true' },
        { id: 'c', category: 'PODCASTER' },
      ],
    });
    expect(ids(await list(scan, { list: 'PERSONALITIES', category: 'STREAMER' }))).toEqual(['a']);
    expect(ids(await list(scan, { list: 'PERSONALITIES', isFeaturedOnly: true }))).toEqual(['a']);
    expect(ids(await list(scan, { list: 'PERSONALITIES', category: '', isFeaturedOnly: false }))).toEqual(['a', 'b', 'c']);
    const empty = jest.fn(async () => [] as Item[]);
    for (const category of ['streamer', ' STREAMER', 'c'.repeat(81)]) {
      await expect(answerStatisticsQuery('listContentEntries', { list: 'PERSONALITIES', offset: 0, limit: 1, category }, empty)).rejects.toMatchObject({
        name: 'BadRequest',
        message: 'category must be one of CONTENT_CREATOR, STREAMER, PODCASTER, INFLUENCER, JOURNALIST, ACTIVIST, EDUCATOR, ENTERTAINER for PERSONALITIES.',
      });
    }
    expect(empty).not.toHaveBeenCalled();
  });
});

describe('banStatistics', () => {
  it('groups by lower-cased platform, year and appeal status; undated, platform-less and creator-less bans counted as the SQL does', async () => {
    const scan = withRecords({
      PlatformBan: [
        { id: 'a', platformId: 'YouTube', profileId: 'p1', dateOfBan: '2021-03-01', isActive: true, appealStatus: 'PENDING' },
        { id: 'b', platformId: 'youtube', profileId: 'p1', dateOfBan: '2020-01-01', appealStatus: 'RESTORED' },
        { id: 'c', isActive: 'true' },
        { id: 'd', platformId: 'x', profileId: 'p2', dateOfBan: '2021-12-01' },
      ],
    });
    const stats = (await answerStatisticsQuery('banStatistics', {}, scan)) as Record<string, unknown>;
    const figures = (key: string, recorded: number, active: number, underAppeal: number, restored: number, creators: number) => ({ key, recorded, active, underAppeal, restored, creators });
    expect(stats).toEqual({
      total: figures('', 4, 1, 1, 1, 2),
      byPlatform: [figures('', 1, 0, 0, 0, 0), figures('x', 1, 0, 0, 0, 1), figures('youtube', 2, 1, 1, 1, 1)],
      byYear: [figures('2021', 2, 1, 1, 0, 2), figures('2020', 1, 0, 0, 1, 1), figures('', 1, 0, 0, 0, 0)],
      byAppealStatus: [figures('NONE', 2, 0, 0, 0, 1), figures('PENDING', 1, 1, 1, 0, 1), figures('RESTORED', 1, 0, 0, 1, 1)],
    });
    const none = await answerStatisticsQuery('banStatistics', { platformId: 'tiktok' }, scan);
    expect(none).toEqual({ total: figures('', 0, 0, 0, 0, 0), byPlatform: [], byYear: [], byAppealStatus: [] });
    expect(((await answerStatisticsQuery('banStatistics', { profileId: 'p1' }, scan)) as { total: unknown }).total).toEqual(figures('', 2, 1, 1, 1, 1));
    await expect(answerStatisticsQuery('banStatistics', { year: 1899 }, scan)).rejects.toMatchObject({ name: 'BadRequest', message: 'year must be a year between 1900 and 9999.' });
  });
});

describe('contentCounts and briefFacetCounts', () => {
  it('counts published briefs only, and every record of the other public models', async () => {
    const records = generateRecords();
    expect(await answerStatisticsQuery('contentCounts', {}, scanOf(records))).toEqual({
      briefs: records.Brief.filter((brief) => brief.status === 'PUBLISHED').length,
      profiles: records.Profile.length,
      personalities: records.Personality.length,
      streams: records.Stream.length,
      platformBans: records.PlatformBan.length,
      shadowbanReports: records.ShadowbanExperience.length,
    });
  });

  it('counts every trimmed value of published briefs, one group per lower-cased spelling shown by its smallest spelling', async () => {
    const scan = withRecords({
      Brief: [
        { id: 'a', status: 'PUBLISHED', categories: 'power, Discipline,,', tags: ['rare', 'RARE', null, 3], warfareTags: 'psyops' },
        { id: 'b', status: 'PUBLISHED', categories: ' Power ,\tTabbed', tags: [' Rare'], warfareTags: ['Cyber'] },
        { id: 'c', status: 'DRAFT', categories: 'Discipline, Discipline', tags: ['draft'] },
        { id: 'd', status: 'PUBLISHED', categories: 'ΟΔΟΣ, οδοσ, İstanbul', warfareTags: [' cyber', 'PsyOps'] },
      ],
    });
    expect(await answerStatisticsQuery('briefFacetCounts', {}, scan)).toEqual({
      categories: [
        { value: 'Power', count: 2 },
        { value: 'ΟΔΟΣ', count: 2 },
        { value: '\tTabbed', count: 1 },
        { value: 'Discipline', count: 1 },
        { value: 'İstanbul', count: 1 },
      ],
      tags: [
        { value: 'RARE', count: 3 },
        { value: '3', count: 1 },
      ],
      warfareTags: [
        { value: 'Cyber', count: 2 },
        { value: 'PsyOps', count: 1 },
      ],
    });
  });

  it('offers at most FACET_CHOICES values per facet, most used first', async () => {
    const facets = (await answerStatisticsQuery('briefFacetCounts', {}, scanOf(generateRecords()))) as { tags: { value: string; count: number }[] };
    expect(facets.tags).toHaveLength(FACET_CHOICES);
    expect(facets.tags[0].value).toMatch(/^rare$/i);
    expect(facets.tags.map((tag) => tag.count)).toEqual([...facets.tags.map((tag) => tag.count)].sort((a, b) => b - a));
  });
});

describe('streamFacetCounts', () => {
  it('counts each choice once per stream, in the spelling most streams use, most used first and then by the lower-cased choice', async () => {
    const scan = withRecords({
      Stream: [
        { id: 'a', status: 'ACTIVE', genre: ['drama', 'DRAMA', ' Drama '], language: 'English' },
        { id: 'b', status: 'ACTIVE', genre: ['Drama', 'Bravo'], language: ' english ' },
        { id: 'c', genre: ['Drama', 'alpha', null, 7, ' ', ''], language: 'ENGLISH' },
        { id: 'd', status: 'INACTIVE', genre: 'Drama', language: 'English' },
        { id: 'f', status: 'INACTIVE', genre: [], language: '  ' },
        { id: 'e', status: 'PENDING', genre: ['\tDrama', 'ΣΑΣ', 'σασ'], language: 'Français' },
      ],
    });
    // a: DRAMA (smallest of its spellings); b and c: Drama. Bravo and alpha tie: by choice, alpha first (by spelling, Bravo would be).
    expect(await answerStatisticsQuery('streamFacetCounts', {}, scan)).toEqual({
      genres: [
        { value: 'Drama', count: 3 },
        { value: '\tDrama', count: 1 },
        { value: '7', count: 1 },
        { value: 'alpha', count: 1 },
        { value: 'Bravo', count: 1 },
        { value: 'ΣΑΣ', count: 1 },
      ],
      // English twice, english and ENGLISH once each; a blank language counts for none.
      languages: [
        { value: 'English', count: 4 },
        { value: 'Français', count: 1 },
      ],
    });
    expect(await answerStatisticsQuery('streamFacetCounts', { status: 'PENDING' }, scan)).toEqual({
      genres: [
        { value: '\tDrama', count: 1 },
        { value: '7', count: 1 },
        { value: 'alpha', count: 1 },
        { value: 'Drama', count: 1 },
        { value: 'ΣΑΣ', count: 1 },
      ],
      languages: [
        { value: 'ENGLISH', count: 1 },
        { value: 'Français', count: 1 },
      ],
    });
    expect(await answerStatisticsQuery('streamFacetCounts', { status: 'INACTIVE' }, scan)).toEqual({ genres: [], languages: [{ value: 'English', count: 1 }] });
    expect(await answerStatisticsQuery('streamFacetCounts', { status: 'ACTIVE' }, withRecords({ Stream: [{ id: 'x', genre: ['Drama'] }] }))).toEqual({ genres: [], languages: [] });
    expect(await answerStatisticsQuery('streamFacetCounts', { status: null }, scan)).toEqual(await answerStatisticsQuery('streamFacetCounts', {}, scan));
  });

  it('offers at most FACET_CHOICES of each, and refuses an unknown status before scanning', async () => {
    const facets = (await answerStatisticsQuery('streamFacetCounts', {}, scanOf(generateRecords()))) as { genres: { value: string; count: number }[] };
    expect(facets.genres).toHaveLength(FACET_CHOICES);
    expect(facets.genres.map((genre) => genre.count)).toEqual([...facets.genres.map((genre) => genre.count)].sort((a, b) => b - a));
    const scan = jest.fn(async () => [] as Item[]);
    await expect(answerStatisticsQuery('streamFacetCounts', { status: 'active' }, scan)).rejects.toMatchObject({ name: 'BadRequest', message: 'status must be one of ACTIVE, INACTIVE, PENDING.' });
    expect(scan).not.toHaveBeenCalled();
  });
});

describe('the scans', () => {
  const ARGUMENTS: [string, Record<string, unknown>][] = [
    ['banStatistics', {}],
    ['banStatistics', { platformId: 'youtube', year: 2020, isActive: false, appealStatus: 'NONE', profileId: 'p00008' }],
    ['contentCounts', {}],
    ['briefFacetCounts', {}],
    ['streamFacetCounts', {}],
    ['streamFacetCounts', { status: 'PENDING' }],
    ...['BRIEFS', 'PROFILES', 'PLATFORM_BANS', 'SHADOWBAN_REPORTS', 'STREAMS', 'PERSONALITIES'].map((name): [string, Record<string, unknown>] => ['listContentEntries', { list: name, offset: 0, limit: MAX_ENTRIES }]),
    ['listContentEntries', { list: 'BRIEFS', offset: 0, limit: 50, category: 'power', tag: 'rare', warfareTag: 'psyops', profileId: 'p00007' }],
    ['listContentEntries', { list: 'PLATFORM_BANS', offset: 3, limit: 50, platformId: 'écran', year: 2019, isActive: true, appealStatus: 'PENDING', profileId: 'p00010' }],
    ['listContentEntries', { list: 'SHADOWBAN_REPORTS', offset: 0, limit: 50, profileId: 'p00003' }],
    ['listContentEntries', { list: 'STREAMS', offset: 2, limit: 50, status: 'ACTIVE', genre: 'drama', language: 'english', isFeaturedOnly: true }],
    ['listContentEntries', { list: 'PERSONALITIES', offset: 1, limit: 50, category: 'STREAMER', isFeaturedOnly: true }],
  ];

  it.each(ARGUMENTS)('%s %j: projected items give the answer whole items give (the projection holds every field read)', async (field, args) => {
    const records = generateRecords();
    const asked: [string, readonly string[]][] = [];
    const projected = await answerStatisticsQuery(field, args, scanOf(records, asked));
    expect(projected).toEqual(await answerStatisticsQuery(field, args, scanOf(records, [], { project: false })));
    for (const [, fields] of asked) expect(fields).toContain('id');
  });
});
