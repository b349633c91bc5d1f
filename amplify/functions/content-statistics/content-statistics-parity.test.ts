/**
 * The AWS contentStatistics function against the local backend: the same generated records are
 * loaded into data_records (one SQL statement, as content-statistics.test.ts does) and, on the
 * AWS side, added to the figures by figures-aggregator's own code (each record's contribution,
 * figure-items.ts, applied as the aggregator applies a stream record) and read back through the
 * function's readers as DynamoDB would answer them (fakeFigureClient below, which answers GetItem
 * and Query only: a figure query that scanned would fail here). The lists are handed the records
 * as a scan would (unordered, projected). Every query gets the same answer, or the same refusal,
 * for a set of argument combinations. A search of the stream catalogue (`query` with words) is
 * asked of the search index on AWS, which cannot run here: SEARCHES below checks the request the
 * AWS path builds and evaluates it in memory over the same records (SEARCHED_ON_AWS says how, and
 * what stands in for the analyser).
 * figures-aggregator/figures-aggregator.test.ts applies real stream records on DynamoDB Local.
 */
import { fillRecordFacts } from '../../../backend/data/store/record-facts';
import { startDataBackend, type DataTestBackend } from '../../../backend/data/test-support/start-data-backend';
import { TEST_STORES } from '../../../backend/data/test-support/stores';
import { statisticsOperations } from '../../data/models/statistics-operations';
import { CONTENT_LISTS, MAX_ENTRIES, MAX_OFFSET } from '../../data/statistics/statistics-limits';
import { FIGURES_TABLE_VARIABLE } from '../shared/figure-items';
import { fakeFigureClient, figuresOf } from './figure-memory.test-helper';
import { generateRecords, scanOf } from './generated-records.test-helper';
import { answerStatisticsQuery, type Item } from './summarize-items';
import type { SearchIndexPort } from '../../data/search/search-on-index';
import { INDEXED_KIND_BY_KIND } from '../../data/search/search-index-kinds';
import { matches, searchInMemory, type Document } from '../../data/search/test-support/in-memory-opensearch';
import { recordFactsOf } from '../../data/record-facts/record-facts';
import { indexedDocument } from '../../data/search/test-support/pipeline-in-memory';
import { readStreamCatalogueFilters } from '../../data/statistics/stream-catalogue-filters';
import { SIMPLE_QUERY_FLAGS } from '../../data/search/simple-query';

jest.setTimeout(180_000);

type Args = Record<string, unknown>;

/** listContentEntries' arguments the AWS function applies, each exercised below. */
const APPLIED = ['list', 'offset', 'limit', 'category', 'tag', 'warfareTag', 'profileId', 'platformId', 'year', 'isActive', 'appealStatus', 'status', 'genre', 'language', 'isFeaturedOnly', 'withRecordsOnly'];
/**
 * Checked as the local backend checks it (the same refusals for a text too long or without a
 * word: CASES), then answered on AWS by the stream index (amplify/data/search/stream-catalogue-search.ts).
 * No OpenSearch runs here: SEARCHES checks the request the AWS path builds (words, filters, order,
 * window) and evaluates it over the generated streams as the pipeline would index them, with the
 * in-memory OpenSearch (filters, order, window, total); which streams hold the words is asked of
 * PostgreSQL's English search, the stand-in for OpenSearch's analyser (where the two can differ:
 * docs/deploy-aws.md).
 */
const SEARCHED_ON_AWS = ['query'];

const FIGURES = '{ key recorded active underAppeal restored creators }';
const KIND_FIGURES = `{ records restrictions { value count } appealsDecided appealsRestored appealsPartiallyRestored appealsTimed medianDaysToDecision
  verification { value count } perMonth undated }`;
const RECORD_FIGURES = `{ key bans ${KIND_FIGURES} shadowbanReports ${KIND_FIGURES} }`;
const QUERIES: Record<string, string> = {
  banStatistics: `query ($platformId: ID, $profileId: ID, $year: Int, $isActive: Boolean, $appealStatus: AppealStatus) {
    banStatistics(platformId: $platformId, profileId: $profileId, year: $year, isActive: $isActive, appealStatus: $appealStatus) {
      total ${FIGURES} byPlatform ${FIGURES} byYear ${FIGURES} byAppealStatus ${FIGURES} } }`,
  platformRecordFigures: `query ($platformId: ID, $year: Int, $isActive: Boolean, $appealStatus: AppealStatus) {
    platformRecordFigures(platformId: $platformId, year: $year, isActive: $isActive, appealStatus: $appealStatus) {
      months total ${RECORD_FIGURES} byPlatform ${RECORD_FIGURES} } }`,
  contentCounts: '{ contentCounts { briefs profiles personalities streams platformBans shadowbanReports } }',
  briefFacetCounts: '{ briefFacetCounts { categories { value count } tags { value count } warfareTags { value count } } }',
  streamFacetCounts: 'query ($status: StreamStatus) { streamFacetCounts(status: $status) { genres { value count } languages { value count } } }',
  listContentEntries: `query ($list: String!, $offset: Int!, $limit: Int!, $category: String, $tag: String, $warfareTag: String,
      $profileId: ID, $platformId: ID, $year: Int, $isActive: Boolean, $appealStatus: AppealStatus,
      $status: StreamStatus, $genre: String, $language: String, $isFeaturedOnly: Boolean, $query: String, $withRecordsOnly: Boolean) {
    listContentEntries(list: $list, offset: $offset, limit: $limit, category: $category, tag: $tag, warfareTag: $warfareTag,
      profileId: $profileId, platformId: $platformId, year: $year, isActive: $isActive, appealStatus: $appealStatus,
      status: $status, genre: $genre, language: $language, isFeaturedOnly: $isFeaturedOnly, query: $query, withRecordsOnly: $withRecordsOnly) {
      total entries { id key updatedAt } } }`,
};

const records = generateRecords();
const profileOf = (index: number) => records.Profile[index].id as string;
const everything = { offset: 0, limit: MAX_ENTRIES };
// The unfiltered lists are read off the aggregator's list entries: the whole list, several numbered pages, past the end.
const windows = [everything, { offset: 0, limit: 24 }, { offset: 24, limit: 24 }, { offset: 96, limit: 24 }, { offset: 5, limit: 17 }, { offset: 9_000, limit: 3 }];

const CASES: [string, Args][] = [
  ...[{}, { platformId: 'YouTube' }, { platformId: ' x ' }, { platformId: 'ÉCRAN' }, { platformId: '' }, { year: 2020 }, { year: 2021 }, { isActive: true }, { isActive: false },
    { appealStatus: 'NONE' }, { appealStatus: 'RESTORED', isActive: false }, { profileId: profileOf(8) }, { profileId: profileOf(2) },
    { platformId: 'tiktok', year: 2019, isActive: true, appealStatus: 'PENDING' }, { platformId: 'nowhere' },
    { year: 1899 }, { year: 10_000 }, { platformId: 'p'.repeat(61) }, { profileId: 'p'.repeat(201) },
  ].map((args): [string, Args] => ['banStatistics', args]),
  ...[{}, { platformId: 'YouTube' }, { platformId: ' écran ' }, { platformId: 'ÉCRAN' }, { platformId: '' }, { year: 2022 }, { year: 2021 }, { isActive: true }, { isActive: false },
    { appealStatus: 'RESTORED' }, { appealStatus: 'PARTIALLY_RESTORED' }, { appealStatus: 'NONE', platformId: 'x' }, { platformId: 'tiktok', year: 2019, isActive: true },
    { platformId: 'nowhere' }, { year: 1899 }, { platformId: 'p'.repeat(61) },
  ].map((args): [string, Args] => ['platformRecordFigures', args]),
  ['contentCounts', {}],
  ['briefFacetCounts', {}],
  ...[{}, { status: 'ACTIVE' }, { status: 'INACTIVE' }, { status: 'PENDING' }, { status: null }].map((args): [string, Args] => ['streamFacetCounts', args]),
  ...CONTENT_LISTS.flatMap((list) => windows.map((window): [string, Args] => ['listContentEntries', { list, ...window }])),
  ...[{ category: 'power' }, { category: ' POWER ' }, { category: 'Discipline' }, { category: 'tabbed' }, { category: 'ΟΔΟΣ' }, { category: 'οδοσ' }, { category: 'ISTANBUL' },
    { category: 'émigré' }, { category: 'd' }, { category: '' }, { category: '   ' }, { tag: 'RARE' }, { tag: 't7' }, { tag: '42' }, { tag: 'rare', category: 'discipline' },
    { warfareTag: 'psyops' }, { warfareTag: 'CYBER', tag: 'rare' }, { profileId: profileOf(7) }, { profileId: profileOf(7).toUpperCase() }, { profileId: profileOf(3), category: 'power' },
    { year: 12, platformId: 'x', isActive: true }, { category: 'c'.repeat(81) }, { tag: 't'.repeat(81), warfareTag: 'w'.repeat(81) }, { warfareTag: 'w'.repeat(81) },
  ].flatMap((args) => [everything, { offset: 2, limit: 5 }].map((window): [string, Args] => ['listContentEntries', { list: 'BRIEFS', ...window, ...args }])),
  ...[{ platformId: 'YouTube' }, { platformId: ' écran ' }, { year: 2021 }, { isActive: true }, { isActive: false }, { appealStatus: 'NONE' }, { appealStatus: 'REJECTED', isActive: false },
    { profileId: profileOf(9) }, { profileId: profileOf(9), platformId: 'x', year: 2022 }, { category: 'power', tag: 'rare' },
    { year: 12 }, { platformId: 'x'.repeat(61), year: 12 }, { profileId: 'q'.repeat(201) },
  ].flatMap((args) => [everything, { offset: 3, limit: 9 }].map((window): [string, Args] => ['listContentEntries', { list: 'PLATFORM_BANS', ...window, ...args }])),
  // The kept variants (one platform's bans, the creators with any record, a status's streams, a category's or the featured personalities) over several pages.
  ...[{ list: 'PLATFORM_BANS', platformId: 'tiktok' }, { list: 'PLATFORM_BANS', platformId: ' TikTok ' }, { list: 'PROFILES', withRecordsOnly: true },
    { list: 'STREAMS', status: 'ACTIVE' }, { list: 'STREAMS', status: 'PENDING' }, { list: 'PERSONALITIES', category: 'STREAMER' }, { list: 'PERSONALITIES', isFeaturedOnly: true },
    // The variants of every filter combination: a year, a slice, a platform's year or slice, all four.
    { list: 'PLATFORM_BANS', year: 2021 }, { list: 'PLATFORM_BANS', isActive: false }, { list: 'PLATFORM_BANS', appealStatus: 'PENDING' },
    { list: 'PLATFORM_BANS', platformId: 'YouTube', year: 2020 }, { list: 'PLATFORM_BANS', platformId: 'écran', isActive: true }, { list: 'PLATFORM_BANS', year: 2022, appealStatus: 'NONE' },
    { list: 'PLATFORM_BANS', platformId: 'x', year: 2019, isActive: false, appealStatus: 'REJECTED' }, { list: 'PLATFORM_BANS', isActive: true, appealStatus: 'RESTORED' },
    { list: 'PROFILES', platformId: 'YouTube' }, { list: 'PROFILES', platformId: 'tiktok', withRecordsOnly: true },
    { list: 'BRIEFS', category: 'power' }, { list: 'BRIEFS', tag: 'rare' }, { list: 'BRIEFS', tag: 't7' }, { list: 'BRIEFS', warfareTag: 'psyops' },
    // Two or three choices together; a tag only a wide brief has; a brief over MAX_KEPT_COMBINATIONS (kept for one choice, wide for several).
    { list: 'BRIEFS', category: 'power', tag: 'rare' }, { list: 'BRIEFS', tag: ' RARE ', warfareTag: 'psyops' }, { list: 'BRIEFS', category: 'Power', tag: 'rare', warfareTag: 'cyber' },
    { list: 'BRIEFS', category: 'discipline', warfareTag: 'Cyber' }, { list: 'BRIEFS', tag: 'wide 3' }, { list: 'BRIEFS', category: 'a', tag: 'wide 3', warfareTag: 'cyber' },
    { list: 'BRIEFS', tag: 'cap 5' }, { list: 'BRIEFS', category: 'power', tag: 'cap 5' }, { list: 'BRIEFS', tag: 'cap 5', warfareTag: 'cap 11' }, { list: 'BRIEFS', category: 'nowhere', tag: 'rare' },
    { list: 'PROFILES', platformId: 'platform7' }, { list: 'PROFILES', platformId: 'x' },
    { list: 'STREAMS', genre: 'drama' }, { list: 'STREAMS', language: 'english', status: 'ACTIVE' }, { list: 'STREAMS', isFeaturedOnly: true },
    { list: 'STREAMS', status: 'ACTIVE', genre: 'drama', language: 'english', isFeaturedOnly: true }, { list: 'STREAMS', genre: 'émigré', isFeaturedOnly: true },
    { list: 'PERSONALITIES', category: 'STREAMER', isFeaturedOnly: true },
  ].flatMap((args) =>
    windows.map((window): [string, Args] => ['listContentEntries', { ...window, ...args }]),
  ),
  ...[{ profileId: profileOf(0) }, { profileId: profileOf(12) }, { profileId: 'p'.repeat(300) }, { year: 12 }].map((args): [string, Args] => ['listContentEntries', { list: 'SHADOWBAN_REPORTS', ...everything, ...args }]),
  ...[{ profileId: profileOf(1) }, { year: 12, category: 'c'.repeat(81) }, { status: 'ACTIVE', genre: 'g'.repeat(101), query: 'q'.repeat(201) }].map(
    (args): [string, Args] => ['listContentEntries', { list: 'PROFILES', ...everything, ...args }],
  ),
  // The creators list's filters: a record on one platform (any case, trimmed), any record, both; a platform too long is refused.
  ...[{ platformId: 'youtube' }, { platformId: ' YouTube ' }, { platformId: 'x' }, { platformId: 'nowhere' }, { platformId: '' }, { withRecordsOnly: true },
    { withRecordsOnly: false }, { withRecordsOnly: null }, { withRecordsOnly: true, platformId: 'tiktok' }, { platformId: 'p'.repeat(61) },
  ].flatMap((args) => [everything, { offset: 3, limit: 8 }].map((window): [string, Args] => ['listContentEntries', { list: 'PROFILES', ...window, ...args }])),
  // The stream catalogue's filters, alone and together, over every window.
  ...[{ status: 'ACTIVE' }, { status: 'INACTIVE' }, { status: 'PENDING' }, { status: null }, { genre: 'drama' }, { genre: ' DRAMA ' }, { genre: '\tDrama' },
    { genre: 'documentary' }, { genre: 'Ωmega' }, { genre: 'ωmega' }, { genre: 'ΣΑΣ' }, { genre: 'σας' }, { genre: 'İnci' }, { genre: 'inci' }, { genre: 'émigré' },
    { genre: '7' }, { genre: 'genre 3' }, { genre: '' }, { genre: '   ' }, { language: 'english' }, { language: ' ENGLISH ' }, { language: 'Français' },
    { language: '7' }, { language: '' }, { isFeaturedOnly: true }, { isFeaturedOnly: false }, { isFeaturedOnly: null },
    { status: 'ACTIVE', genre: 'drama' }, { status: 'PENDING', language: 'english', isFeaturedOnly: true }, { genre: 'power', language: 'deutsch', status: 'INACTIVE' },
    { query: '' }, { query: '   ' }, { query: null, status: 'ACTIVE' },
    { category: 'power', profileId: profileOf(1), year: 12, tag: 't'.repeat(81), platformId: 'x'.repeat(61) },
    // Refused alike: a choice or query too long, a query with no word (only control characters), in the local order of checks.
    { genre: 'g'.repeat(101) }, { genre: ` ${'g'.repeat(100)} ` }, { language: 'l'.repeat(101), genre: 'g'.repeat(101) }, { genre: 'g'.repeat(101), query: 'q'.repeat(201) },
    { query: 'q'.repeat(201) }, { query: '\u0001\u0002' }, { query: ' \uE000 ' }, { query: '\u007f', language: 'l'.repeat(101) },
  ].flatMap((args) => [everything, { offset: 7, limit: 11 }].map((window): [string, Args] => ['listContentEntries', { list: 'STREAMS', ...window, ...args }])),
  // The personalities' filters: a category of the schema, matched exactly, and featured ones.
  ...[{ category: 'STREAMER' }, { category: 'CONTENT_CREATOR' }, { category: 'ENTERTAINER', isFeaturedOnly: true }, { isFeaturedOnly: true }, { isFeaturedOnly: false },
    { category: '' }, { category: 'streamer' }, { category: ' STREAMER' }, { category: 'c'.repeat(81) }, { category: 'toString' },
    { status: 'ACTIVE', genre: 'drama', query: 'q'.repeat(201), profileId: profileOf(1), tag: 'rare', year: 12 },
  ].flatMap((args) => [everything, { offset: 4, limit: 9 }].map((window): [string, Args] => ['listContentEntries', { list: 'PERSONALITIES', ...window, ...args }])),
  // The stream arguments mean nothing to the other lists.
  ...[{ status: 'ACTIVE', genre: 'drama', language: 'english', isFeaturedOnly: true, query: 'lighthouse' }, { genre: 'g'.repeat(101), query: 'q'.repeat(201) }].flatMap((args) =>
    ['BRIEFS', 'PLATFORM_BANS'].map((list): [string, Args] => ['listContentEntries', { list, ...everything, ...args }]),
  ),
  ...[
    { list: 'toString', offset: 0, limit: 1 }, { list: 'briefs', offset: 0, limit: 1 }, { list: '', offset: -1, limit: 0 },
    { list: 'BRIEFS', offset: -1, limit: 0 }, { list: 'BRIEFS', offset: MAX_OFFSET + 1, limit: 1 }, { list: 'BRIEFS', offset: MAX_OFFSET, limit: 1 },
    { list: 'BRIEFS', offset: 0, limit: 0 }, { list: 'PROFILES', offset: 0, limit: MAX_ENTRIES + 1 }, { list: 'PLATFORM_BANS', offset: 0, limit: 0, year: 12 },
  ].map((args): [string, Args] => ['listContentEntries', args]),
];

/** An answer or a refusal, in the same shape from either side. */
type Outcome = { data: unknown } | { error: { errorType: string | null | undefined; message: string } };

// The readers name the tables as deployed (amplify/backend.ts sets these); the fake client answers for them.
Object.assign(process.env, { [FIGURES_TABLE_VARIABLE]: 'Figures', PLATFORMBAN_TABLE: 'PlatformBan' });
const figureClient = fakeFigureClient(figuresOf(records), records);

/**
 * A list the aggregator keeps entries for (figure-lists.ts): every list unfiltered and every
 * filter combination the site offers, briefs by two or three choices together included; one
 * creator's records are a Query of the model's profileId index instead. Beside a variant of a
 * multi-valued filter, the records wide in it (more genres, tags, platforms or brief combinations
 * than the lists keep variants for: generated streams, briefs and creators have) are read by id
 * (isWide below). Nothing scans.
 */
const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const isWide = (args: Args) =>
  isBlank(args.profileId) &&
  ((args.list === 'STREAMS' && !isBlank(args.genre) && isBlank(args.query)) ||
    (args.list === 'BRIEFS' && ['category', 'tag', 'warfareTag'].filter((name) => !isBlank(args[name])).length > 1) ||
    (args.list === 'BRIEFS' && !isBlank(args.tag) && isBlank(args.category) && isBlank(args.warfareTag)) ||
    (args.list === 'PROFILES' && !isBlank(args.platformId)));

/** The lists the AWS side scanned (a filtered list), case by case. */
const scanned: [string, readonly string[], ('scan' | 'profileId' | 'id')?][] = [];

async function awsOutcome(field: string, args: Args, search?: SearchIndexPort): Promise<Outcome> {
  try {
    return { data: await answerStatisticsQuery(field, args, figureClient, scanOf(records, scanned), search) };
  } catch (error) {
    return { error: { errorType: (error as Error).name, message: (error as Error).message } };
  }
}

/** A search's words as the stream index is asked for them, and the filters' conditions. */
const status = (value: string) => ({ term: { status: value } });
const SEARCHES: [Args, string, unknown[]][] = [
  [{ query: 'alpha' }, 'alpha', []],
  [{ query: 'Alpha beta', status: 'ACTIVE' }, 'Alpha beta', [status('ACTIVE')]],
  [{ query: '"alpha" -beta OR zeta', genre: 'drama' }, '"alpha" -beta | zeta', [{ term: { genre: 'drama' } }]],
  [{ query: 'alpha', offset: 7, limit: 11, status: 'PENDING', language: ' English ', isFeaturedOnly: true }, 'alpha', [
    { bool: { should: [status('PENDING'), { bool: { must_not: [{ exists: { field: 'status' } }] } }], minimum_should_match: 1 } },
    { term: { language: 'english' } },
    { term: { isFeatured: true } },
  ]],
  [{ query: 'beta', genre: ' DRAMA ', offset: 2, limit: 3 }, 'beta', [{ term: { genre: 'drama' } }]],
  [{ query: 'q'.repeat(200) }, 'q'.repeat(200), []],
  // Six of the thirteen titles (74 streams): the catalogue order over odd rankings, days, titles and ids, and a page of it. Not
  // the other titles: two of their streams hold chart positions a double cannot tell apart (the difference shown below).
  [{ query: 'alpha OR émile OR ωmega' }, 'alpha | émile | ωmega', []],
  [{ query: 'alpha OR émile OR ωmega', offset: 30, limit: 20 }, 'alpha | émile | ωmega', []],
  [{ query: 'alpha or beta or zeta', language: 'FRANÇAIS' }, 'alpha | beta | zeta', [{ term: { language: 'français' } }]],
  [{ query: 'beta or zeta or émile', status: 'INACTIVE', genre: 'Émigré' }, 'beta | zeta | émile', [status('INACTIVE'), { term: { genre: 'émigré' } }]],
];
const searchArgs = (args: Args): Args => ({ list: 'STREAMS', ...everything, ...args });
/**
 * The generated streams as the pipeline indexes them (its processors, test-support/pipeline-in-memory.ts),
 * searched by the in-memory OpenSearch (the query DSL's, the mappings' and the sort's documented
 * semantics: test-support/in-memory-opensearch.ts); only the words are matched by a stand-in.
 */
const streamIndex = INDEXED_KIND_BY_KIND.get('STREAM')!;
/**
 * One known difference is left out: a genre saved as one text rather than a list (the schema's
 * list type never writes one; the generated records hold some for the local rule) is that genre to
 * OpenSearch's keyword field and no genre to the stream's facts (docs/deploy-aws.md; the last test
 * below shows it). Such a stream is indexed here without it, so everything else is compared.
 */
const asTheSchemaWritesIt = (item: Item): Item => (item.genre === undefined || item.genre === null || Array.isArray(item.genre) ? item : { ...item, genre: [] });
const indexedStreams: Document[] = records.Stream.map((item) => ({ index: streamIndex.index, source: indexedDocument(streamIndex, asTheSchemaWritesIt(item)) }));

it('every argument and query the schema declares is exercised', () => {
  const declared = Object.keys((statisticsOperations.listContentEntries as unknown as { data: { arguments: Record<string, unknown> } }).data.arguments);
  // A new argument of listContentEntries needs its filter in content-lists.ts, and cases here.
  expect(declared.filter((name) => !APPLIED.includes(name) && !SEARCHED_ON_AWS.includes(name))).toEqual([]);
  const exercised = new Set(CASES.filter(([field]) => field === 'listContentEntries').flatMap(([, args]) => Object.keys(args)));
  expect([...APPLIED, ...SEARCHED_ON_AWS].filter((name) => !exercised.has(name))).toEqual([]);
  // Every statistics query the schema declares is answered on AWS, and compared here.
  const queries = Object.keys(statisticsOperations).filter((name) => /^[a-z]/.test(name));
  expect(queries.filter((name) => !(name in QUERIES))).toEqual([]);
  expect(queries.filter((name) => !CASES.some(([field]) => field === name))).toEqual([]);
});

describe.each(TEST_STORES)('contentStatistics on AWS answers as the local backend on $store', ({ database }) => {
  let backend: DataTestBackend;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const rows = Object.entries(records).flatMap(([model, items]) => items.map((doc) => [model, doc]));
    await backend.backend.context.db.query(
      `INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`,
      [JSON.stringify(rows)],
    );
    // Loaded by SQL, without the facts the record store writes (migration 0030): filled as the backend's start fills them.
    await fillRecordFacts(backend.backend.context.db);
  });
  afterAll(async () => {
    await backend?.close();
  });

  async function localOutcome(field: string, args: Args): Promise<Outcome> {
    const answer = await backend.graphql(QUERIES[field], args, { apiKey: backend.apiKey });
    const [error] = answer.body.errors ?? [];
    return error ? { error: { errorType: error.errorType, message: error.message } } : { data: answer.body.data?.[field] };
  }

  it.each(CASES)('%s %j', async (field, args) => {
    scanned.length = 0;
    const outcome = await awsOutcome(field, args);
    expect(outcome).toEqual(await localOutcome(field, args));
    // Every list is read off its entries or a creator's index, never a scan; the figures read no record.
    expect(scanned.filter(([, , by]) => by === 'scan')).toEqual([]);
    if (field !== 'listContentEntries') expect(scanned).toEqual([]);
    // Beside a variant of genres, tags, platforms or brief combinations, the records wide in it are read by id (generated ones are).
    if (field === 'listContentEntries' && isWide(args) && 'data' in outcome) expect(scanned.map(([, , by]) => by)).toEqual(['id']);
  });

  it.each(SEARCHES)('listContentEntries %j: asked of the stream index, which (evaluated in memory) answers as the local backend', async (args, words, filters) => {
    scanned.length = 0;
    const local = await localOutcome('listContentEntries', searchArgs(args));
    expect(local).toEqual({ data: expect.objectContaining({ total: expect.any(Number) }) });
    // The streams whose words match, as PostgreSQL's English search finds them: the stand-in for OpenSearch's analyser.
    const { rows } = await backend.backend.context.db.query<{ id: string }>(
      `SELECT id FROM search_entries WHERE model = 'Stream' AND words @@ websearch_to_tsquery('english', $1)`,
      [readStreamCatalogueFilters(searchArgs(args)).query],
    );
    const matched = new Set(rows.map((row) => row.id));
    const asked: [string, Record<string, unknown>][] = [];
    const index: SearchIndexPort = {
      post: async (path, body) => {
        asked.push([path, body]);
        return searchInMemory(indexedStreams, path, body, (document) => matched.has(String(document.source.id)));
      },
    };
    expect(await awsOutcome('listContentEntries', searchArgs(args), index)).toEqual(local);
    const { offset, limit } = searchArgs(args);
    expect(asked).toEqual([
      [
        '/search-stream/_search?ignore_unavailable=true',
        {
          query: { bool: { filter: [{ simple_query_string: { query: words, fields: ['title', 'description'], default_operator: 'and', flags: SIMPLE_QUERY_FLAGS } }, ...filters] } },
          from: offset,
          size: limit,
          track_total_hits: true,
          sort: [{ chartPosition: { order: 'asc', missing: '_last' } }, { addedOn: { order: 'desc', missing: '_last' } }, { 'title.sort': { order: 'asc', missing: '_last' } }, { id: { order: 'asc' } }],
          _source: ['id', 'slug', 'updatedAt'],
        },
      ],
    ]);
    // Nothing else is read: no scan, no kept entries.
    expect(scanned).toEqual([]);
  });

  it('differs, as docs/deploy-aws.md says, for a genre saved as one text: a genre on AWS, none locally', () => {
    const item = { id: 'one-text', title: 'T', genre: 'Drama' };
    expect(matches({ index: streamIndex.index, source: indexedDocument(streamIndex, item) }, { term: { genre: 'drama' } })).toBe(true);
    expect(recordFactsOf('Stream', item).genres).toEqual([]);
    expect(records.Stream.some((stream) => typeof stream.genre === 'string')).toBe(true);
  });

  it('differs, as docs/deploy-aws.md says, for chart positions past a double’s precision: they tie on AWS', () => {
    const [a, b] = ['99999999999999999999999', '100000000000000000000000'].map((ranking) => indexedDocument(streamIndex, { id: ranking, ranking }));
    expect(Number(a.chartPosition)).toBe(Number(b.chartPosition));
    expect(records.Stream.filter((stream) => stream.ranking === a.ranking || stream.ranking === b.ranking).length).toBeGreaterThan(0);
  });

  it('finds streams for the searches (so the mapping above is exercised with entries)', async () => {
    const found = await Promise.all(SEARCHES.map(([args]) => localOutcome('listContentEntries', searchArgs(args))));
    expect(found.filter((outcome) => 'data' in outcome && (outcome.data as { entries: unknown[] }).entries.length > 0).length).toBeGreaterThanOrEqual(3);
  });
});
