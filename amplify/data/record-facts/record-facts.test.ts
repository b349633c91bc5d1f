import { compareCodePoints } from './code-point-order';
import { choiceKey, platformKey, rankingDigits, recordFactsOf } from './record-facts';
import { readRecordFilters } from '../search/record-filters';

const NO_FIELDS = { appeal: null, restriction: null, verification: null, profileId: null, updatedAt: null };

it('keeps a ban’s and a report’s platform lower-cased, and their year and month as the date’s first characters', () => {
  expect(recordFactsOf('PlatformBan', { platformId: 'ÉCRAN', dateOfBan: '2021-03-04' })).toEqual({ ...NO_FIELDS, platform: 'écran', year: '2021', month: '2021-03', date: '2021-03-04' });
  expect(recordFactsOf('ShadowbanExperience', { platform: 'YouTube', date: '2021' })).toEqual({ ...NO_FIELDS, platform: 'youtube', year: '2021', month: '2021', date: '2021' });
  // Undated and without a platform: none (the figures count them as blank); an astral character is one character.
  expect(recordFactsOf('PlatformBan', {})).toEqual({ ...NO_FIELDS, platform: null, year: null, month: null, date: null });
  expect(recordFactsOf('PlatformBan', { dateOfBan: '\u{1D518}2020-01' }).year).toBe('\u{1D518}202');
});

it('files a brief’s categories and tags as trimmed values under lower-cased keys, in order, blanks left out', () => {
  const facts = recordFactsOf('Brief', { categories: ' Power,, \tTabbed ,İstanbul', tags: ['Rare', null, 7, ' rare '], warfareTags: 'PsyOps', blogDate: '2020-05-01' });
  expect(facts).toEqual({
    year: '2020',
    date: '2020-05-01',
    status: null,
    slug: null,
    profileId: null,
    updatedAt: null,
    choices: [
      ['category', 'power', 'Power'],
      ['category', '\ttabbed', '\tTabbed'],
      ['category', 'istanbul', 'İstanbul'],
      ['tag', 'rare', 'Rare'],
      ['tag', '7', '7'],
      ['tag', 'rare', 'rare'],
    ],
  });
  // The key a request names is the key a value is filed under.
  expect(choiceKey(' İstanbul ')).toBe('istanbul');
  expect(choiceKey('ΟΔΟΣ')).toBe('οδοσ');
});

it('keeps a stream’s choices once each under their smallest spelling, and its order’s values', () => {
  const facts = recordFactsOf('Stream', { genre: ['drama', ' Drama ', 'DRAMA', ' ', 'Émigré'], language: ' English ', ranking: ' +007th', date: '', created_at: '2021-02-03T10:00:00Z', title: 'Ωmega' });
  expect(facts).toEqual({ genres: [['drama', 'DRAMA'], ['émigré', 'Émigré']], language: ['english', 'English'], ranking: '7', addedOn: '2021-02-03', title: 'ωmega', status: null, slug: null, updatedAt: null });
  expect(recordFactsOf('Stream', { language: '  ', ranking: '0' })).toMatchObject({ genres: [], language: null, ranking: null, addedOn: null, title: null });
});

it('reads a chart position as its leading whole number', () => {
  expect(['1', '01', '3a', '0', '', '-3', '+2', '+ 3', '\t5', '1.5', 'abc', '99999999999999999999999'].map(rankingDigits)).toEqual([
    '1', '1', '3', null, null, null, '2', null, '5', '1', null, '99999999999999999999999',
  ]);
});

it('sorts a personality by its display name with A–Z lower-cased only', () => {
  expect(recordFactsOf('Personality', { displayName: 'ÄrGER Zed' })).toMatchObject({ name: 'Ärger zed' });
  expect(recordFactsOf('Personality', {})).toEqual({ name: null, ranking: null, category: null, slug: null, updatedAt: null });
});

it('orders text by code points, as UTF-8 bytes and COLLATE "C" do', () => {
  expect(['\uFFFF', '\u{1D518}', 'é', 'Z', 'a', ''].sort(compareCodePoints)).toEqual(['', 'Z', 'a', 'é', '\uFFFF', '\u{1D518}']);
});

it('reads the fields the lists and figures compare as text (a number or boolean as JSON writes it, a list or object as none), and numbers as numbers', () => {
  const ban = recordFactsOf('PlatformBan', { appealStatus: 'PENDING', dsaRestriction: 7, verification: true, profileId: ['p'], dateOfBan: 20210304, updatedAt: { at: 1 } });
  expect(ban).toMatchObject({ appeal: 'PENDING', restriction: '7', verification: 'true', profileId: null, date: '20210304', year: '2021', updatedAt: null });
  expect(recordFactsOf('Brief', { status: 'PUBLISHED', slug: 1.5, blogDate: null })).toMatchObject({ status: 'PUBLISHED', slug: '1.5', date: null, year: null });
  expect(recordFactsOf('Personality', { ranking: 2, category: 'ACTOR' })).toMatchObject({ ranking: 2, category: 'ACTOR' });
  expect([0, -1, '3', null, Number.NaN].map((ranking) => recordFactsOf('Personality', { ranking }).ranking)).toEqual([null, null, null, null, null]);
  expect(recordFactsOf('Profile', { username: 'anika', updatedAt: '2024-01-01T00:00:00Z', totalBans: 3, totalEstimatedLoss: '12' })).toEqual({
    username: 'anika', updatedAt: '2024-01-01T00:00:00Z', totalBans: 3, totalEstimatedLoss: null,
  });
});

it('keys a search request’s platform as the records’ platform facts are keyed, whatever its case', () => {
  const refuse = (message: string) => new Error(message);
  // 'İ'.toLowerCase() is two characters ('i' and a combining dot): the key takes each character's own lower case.
  for (const [asked, stored] of [[' İnstagram ', 'INSTAGRAM'], ['YouTube', 'youtube'], ['\u212Aick', 'kick']]) {
    expect(readRecordFilters({ platform: asked }, refuse).platform).toBe(recordFactsOf('PlatformBan', { platformId: stored }).platform);
  }
  expect(platformKey('ΣΑ')).toBe('σα');
});

it('keeps an appeal event’s kind and record key, and its date with its day number only when it is one an appeal may carry', () => {
  expect(recordFactsOf('AppealEvent', { recordKey: 'PlatformBan#b1', kind: 'FILED', date: '2022-03-01' })).toEqual({ recordKey: 'PlatformBan#b1', kind: 'FILED', date: '2022-03-01', day: 19_052 });
  // A day past the month's end is counted on into the next month (2 March), not refused.
  expect(recordFactsOf('AppealEvent', { date: '2022-02-30' }).day).toBe(recordFactsOf('AppealEvent', { date: '2022-03-02' }).day);
  expect(recordFactsOf('AppealEvent', { date: '1000-01-01' }).day).toBe(Date.UTC(1000, 0, 1) / 86_400_000);
  // Malformed, out of range, before the year 1000, or no text: no date, no day.
  for (const date of ['2022-3-1', '2022-13-01', '2022-04-32', '0999-01-01', '2022-03-01T00:00', 20220301, null, undefined])
    expect([date, recordFactsOf('AppealEvent', { kind: 7, date })]).toEqual([date, { recordKey: null, kind: '7', date: null, day: null }]);
});
