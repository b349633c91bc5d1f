import { PERSONALITY_CATEGORIES } from '../../data/enums';
import { modelTablesOf } from '../test-support/model-tables';
import type { Item, ScanItems } from './summarize-items';

/**
 * Public records for the statistics tests, generated the same way every run, with the awkward
 * cases the local SQL has rules for: undated briefs and bans, ties on dates, drafts and archived
 * briefs in the Brief table, categories with stray spaces, tabs, case and non-ASCII letters (Σ, İ,
 * É), tags that are no list or hold nulls and numbers, briefs with more tags or tag combinations than
 * the lists keep in variants, a stream with more than 200 genres, bans without a platform,
 * creator or appeal status, isActive written as text, profiles without (or with text) totals,
 * streams without a status or date, genres and languages in several spellings, rankings such as
 * '01', '3a', '0' or '', personalities with odd active flags and rankings, titles and names that
 * differ in case only, and ids whose byte order is not their UTF-16 or locale order.
 */
export type GeneratedRecords = Record<'Brief' | 'Profile' | 'PlatformBan' | 'ShadowbanExperience' | 'Stream' | 'Personality', Item[]> & { AppealEvent?: Item[] };

const pad = (n: number, width = 5) => String(n).padStart(width, '0');
const PLATFORMS = ['x', 'YouTube', 'tiktok', 'Facebook', 'twitch', 'ÉCRAN', 'écran'];
const APPEALS = ['NONE', 'PENDING', 'REJECTED', 'RESTORED', null];
const CATEGORIES = ['Power, Discipline', 'power', ' POWER ', 'Stoicism,,', '', 'Émigré, émigré', '\tTabbed, Tabbed', 'ΟΔΟΣ', 'οδοσ, οδος', 'İstanbul, istanbul', 'a,b, c ,D'];
const WARFARE = [['PsyOps'], ['psyops', ' Cyber '], [], ['Cyber', null, 7], 'psyops', null];
/** Ids sorting differently by bytes, by UTF-16 units and by locale: the id is every list's last key. */
const ODD_IDS = ['Z-1', 'a-1', 'é-1', '\uFB00-1', '\u{1D518}-1', 'B-1'];

/** Stream and personality values the catalogue's SQL has rules for; `undefined` leaves the field out. */
const STREAM_STATUS_VALUES = ['ACTIVE', 'PENDING', 'INACTIVE', undefined, 'ACTIVE', null, 'active'];
const GENRE_LISTS = [
  ['Drama'], ['drama', ' Drama '], ['DRAMA', 'Drama', 'drama'], ['Documentary', null, 7], 'Drama', [], ['\tDrama'], ['Ωmega', 'ωMEGA'],
  ['İnci', 'Power'], [' ', ''], ['Bravo'], ['alpha'], undefined, ['Émigré', 'émigré', 'ÉMIGRÉ'], ['ΣΑΣ', 'σασ'], ['documentary ', 'Censorship'], ['drama'],
];
const LANGUAGES = ['English', 'english', ' English ', 'ENGLISH', '', '  ', undefined, null, 'Deutsch', 'Français', 'FRANÇAIS', 7, '\tEnglish', 'english'];
const FEATURED = [true, false, 'true', undefined, null, true];
/** Rankings as text (the model's type): leading zeros, trailing letters, zero, signs, spaces of several kinds, huge numbers. */
const STREAM_RANKINGS = [
  '1', '01', '3a', '0', '', undefined, ' 7', '+2', '-3', '\t5', '007', '2', '99999999999999999999999', '100000000000000000000000', 'abc',
  '\u20035', '\u00a05', '\u30004', '1.5', '\u0663', null, 4, '00', '+ 3', '\n2',
];
const STREAM_TITLES = ['Alpha', 'alpha', 'ALPHA', 'Beta', 'émile', 'Émile', 'Ωmega', undefined, 'beta ', 'İnci', 'inci', 'Zeta', 'ΣΑΣ'];
const ACTIVE_FLAGS = [true, false, undefined, null, 'false', true, true];
/** Rankings as numbers (the model's type), and a few of another type, which read as unranked. */
const PERSONALITY_RANKINGS = [1, 2, 0, -1, 2.5, '3', undefined, null, 1, 10, 3];
const DISPLAY_NAMES = ['alpha', 'Alpha', 'Émile', 'émile', 'beta', undefined, 'BETA', 'Zed', '_under', 'Ωmega', 'ωmega', 'Ärger', 'zed'];
const PERSONALITY_CATEGORY_VALUES = [...PERSONALITY_CATEGORIES, 'streamer', undefined];

/** Issue 18's fields on bans and reports: restriction types and ladder levels the enums know, others, none. */
const RESTRICTIONS = ['DECISION_ACCOUNT_SUSPENDED', 'DECISION_VISIBILITY_CONTENT_DEMOTED', undefined, 'DECISION_MONETARY_OTHER', 'decision_account_suspended', null, 'DECISION_PROVISION_TOTAL_TERMINATION'];
const LEVELS = ['CORROBORATED', undefined, 'CONFIRMED', 'EVIDENCE_ATTACHED', 'DISPUTED', 'confirmed', null, 'SELF_REPORTED'];
const REPORT_PLATFORMS = ['YOUTUBE', 'X', 'tiktok', undefined, 'ÉCRAN', 'Twitch'];
const EVENT_KINDS = ['FILED', 'ANSWERED', 'REJECTED', 'RESTORED', 'PARTIALLY_RESTORED', 'filed'];
/** Event dates: valid, past a month's end, malformed, missing. */
const EVENT_DATES = ['2022-03-01', '2022-03-15', '2022-02-30', '2022-04-31', '2022-3-1', '0999-01-01', undefined, '2021-12-31', '2022-03-15', '2023-01-10'];

/** `{ [field]: value }`, or nothing when the value is undefined (null stays: DynamoDB's NULL). */
const optional = (field: string, value: unknown): Item => (value === undefined ? {} : { [field]: value });

/** A stream's date and created_at: set, empty, missing, short, or starting with an astral character. */
function addedOn(i: number): Item {
  const createdAt = `2021-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}T10:00:00.000Z`;
  switch (i % 10) {
    case 0: return {};
    case 1: return { date: '', created_at: createdAt };
    case 2: return { created_at: createdAt };
    case 3: return { date: '', created_at: '' };
    case 4: return { date: '2021' };
    case 5: return { date: '\u{1D518}2020-01-01T00' };
    case 6: return { date: null, created_at: createdAt };
    default: return { date: `${2019 + (i % 4)}-${pad((i % 5) + 1, 2)}-01` };
  }
}

function date(year: number, i: number) {
  return `${year}-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}`;
}

const PLATFORMS_AFFECTED: unknown[] = [['YOUTUBE'], [], ['X', 'YOUTUBE'], ['TIKTOK'], 'YOUTUBE', [null], ['youtube'], ['INSTAGRAM', 'X', 'TWITCH'], []];

export function generateRecords(): GeneratedRecords {
  const Profile: Item[] = Array.from({ length: 150 }, (_, i) => ({
    id: i < ODD_IDS.length ? `p${ODD_IDS[i]}` : `p${pad(i)}`,
    username: i % 11 === 0 ? null : `creator${i}`,
    updatedAt: `2024-01-${pad((i % 28) + 1, 2)}T00:00:00.000Z`,
    ...(i % 13 === 0 ? {} : { totalBans: i % 10 === 0 ? String(i % 7) : (i % 7) - 1 }),
    ...(i % 5 === 0 ? {} : { totalEstimatedLoss: (i % 4) * 1.5 }),
    // What the creators list filters by: names, none, an empty list, and shapes no profile should have.
    ...(i % 6 === 5 ? {} : { platformsAffected: PLATFORMS_AFFECTED[i % PLATFORMS_AFFECTED.length] }),
    // A creator on more platforms than the lists keep in variants.
    ...(i === 30 ? { platformsAffected: ['X', ...Array.from({ length: 24 }, (_, n) => `PLATFORM${n}`), 'YOUTUBE'] } : {}),
  }));
  const profileIdOf = (i: number) => Profile[i % Profile.length].id as string;
  const PlatformBan: Item[] = Array.from({ length: 700 }, (_, i) => ({
    id: i < ODD_IDS.length ? `b${ODD_IDS[i]}` : `b${pad(i)}`,
    ...(i % 41 === 0 ? {} : { profileId: profileIdOf(i) }),
    ...(i % 37 === 0 ? {} : { platformId: PLATFORMS[i % PLATFORMS.length] }),
    isActive: i % 9 === 0 ? 'true' : i % 3 === 0 ? true : i % 3 === 1 ? false : null,
    ...(i % 25 === 0 ? {} : { dateOfBan: i % 31 === 0 ? '2021' : date(2018 + (i % 6), i % 40) }),
    ...(i % 7 === 0 ? {} : { appealStatus: APPEALS[i % APPEALS.length] }),
    ...(i % 4 === 0 ? {} : { updatedAt: `2024-02-${pad((i % 28) + 1, 2)}T00:00:00.000Z` }),
    ...optional('dsaRestriction', RESTRICTIONS[i % RESTRICTIONS.length]),
    ...optional('verification', LEVELS[i % LEVELS.length]),
  }));
  const Brief: Item[] = Array.from({ length: 420 }, (_, i) => ({
    id: i < ODD_IDS.length ? `r${ODD_IDS[i]}` : `r${pad(i)}`,
    slug: `brief-${i}`,
    title: `Brief ${i}`,
    status: i % 17 === 0 ? 'DRAFT' : i % 19 === 0 ? 'ARCHIVED' : i % 23 === 0 ? 'published' : i % 29 === 0 ? null : 'PUBLISHED',
    profileId: profileIdOf(i * 7),
    // Every 15th undated (first when newest first); dates repeat, so ids break the ties.
    ...(i % 15 === 0 ? {} : { blogDate: date(2020 + (i % 4), i % 30) }),
    ...(i % 43 === 0 ? {} : { categories: CATEGORIES[i % CATEGORIES.length] }),
    tags: i % 9 === 0 ? 'rare' : i % 3 === 0 ? ['rare', 'RARE', `t${i % 230}`] : [`t${i % 230}`, null, i % 5 === 0 ? 42 : ' Rare'],
    ...(i % 6 === 0 ? {} : { warfareTags: WARFARE[i % WARFARE.length] }),
    // Wider than the lists keep in variants: more tags than MAX_KEPT_CHOICES; more combinations of choices than MAX_KEPT_COMBINATIONS.
    ...(i === 10 ? { tags: [' Rare ', ...Array.from({ length: 23 }, (_, n) => `Wide ${n}`)], warfareTags: ['Cyber'] } : {}),
    ...(i === 20 ? { categories: 'Power, Discipline', tags: Array.from({ length: 20 }, (_, n) => `cap ${n}`), warfareTags: Array.from({ length: 12 }, (_, n) => `Cap ${n}`) } : {}),
    updatedAt: `2024-03-${pad((i % 28) + 1, 2)}T00:00:00.000Z`,
  }));
  const ShadowbanExperience: Item[] = Array.from({ length: 80 }, (_, i) => ({
    id: `s${pad(i)}`,
    profileId: profileIdOf(i * 3),
    ...(i % 6 === 0 ? {} : { date: date(2022, i % 9) }),
    updatedAt: `2024-04-${pad((i % 28) + 1, 2)}T00:00:00.000Z`,
    ...optional('platform', REPORT_PLATFORMS[i % REPORT_PLATFORMS.length]),
    ...optional('appealStatus', APPEALS[(i + 2) % APPEALS.length]),
    ...optional('dsaRestriction', RESTRICTIONS[(i + 1) % RESTRICTIONS.length]),
    ...optional('verification', LEVELS[(i + 3) % LEVELS.length]),
  }));
  // Appeal timelines on some bans and reports: several events each, in no order, some with dates
  // that do not count; a few name no record.
  const timed = [...PlatformBan.filter((_, i) => i % 3 === 0), ...ShadowbanExperience.filter((_, i) => i % 2 === 0)];
  const AppealEvent: Item[] = timed.flatMap((record, n) =>
    Array.from({ length: 1 + (n % 4) }, (_, k) => ({
      id: `e${pad(n)}-${k}`,
      recordKey: n % 50 === 7 ? `PlatformBan#nothing-${n}` : `${String(record.id).startsWith('s') ? 'ShadowbanExperience' : 'PlatformBan'}#${String(record.id)}`,
      ...optional('kind', k === 0 ? 'FILED' : EVENT_KINDS[(n + k) % EVENT_KINDS.length]),
      ...optional('date', EVENT_DATES[(n * 3 + k) % EVENT_DATES.length]),
    })),
  );
  const Stream: Item[] = Array.from({ length: 160 }, (_, i) => ({
    id: i < ODD_IDS.length ? `st${ODD_IDS[i]}` : `st${pad(i)}`,
    ...(i % 8 === 0 ? {} : { slug: `stream-${i}` }),
    ...optional('title', STREAM_TITLES[i % STREAM_TITLES.length]),
    ...optional('status', STREAM_STATUS_VALUES[i % STREAM_STATUS_VALUES.length]),
    // One stream offers more genres than a facet lists, in both cases (G sorts before g by bytes).
    ...optional('genre', i === 7 ? Array.from({ length: 210 }, (_, n) => `${n % 2 ? 'g' : 'G'}enre ${n}`) : GENRE_LISTS[i % GENRE_LISTS.length]),
    ...optional('language', LANGUAGES[i % LANGUAGES.length]),
    ...optional('featured', FEATURED[i % FEATURED.length]),
    ...optional('ranking', STREAM_RANKINGS[i % STREAM_RANKINGS.length]),
    ...addedOn(i),
    // Amplify's own timestamp, on every DynamoDB item: the catalogue never reads it (created_at is the model's field).
    createdAt: `2030-${pad((i % 12) + 1, 2)}-01T00:00:00.000Z`,
    updatedAt: `2024-05-${pad((i % 28) + 1, 2)}T00:00:00.000Z`,
  }));
  const Personality: Item[] = Array.from({ length: 90 }, (_, i) => ({
    id: i < ODD_IDS.length ? `pe${ODD_IDS[i]}` : `pe${pad(i)}`,
    name: `person-${i}`,
    ...(i % 9 === 0 ? {} : { slug: `person-${i}` }),
    ...optional('displayName', DISPLAY_NAMES[i % DISPLAY_NAMES.length]),
    ...optional('active', ACTIVE_FLAGS[i % ACTIVE_FLAGS.length]),
    ...optional('ranking', PERSONALITY_RANKINGS[i % PERSONALITY_RANKINGS.length]),
    ...optional('category', PERSONALITY_CATEGORY_VALUES[i % PERSONALITY_CATEGORY_VALUES.length]),
    ...optional('featured', FEATURED[(i * 5) % FEATURED.length]),
    updatedAt: `2024-06-${pad((i % 28) + 1, 2)}T00:00:00.000Z`,
  }));
  return { Brief, Profile, PlatformBan, ShadowbanExperience, Stream, Personality, AppealEvent };
}

/**
 * A scan (or, narrowed, an index Query or a BatchGetItem of ids) over generated records as
 * DynamoDB answers one: in no particular order (shuffled the same way every run) and holding only
 * the projected fields an item has. `asked` records the fields each read asked for, and what
 * narrowed it ('scan' when nothing did).
 */
export function scanOf(records: GeneratedRecords, asked: [string, readonly string[], ('scan' | 'profileId' | 'id')?][] = [], options: { project?: boolean } = {}): ScanItems {
  return async (model, fields, narrowing) => {
    asked.push([model, fields, narrowing?.field ?? 'scan']);
    const ids = narrowing?.field === 'id' ? new Set(narrowing.values) : null;
    // A Query of the field's index: only the items whose field is that string (an index keyed by a string holds no others).
    const items = (records[model as keyof GeneratedRecords] ?? []).filter((item) =>
      narrowing?.field === 'profileId' ? item.profileId === narrowing.value : ids === null || ids.has(item.id as string),
    );
    const shuffled = items.map((item, index) => ({ item, rank: (index * 7919) % 10007 })).sort((a, b) => a.rank - b.rank);
    const kept = (item: Item) => (options.project === false ? Object.keys(item) : fields.filter((field) => field in item));
    return shuffled.map(({ item }) => Object.fromEntries(kept(item).map((field) => [field, structuredClone(item[field])])));
  };
}

/**
 * The records as DynamoDB can hold them: an attribute a table's index is keyed by must have the
 * key's type (a null or a number where a string is keyed is refused), so such values are left out,
 * as the creator rules never write them. Both sides of a comparison are given these.
 */
export function storableRecords(records: GeneratedRecords): GeneratedRecords {
  const keyed = new Map(modelTablesOf().map((table) => [table.model, table.indexes.flatMap((index) => [index.partitionKey, ...(index.sortKey ? [index.sortKey] : [])])]));
  const storable = (model: string, item: Item) =>
    Object.fromEntries(
      Object.entries(item).filter(([name, value]) => {
        const key = keyed.get(model)?.find((attribute) => attribute.name === name);
        return !key || typeof value === (key.type === 'S' ? 'string' : 'number');
      }),
    );
  return Object.fromEntries(Object.entries(records).map(([model, items]) => [model, (items as Item[]).map((item) => storable(model, item))])) as GeneratedRecords;
}
