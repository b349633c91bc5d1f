/**
 * Issue 16 for the stream catalogue: a few thousand streams loaded straight into data_records
 * with one SQL statement, then read as /streams reads them (listContentEntries' STREAMS list with
 * the catalogue's filters, streamFacetCounts). Totals per filter and facet counts equal counts
 * made here from the generated records; the order is the catalogue's; every stream is on exactly
 * one page; search finds a word that only a description holds; bad arguments get a clear error.
 */
import { STREAM_CATALOGUE_ORDER, STREAM_STATUS_SQL } from './custom-operations/stream-catalogue-filters';
import { fillRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(180_000);

const STREAMS = 3000;
const STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
const GENRES = ['Documentary', 'Drama', 'Censorship', 'Stoicism', 'Power'];
const LANGUAGES = ['English', 'German', 'Spanish', 'French'];

type Doc = { id: string; title: string; description: string; status?: string; genre?: string[]; language?: string; featured?: boolean; ranking?: string; date?: string; created_at?: string; slug: string; updatedAt: string };
const pad = (n: number, width = 5) => String(n).padStart(width, '0');

function generateStreams(): Doc[] {
  return Array.from({ length: STREAMS }, (_, i) => {
    const doc: Doc = {
      id: `s${pad(i)}`,
      slug: `stream-${i}`,
      // Few distinct words and dates, so ranking and date ties are common and the title decides.
      title: `${i % 2 ? 'the' : 'The'} ${['Quiet', 'loud', 'Red', 'blue'][i % 4]} Channel ${i % 9}`,
      // Only descriptions say "lighthouse"; every 13th stream's does.
      description: i % 13 === 0 ? 'Keepers of a lighthouse on a banned coast.' : `Episode ${i} of a series about appeals.`,
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    if (i % 97 !== 0) doc.status = STATUSES[i % 3]; // every 97th has none: shown as PENDING
    if (i % 11 !== 0) {
      const genre = GENRES[i % GENRES.length];
      // The same genre spelled differently (case, spaces) is one choice.
      doc.genre = i % 17 === 0 ? [` ${genre.toLowerCase()} `, GENRES[(i + 1) % GENRES.length]] : [genre];
      if (i % 29 === 0) doc.genre.push(genre.toUpperCase()); // listed twice: counted once
    }
    if (i % 19 !== 0) doc.language = i % 23 === 0 ? LANGUAGES[i % 4].toLowerCase() : LANGUAGES[i % 4];
    if (i % 7 === 0) doc.featured = true;
    if (i % 31 === 0) doc.featured = false;
    if (i % 40 === 0) doc.ranking = String(1 + ((i / 40) % 30));
    if (i % 251 === 0) doc.ranking = ' 7th';
    if (i % 263 === 0) doc.ranking = '0';
    if (i % 269 === 0) doc.ranking = '-3';
    if (i % 271 === 0) doc.ranking = 'abc';
    if (i % 50 === 0) return doc; // neither date nor created_at: added on an unknown day, last
    if (i % 10 === 0 || i % 59 === 0) {
      if (i % 59 === 0) doc.date = '';
      doc.created_at = `2021-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}T10:00:00.000Z`;
    } else doc.date = `${2019 + (i % 6)}-${pad((i % 12) + 1, 2)}-01`;
    return doc;
  });
}

/** What the site shows and sorts by (lib/content/streams/to-stream.ts), worked out independently. */
const statusOf = (doc: Doc) => doc.status ?? 'PENDING';
const rankingOf = (doc: Doc) => {
  const ranking = Number.parseInt(doc.ranking ?? '', 10);
  return Number.isFinite(ranking) && ranking > 0 ? ranking : null;
};
const addedOnOf = (doc: Doc) => (doc.date || doc.created_at || '').slice(0, 10) || null;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
function catalogueOrder(a: Doc, b: Doc): number {
  const [ra, rb] = [rankingOf(a), rankingOf(b)];
  if (ra !== rb) return ra === null ? 1 : rb === null ? -1 : ra - rb;
  const [da, db] = [addedOnOf(a), addedOnOf(b)];
  if (da !== db) return da === null ? 1 : db === null ? -1 : compareText(db, da);
  return compareText(a.title.toLowerCase(), b.title.toLowerCase()) || compareText(a.id, b.id);
}
const hasGenre = (doc: Doc, genre: string) => (doc.genre ?? []).some((value) => value.trim().toLowerCase() === genre.toLowerCase());

type Filters = { status?: string; genre?: string; language?: string; isFeaturedOnly?: boolean; query?: string };
type Page = { total: number; entries: { id: string; key: string | null }[] };
type ValueCount = { value: string; count: number };

describe.each(TEST_STORES)('the stream catalogue on $store', ({ database }) => {
  let backend: DataTestBackend;
  const streams = generateStreams();
  const ENTRIES = `query ($offset: Int!, $limit: Int!, $status: StreamStatus, $genre: String, $language: String, $isFeaturedOnly: Boolean, $query: String) {
    listContentEntries(list: "STREAMS", offset: $offset, limit: $limit, status: $status, genre: $genre, language: $language, isFeaturedOnly: $isFeaturedOnly, query: $query) {
      total entries { id key updatedAt } } }`;
  const FACETS = `query ($status: StreamStatus) { streamFacetCounts(status: $status) { genres { value count } languages { value count } } }`;
  const ask = async (query: string, variables: Record<string, unknown>) => (await backend.graphql(query, variables, { apiKey: backend.apiKey })).body;
  const page = async (filters: Filters, offset: number, limit: number): Promise<Page> => {
    const body = await ask(ENTRIES, { ...filters, offset, limit });
    expect(body.errors).toBeUndefined();
    return body.data?.listContentEntries as Page;
  };
  const everyId = async (filters: Filters, limit = 500) => {
    const ids: string[] = [];
    for (let offset = 0; ; offset += limit) {
      const { entries } = await page(filters, offset, limit);
      ids.push(...entries.map((entry) => entry.id));
      if (entries.length < limit) return ids;
    }
  };
  const expected = (test: (doc: Doc) => boolean) => streams.filter(test).sort(catalogueOrder).map((doc) => doc.id);

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    await backend.backend.context.db.query(
      `INSERT INTO data_records (model, id, doc) SELECT 'Stream', value->>'id', value FROM jsonb_array_elements($1::jsonb)`,
      [JSON.stringify(streams)],
    );
    // Loaded by SQL, without the facts the record store writes (migration 0030): filled as the backend's start fills them.
    await fillRecordFacts(backend.backend.context.db);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('counts exactly the streams each filter chooses', async () => {
    const cases: [Filters, (doc: Doc) => boolean][] = [
      [{}, () => true],
      ...STATUSES.map((status): [Filters, (doc: Doc) => boolean] => [{ status }, (doc) => statusOf(doc) === status]),
      [{ status: 'ACTIVE', genre: 'Drama' }, (doc) => statusOf(doc) === 'ACTIVE' && hasGenre(doc, 'Drama')],
      [{ genre: 'documentary' }, (doc) => hasGenre(doc, 'Documentary')],
      [{ language: 'german' }, (doc) => doc.language?.toLowerCase() === 'german'],
      [{ status: 'ACTIVE', isFeaturedOnly: true }, (doc) => statusOf(doc) === 'ACTIVE' && doc.featured === true],
      [{ isFeaturedOnly: false }, () => true],
      [{ status: 'PENDING', genre: ' Power ', language: 'English', isFeaturedOnly: true }, (doc) => statusOf(doc) === 'PENDING' && hasGenre(doc, 'Power') && doc.language?.toLowerCase() === 'english' && doc.featured === true],
      [{ genre: 'No Such Genre' }, () => false],
      [{ query: '   ' }, () => true],
    ];
    for (const [filters, test] of cases) {
      const { total, entries } = await page(filters, 0, 12);
      const ids = expected(test);
      expect({ filters, total }).toEqual({ filters, total: ids.length });
      expect(entries.map((entry) => entry.id)).toEqual(ids.slice(0, 12));
    }
  });

  it('pages through every stream once, in catalogue order, and past the end finds nothing', async () => {
    const ids = await everyId({});
    expect(ids).toEqual(expected(() => true));
    expect(new Set(ids).size).toBe(STREAMS);
    const active = expected((doc) => statusOf(doc) === 'ACTIVE');
    const seen: string[] = [];
    for (let offset = 0; offset < active.length; offset += 12) seen.push(...(await page({ status: 'ACTIVE' }, offset, 12)).entries.map((entry) => entry.id));
    expect(seen).toEqual(active);
    const past = await page({ status: 'ACTIVE' }, active.length, 12);
    expect(past).toEqual({ total: active.length, entries: [] });
    // The charts come first, ranking 1 before 2; " 7th" reads as 7 as it does on the site; "0", "-3" and "abc" are unranked.
    const first = streams.find((doc) => doc.id === ids[0]);
    expect(rankingOf(first as Doc)).toBe(1);
    expect(ids.indexOf('s00251')).toBeLessThan(ids.indexOf('s00263'));
  });

  it('answers each stream with its slug as the key', async () => {
    const { entries } = await page({ status: 'INACTIVE' }, 0, 3);
    for (const entry of entries) expect(entry.key).toBe(streams.find((doc) => doc.id === entry.id)?.slug);
  });

  it('finds a word that only descriptions hold, with the other filters', async () => {
    const lighthouse = (doc: Doc) => doc.description.includes('lighthouse');
    expect(await everyId({ query: 'lighthouse' })).toEqual(expected(lighthouse));
    expect(await everyId({ query: 'LIGHTHOUSES', status: 'ACTIVE' })).toEqual(expected((doc) => lighthouse(doc) && statusOf(doc) === 'ACTIVE'));
    expect(await everyId({ query: 'lighthouse -banned' })).toEqual([]);
    expect(await everyId({ query: 'quiet channel', genre: 'stoicism' })).toEqual(expected((doc) => /quiet channel/i.test(doc.title) && hasGenre(doc, 'Stoicism')));
    expect((await page({ query: "lighthouse'); DROP TABLE data_records; --" }, 0, 1)).total).toBe(0);
    expect((await page({}, 0, 1)).total).toBe(STREAMS);
  });

  it('counts genres and languages as the filters choose them', async () => {
    const counted = (values: (doc: Doc) => string[], test: (doc: Doc) => boolean) => {
      const counts = new Map<string, number>();
      for (const doc of streams.filter(test)) for (const value of new Set(values(doc).map((text) => text.trim().toLowerCase()).filter(Boolean))) counts.set(value, (counts.get(value) ?? 0) + 1);
      return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || compareText(a.value, b.value));
    };
    const lowered = (list: ValueCount[]) => list.map(({ value, count }) => ({ value: value.toLowerCase(), count })).sort((a, b) => b.count - a.count || compareText(a.value, b.value));
    for (const status of [undefined, ...STATUSES]) {
      const body = await ask(FACETS, status ? { status } : {});
      expect(body.errors).toBeUndefined();
      const facets = body.data?.streamFacetCounts as { genres: ValueCount[]; languages: ValueCount[] };
      const inStatus = (doc: Doc) => !status || statusOf(doc) === status;
      expect(lowered(facets.genres)).toEqual(counted((doc) => doc.genre ?? [], inStatus));
      expect(lowered(facets.languages)).toEqual(counted((doc) => (doc.language ? [doc.language] : []), inStatus));
      // Each count is the total the catalogue shows for that choice.
      const [top] = facets.genres;
      expect((await page({ status, genre: top.value }, 0, 1)).total).toBe(top.count);
      // Values are shown as stored (trimmed), never lower-cased by the count.
      expect(facets.genres.every((option) => option.value === option.value.trim() && /^[A-Z]/.test(option.value))).toBe(true);
    }
  });

  it('walks the catalogue indexes of migration 0011, not a sort of every stream', async () => {
    const plan = async (where: string) => {
      const { rows } = await backend.backend.context.db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM data_records WHERE model = 'Stream' ${where} ORDER BY ${STREAM_CATALOGUE_ORDER} LIMIT 12`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    expect(await plan('')).toMatch(/Index Scan using content_stats_stream_catalogue /);
    expect(await plan(`AND ${STREAM_STATUS_SQL} = 'ACTIVE'`)).toMatch(/Index Scan using content_stats_stream_status_catalogue/);
  });

  it('answers bad arguments with a clear error, never a fault', async () => {
    for (const [variables, message] of [
      [{ status: 'LIVE' }, /LIVE|StreamStatus|status/],
      [{ genre: 'x'.repeat(101) }, /genre is too long/],
      [{ language: 'y'.repeat(101) }, /language is too long/],
      [{ query: 'z'.repeat(201) }, /query is too long/],
      [{ query: '\u0001\u0002' }, /query holds no words/],
      [{ limit: 0 }, /limit must be/],
    ] as const) {
      const answer = await backend.graphql(ENTRIES, { offset: 0, limit: 12, ...variables }, { apiKey: backend.apiKey });
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.errors?.[0]?.message).toMatch(message);
    }
    const facets = await backend.graphql(FACETS, { status: 'SOMETIMES' }, { apiKey: backend.apiKey });
    expect(facets.status).toBeLessThan(500);
    expect(facets.body.errors?.[0]?.message).toMatch(/SOMETIMES|StreamStatus|status/);
  });
});
