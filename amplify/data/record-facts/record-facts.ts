import { compareCodePoints } from './code-point-order';

/**
 * A record's facts: the values the figures, filters, orders and list entries compare (a platform
 * lower-cased, a date's year, a brief's category and tag choices, a stream's genre and language
 * choices, its chart position and the day it was added, the title and display name as sorted, and
 * the fields read as they are: status, appeal status, restriction, verification, profile id,
 * category, the record's date, slug or username, updatedAt, a ranking or total as a number, an
 * appeal event's kind, record key and date as a day),
 * computed here, once, from the record's document. Both backends use them as they are:
 *
 * - the local store writes them beside the document (data_records.facts, written by
 *   backend/data/store/record-store.ts with every write of the document; migration 0030), and its
 *   SQL filters, groups and orders the stored values with no text function of its own;
 * - the AWS functions compute them from each DynamoDB item (contentStatistics' scans, the
 *   figures aggregator's kept items and list entries).
 *
 * So the rules below are the site's, not an imitation of a database's: change one here and both
 * backends change together. Text is ordered by code points (compareCodePoints), which is how
 * DynamoDB orders sort keys and how the local database orders the stored facts (COLLATE "C").
 */

type Doc = Readonly<Record<string, unknown>>;

/** [facet, key, value]: a brief's category, tag or warfare tag, its value trimmed and its key the value lower-cased. */
export type BriefChoice = readonly [facet: BriefFacet, key: string, value: string];
export type BriefFacet = 'category' | 'tag' | 'warfareTag';

/**
 * The document's fields the figures, lists and filters compare or show as they are: each as
 * fieldText reads it (a string as it is, a number or boolean as JSON writes it, anything else
 * null). The local SQL reads these stored values, never `doc->>'field'`, so a field holding
 * something other than a string is the same value to both backends.
 */
export type FieldFacts<Name extends string> = { [field in Name]: string | null };

export type PlatformRecordFacts = FieldFacts<'appeal' | 'restriction' | 'verification' | 'profileId' | 'date' | 'updatedAt'> & {
  /** The platform lower-cased (platformKey); absent: null. */
  platform: string | null;
  /** The date's first 4 characters (its year) and first 7 (its month); undated: null. */
  year: string | null;
  month: string | null;
};
export type BriefFacts = FieldFacts<'status' | 'date' | 'slug' | 'profileId' | 'updatedAt'> & {
  /** The blog date's first 4 characters (its year); undated: null. */
  year: string | null;
  /** Every non-blank category, tag and warfare tag in the order the brief lists them (a value given twice is here twice). */
  choices: BriefChoice[];
};
export type StreamFacts = FieldFacts<'status' | 'slug' | 'updatedAt'> & {
  /** Each genre choice once, in first-listed order: [key, its smallest spelling by code points]. */
  genres: [key: string, spelling: string][];
  /** The language choice as [key, spelling], or null when none or blank. */
  language: [key: string, spelling: string] | null;
  /** The chart position's digits, without leading zeros; null when unranked (none, 0, or not starting with a number). */
  ranking: string | null;
  /** The day the stream joined the catalogue (its date, else its created_at, cut to 10 characters); null when neither. */
  addedOn: string | null;
  /** The title as the catalogue sorts it (lowerEach); null when none. */
  title: string | null;
};
export type PersonalityFacts = FieldFacts<'category' | 'slug' | 'updatedAt'> & {
  /** The display name as the catalogue sorts it (A–Z lower-cased only); null when none. */
  name: string | null;
  /** The ranking when it is a positive number; else null (unranked). */
  ranking: number | null;
};
export type ProfileFacts = FieldFacts<'username' | 'updatedAt'> & {
  /** The creator's totals the profiles list is ordered by, when numbers (fieldNumber); else null. */
  totalBans: number | null;
  totalEstimatedLoss: number | null;
};

export type AppealEventFacts = FieldFacts<'recordKey' | 'kind'> & {
  /**
   * The event's date when it is one an appeal event may carry ('YYYY-MM-DD', the year from 1000,
   * month and day in range), else null: such an event counts toward no days to a decision.
   */
  date: string | null;
  /**
   * That date as a day number (days since 1970-01-01), a day past its month's end counted on
   * into the next month ('2021-02-30' is 2 March) rather than refused; null without a date.
   */
  day: number | null;
};

export type RecordFactsByModel = {
  PlatformBan: PlatformRecordFacts;
  ShadowbanExperience: PlatformRecordFacts;
  Brief: BriefFacts;
  Stream: StreamFacts;
  Personality: PersonalityFacts;
  Profile: ProfileFacts;
  AppealEvent: AppealEventFacts;
};
export type FactsModel = keyof RecordFactsByModel;
export type RecordFacts = RecordFactsByModel[FactsModel];

/** The models whose records have facts. */
export const FACTS_MODELS: readonly FactsModel[] = ['PlatformBan', 'ShadowbanExperience', 'Brief', 'Stream', 'Personality', 'Profile', 'AppealEvent'];
export const hasFacts = (model: string): model is FactsModel => (FACTS_MODELS as readonly string[]).includes(model);

/**
 * A field as text: a string as it is, a number or boolean as JSON writes it; anything else
 * (missing, null, a list, an object) is no text.
 */
export function fieldText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return JSON.stringify(value);
  return null;
}

/** A number field: a finite number as it is; anything else (missing, null, text, a list) is none. */
export const fieldNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The named fields of a document as text (fieldText), under the names given: { name: doc[field] }. */
function fieldFacts<Name extends string>(doc: Doc, fields: Readonly<Record<Name, string>>): FieldFacts<Name> {
  const facts = {} as FieldFacts<Name>;
  for (const name of Object.keys(fields) as Name[]) facts[name] = fieldText(doc[fields[name]]);
  return facts;
}

/** Spaces (U+0020 only) cut from both ends: a tab or line break is kept. */
export function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) === 0x20) end -= 1;
  return text.slice(start, end);
}

/** Each character lower-cased on its own, to one character ('İ' becomes 'i', and a final 'Σ' 'σ'). */
export function lowerEach(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  let lowered = '';
  for (const character of text) lowered += String.fromCodePoint(character.toLowerCase().codePointAt(0) ?? 0);
  return lowered;
}

/**
 * A platform id as every comparison keys it: the record's platform fact, a request's platform
 * filter, a search hit's platform. Each character lower-cased on its own (lowerEach), which is
 * Unicode's simple lower-case mapping, the one OpenSearch's `lowercase` normaliser applies to the
 * search index's platform keyword, so the index files a platform under the same key.
 */
export const platformKey = (text: string): string => lowerEach(text);

/** A–Z lower-cased, every other character kept ('É' stays 'É'). */
export const lowerAscii = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** The first `count` characters (code points, not UTF-16 units). */
export function firstCharacters(text: string, count: number): string {
  let taken = '';
  let index = 0;
  for (const character of text) {
    if (index === count) break;
    taken += character;
    index += 1;
  }
  return taken;
}

/** A brief or stream choice's key: the value trimmed and lower-cased. */
export const choiceKey = (value: string): string => lowerEach(trimSpaces(value));

/** A list field's elements as text; anything but a list has none, and elements that are no text are left out. */
export function elementsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(fieldText).filter((element): element is string => element !== null);
}

/** A comma-separated category list's parts (an empty text has none). */
export function categoriesOf(value: unknown): string[] {
  const text = fieldText(value);
  return text === null || text === '' ? [] : text.split(',');
}

function platformRecordFacts(doc: Doc, platformField: string, dateField: string): PlatformRecordFacts {
  const platformText = fieldText(doc[platformField]);
  const dateText = fieldText(doc[dateField]);
  return {
    platform: platformText === null ? null : platformKey(platformText),
    year: dateText === null ? null : firstCharacters(dateText, 4),
    month: dateText === null ? null : firstCharacters(dateText, 7),
    ...fieldFacts(doc, { appeal: 'appealStatus', restriction: 'dsaRestriction', verification: 'verification', profileId: 'profileId', date: dateField, updatedAt: 'updatedAt' }),
  };
}

function briefFacts(doc: Doc): BriefFacts {
  const choices: BriefChoice[] = [];
  const add = (facet: BriefFacet, values: string[]) => {
    for (const raw of values) {
      const value = trimSpaces(raw);
      if (value !== '') choices.push([facet, lowerEach(value), value]);
    }
  };
  add('category', categoriesOf(doc.categories));
  add('tag', elementsOf(doc.tags));
  add('warfareTag', elementsOf(doc.warfareTags));
  const date = fieldText(doc.blogDate);
  return {
    year: date === null ? null : firstCharacters(date, 4),
    choices,
    ...fieldFacts(doc, { status: 'status', date: 'blogDate', slug: 'slug', profileId: 'profileId', updatedAt: 'updatedAt' }),
  };
}

/** A stream's choices of one facet: each key once (first-listed order), under its smallest trimmed spelling by code points. */
function streamChoices(values: readonly string[]): [string, string][] {
  const spellings = new Map<string, string>();
  for (const raw of values) {
    const value = trimSpaces(raw);
    if (value === '') continue;
    const key = lowerEach(value);
    const held = spellings.get(key);
    if (held === undefined || compareCodePoints(value, held) < 0) spellings.set(key, value);
  }
  return [...spellings];
}

/** A chart position: after any leading white space and one '+', the leading digits, without leading zeros. */
export function rankingDigits(text: string): string | null {
  const digits = /^\+?([0-9]+)/.exec(text.trimStart())?.[1]?.replace(/^0+/, '') ?? '';
  return digits === '' ? null : digits;
}

function streamFacts(doc: Doc): StreamFacts {
  const language = fieldText(doc.language);
  const ranking = fieldText(doc.ranking);
  const date = fieldText(doc.date);
  const added = date === null || date === '' ? fieldText(doc.created_at) : date;
  const addedOn = added === null ? '' : firstCharacters(added, 10);
  const title = fieldText(doc.title);
  return {
    genres: streamChoices(elementsOf(doc.genre)),
    language: streamChoices(language === null ? [] : [language])[0] ?? null,
    ranking: ranking === null ? null : rankingDigits(ranking),
    addedOn: addedOn === '' ? null : addedOn,
    title: title === null ? null : lowerEach(title),
    ...fieldFacts(doc, { status: 'status', slug: 'slug', updatedAt: 'updatedAt' }),
  };
}

function personalityFacts(doc: Doc): PersonalityFacts {
  const name = fieldText(doc.displayName);
  const ranking = fieldNumber(doc.ranking);
  return {
    name: name === null ? null : lowerAscii(name),
    ranking: ranking !== null && ranking > 0 ? ranking : null,
    ...fieldFacts(doc, { category: 'category', slug: 'slug', updatedAt: 'updatedAt' }),
  };
}

function profileFacts(doc: Doc): ProfileFacts {
  return {
    totalBans: fieldNumber(doc.totalBans),
    totalEstimatedLoss: fieldNumber(doc.totalEstimatedLoss),
    ...fieldFacts(doc, { username: 'username', updatedAt: 'updatedAt' }),
  };
}

const APPEAL_DATE = /^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

function appealEventFacts(doc: Doc): AppealEventFacts {
  const text = fieldText(doc.date);
  const date = text !== null && APPEAL_DATE.test(text) ? text : null;
  const day = date === null ? null : Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
  return { ...fieldFacts(doc, { recordKey: 'recordKey', kind: 'kind' }), date, day };
}

/** A record's facts, from its document. */
export function recordFactsOf<M extends FactsModel>(model: M, doc: Doc): RecordFactsByModel[M];
export function recordFactsOf(model: FactsModel, doc: Doc): RecordFacts {
  switch (model) {
    case 'PlatformBan':
      return platformRecordFacts(doc, 'platformId', 'dateOfBan');
    case 'ShadowbanExperience':
      return platformRecordFacts(doc, 'platform', 'date');
    case 'Brief':
      return briefFacts(doc);
    case 'Stream':
      return streamFacts(doc);
    case 'Personality':
      return personalityFacts(doc);
    case 'Profile':
      return profileFacts(doc);
    case 'AppealEvent':
      return appealEventFacts(doc);
  }
}

/** The facts a record of any model has: null for a model without facts. */
export const factsOfRecord = (model: string, doc: Doc): RecordFacts | null => (hasFacts(model) ? recordFactsOf(model, doc) : null);
