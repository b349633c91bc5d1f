/**
 * Issue 50: a window of a public list (listContentEntries: a sitemap file, /briefs?page=N) finds
 * its ids by the list's order, then reads only those rows. On a store full of ties (equal dates,
 * totals, rankings and names) and missing values, every window of every list is its slice of the
 * display order worked out here from the documents: consecutive windows neither overlap nor skip,
 * the last one is short, one past the end is empty, and each tells the exact total. A deep window
 * walks the order's index alone, not the rows it skips.
 */
import type { Queryable } from '../core/database/database';
import { listContentEntries } from './custom-operations/content-statistics-entries';
import { fillRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(180_000);

type Doc = Record<string, unknown> & { id: string };
type Value = string | number | boolean | null;
/** One key of an order: the value a record sorts by, which way, and where a missing one goes. */
type Key = { of: (doc: Doc) => Value; isDescending?: boolean; isNullFirst?: boolean };

const pad = (n: number) => String(n).padStart(4, '0');
/** Ids whose order is not the documents' (a multiplier coprime to the count shuffles them). */
const idOf = (prefix: string, i: number, count: number) => `${prefix}${pad((i * 37) % count)}`;
const DATES = ['2021-03-01', '2022-07-15', '2022-07-16', '2024-01-31'];
const NAMES = ['alpha', 'beta', 'gamma'];

/** Compares as PostgreSQL sorts these values: numbers as numbers, ASCII text by its bytes (COLLATE "C"). */
function compareValues(a: Exclude<Value, null>, b: Exclude<Value, null>): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
function sortedIds(docs: Doc[], keys: Key[]): string[] {
  return [...docs]
    .sort((x, y) => {
      for (const { of, isDescending = false, isNullFirst = isDescending } of keys) {
        const [a, b] = [of(x), of(y)];
        if (a === null || b === null) {
          if (a !== b) return (a === null) === isNullFirst ? -1 : 1;
          continue;
        }
        const order = compareValues(a, b) * (isDescending ? -1 : 1);
        if (order !== 0) return order;
      }
      return 0;
    })
    .map((doc) => doc.id);
}
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown) => (typeof value === 'number' ? value : null);
const byId: Key = { of: (doc) => doc.id };
const byIdDescending: Key = { of: (doc) => doc.id, isDescending: true };

function generateStore() {
  const briefs: Doc[] = Array.from({ length: 400 }, (_, i) => ({
    id: idOf('r', i, 400), slug: `brief-${i}`, title: `Brief ${i}`, profileId: 'p0000',
    status: i % 9 === 0 ? 'DRAFT' : 'PUBLISHED',
    // A few have no date: they sort first, as the list's DESC does.
    ...(i % 97 === 5 ? {} : { blogDate: DATES[i % DATES.length] }),
    categories: i % 3 === 0 ? 'Power' : 'Discipline', tags: [], warfareTags: [],
  }));
  const profiles: Doc[] = Array.from({ length: 300 }, (_, i) => ({
    id: idOf('p', i, 300), userId: `u${i}`, username: `creator${i}`, displayName: `Creator ${i}`,
    // Totals tie often; some are missing or not numbers (no total: last).
    ...(i % 13 === 0 ? {} : { totalBans: i % 11 === 0 ? '4' : i % 5 }),
    ...(i % 7 === 0 ? {} : { totalEstimatedLoss: (i % 3) * 12.5 }),
    platformsAffected: i % 4 === 0 ? [] : ['X'],
  }));
  const bans: Doc[] = Array.from({ length: 500 }, (_, i) => ({
    id: idOf('b', i, 500), profileId: profiles[i % 30].id, platformId: ['x', 'youtube'][i % 2], isActive: i % 3 === 0,
    ...(i % 41 === 0 ? {} : { dateOfBan: DATES[i % DATES.length] }),
  }));
  const reports: Doc[] = Array.from({ length: 300 }, (_, i) => ({
    id: idOf('s', i, 300), profileId: profiles[i % 4].id, platform: 'x', category: 'c', description: 'd', restrictionType: 'r',
    ...(i % 23 === 0 ? {} : { date: DATES[i % DATES.length] }),
  }));
  const streams: Doc[] = Array.from({ length: 150 }, (_, i) => ({
    id: idOf('t', i, 150), title: NAMES[i % NAMES.length], description: 'd', url: 'u', slug: `stream-${i}`,
    ...(i % 4 === 0 ? { ranking: String(i % 3) } : {}),
    ...(i % 6 === 0 ? {} : { date: DATES[i % DATES.length] }),
    ...(i % 5 === 0 ? {} : { status: i % 2 === 0 ? 'ACTIVE' : 'INACTIVE' }),
  }));
  const personalities: Doc[] = Array.from({ length: 80 }, (_, i) => ({
    id: idOf('n', i, 80), name: `n${i}`, displayName: NAMES[i % NAMES.length], slug: `person-${i}`,
    category: i % 2 === 0 ? 'STREAMER' : 'PODCASTER',
    ...(i % 5 === 0 ? { active: false } : i % 5 === 1 ? { active: true } : {}),
    ...(i % 3 === 0 ? { ranking: (i % 4) - 1 } : {}),
  }));
  return { briefs, profiles, bans, reports, streams, personalities };
}

describe.each(TEST_STORES)('list windows on $store', ({ database }) => {
  let backend: DataTestBackend & { dataDir?: string };
  const store = generateStore();
  const briefOrder: Key[] = [{ of: (doc) => text(doc.blogDate), isDescending: true }, byIdDescending];
  const profileOrder: Key[] = [
    { of: (doc) => number(doc.totalBans), isDescending: true, isNullFirst: false },
    { of: (doc) => number(doc.totalEstimatedLoss), isDescending: true, isNullFirst: false },
    byId,
  ];
  const datedOrder = (field: string): Key[] => [{ of: (doc) => text(doc[field]), isDescending: true, isNullFirst: false }, byIdDescending];
  const streamOrder: Key[] = [
    { of: (doc) => (typeof doc.ranking === 'string' ? Number(doc.ranking) || null : null) },
    { of: (doc) => text(doc.date), isDescending: true, isNullFirst: false },
    { of: (doc) => text(doc.title) },
    byId,
  ];
  const personalityOrder: Key[] = [
    { of: (doc) => doc.active !== false, isDescending: true },
    { of: (doc) => (number(doc.ranking) ?? 0) > 0 ? (doc.ranking as number) : null },
    { of: (doc) => text(doc.displayName) },
    byId,
  ];
  const published = store.briefs.filter((doc) => doc.status === 'PUBLISHED');
  const LISTS: { name: string; args: Record<string, unknown>; ids: string[] }[] = [
    { name: 'BRIEFS', args: { list: 'BRIEFS' }, ids: sortedIds(published, briefOrder) },
    { name: 'BRIEFS of a category', args: { list: 'BRIEFS', category: 'power' }, ids: sortedIds(published.filter((doc) => doc.categories === 'Power'), briefOrder) },
    { name: 'PROFILES', args: { list: 'PROFILES' }, ids: sortedIds(store.profiles, profileOrder) },
    {
      name: 'PROFILES with records', args: { list: 'PROFILES', withRecordsOnly: true },
      ids: sortedIds(store.profiles.filter((doc) => (doc.platformsAffected as string[]).length > 0), profileOrder),
    },
    { name: 'PLATFORM_BANS', args: { list: 'PLATFORM_BANS' }, ids: sortedIds(store.bans, datedOrder('dateOfBan')) },
    { name: 'PLATFORM_BANS of a platform', args: { list: 'PLATFORM_BANS', platformId: 'x' }, ids: sortedIds(store.bans.filter((doc) => doc.platformId === 'x'), datedOrder('dateOfBan')) },
    { name: 'SHADOWBAN_REPORTS', args: { list: 'SHADOWBAN_REPORTS' }, ids: sortedIds(store.reports, datedOrder('date')) },
    {
      name: 'SHADOWBAN_REPORTS of a creator', args: { list: 'SHADOWBAN_REPORTS', profileId: store.profiles[1].id },
      ids: sortedIds(store.reports.filter((doc) => doc.profileId === store.profiles[1].id), datedOrder('date')),
    },
    { name: 'STREAMS', args: { list: 'STREAMS' }, ids: sortedIds(store.streams, streamOrder) },
    { name: 'STREAMS of a status', args: { list: 'STREAMS', status: 'ACTIVE' }, ids: sortedIds(store.streams.filter((doc) => doc.status === 'ACTIVE'), streamOrder) },
    { name: 'PERSONALITIES', args: { list: 'PERSONALITIES' }, ids: sortedIds(store.personalities, personalityOrder) },
    {
      name: 'PERSONALITIES of a category', args: { list: 'PERSONALITIES', category: 'STREAMER' },
      ids: sortedIds(store.personalities.filter((doc) => doc.category === 'STREAMER'), personalityOrder),
    },
  ];
  const windowOf = (args: Record<string, unknown>, offset: number, limit: number) => listContentEntries(backend.backend.context.db, { ...args, offset, limit });

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const db = backend.backend.context.db;
    const rows = Object.entries({ Brief: store.briefs, Profile: store.profiles, PlatformBan: store.bans, ShadowbanExperience: store.reports, Stream: store.streams, Personality: store.personalities })
      .flatMap(([model, docs]) => docs.map((doc) => [model, doc]));
    await db.query(`INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`, [JSON.stringify(rows)]);
    await fillRecordFacts(db);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it.each(LISTS)('$name: every window is its slice of the display order, with the exact total', async ({ args, ids }) => {
    expect(ids.length).toBeGreaterThan(10);
    const whole = await windowOf(args, 0, 10_000);
    expect(whole.total).toBe(ids.length);
    expect(whole.entries.map((entry) => entry.id)).toEqual(ids);
    for (const limit of [7, 64]) {
      const walked: string[] = [];
      for (let offset = 0; offset < ids.length; offset += limit) {
        const window = await windowOf(args, offset, limit);
        expect(window.total).toBe(ids.length);
        // Consecutive windows meet exactly: this one starts where the last ended, and only the last is short.
        expect(window.entries).toEqual(whole.entries.slice(offset, offset + limit));
        expect(window.entries).toHaveLength(Math.min(limit, ids.length - offset));
        walked.push(...window.entries.map((entry) => entry.id));
      }
      expect(walked).toEqual(ids);
    }
    // A window that is not aligned, one ending at the last entry, and ones past the end.
    expect((await windowOf(args, 5, 9)).entries).toEqual(whole.entries.slice(5, 14));
    expect((await windowOf(args, ids.length - 3, 500)).entries).toEqual(whole.entries.slice(-3));
    expect(await windowOf(args, ids.length, 5)).toEqual({ total: ids.length, entries: [] });
    expect(await windowOf(args, ids.length + 1000, 500)).toEqual({ total: ids.length, entries: [] });
  });

  it("gives each entry its address key and last change, as the list's rows hold them", async () => {
    const briefs = await windowOf({ list: 'BRIEFS' }, 0, 10_000);
    const slugs = new Map(store.briefs.map((doc) => [doc.id, doc.slug]));
    expect(briefs.entries.every((entry) => entry.key === slugs.get(entry.id))).toBe(true);
    const profiles = await windowOf({ list: 'PROFILES' }, 290, 10);
    const usernames = new Map(store.profiles.map((doc) => [doc.id, doc.username]));
    expect(profiles.entries.map((entry) => entry.key)).toEqual(profiles.entries.map((entry) => usernames.get(entry.id)));
    const bans = await windowOf({ list: 'PLATFORM_BANS' }, 0, 3);
    expect(bans.entries.map((entry) => entry.key)).toEqual([null, null, null]);
  });

  it("walks a deep window's order in the order's index alone, then reads only the window's rows", async () => {
    const db = backend.backend.context.db;
    // As autovacuum (or the embedded database's upkeep) leaves the tables: pages marked all-visible.
    for (const table of ['data_records', 'brief_facts', 'ban_facts']) await db.query(`VACUUM (ANALYZE) ${table}`);
    const planOf = async (args: Record<string, unknown>) => {
      const statements: { sql: string; params: unknown[] }[] = [];
      const recording: Queryable = { query: (sql, params = []) => (statements.push({ sql, params }), db.query(sql, params)) };
      await listContentEntries(recording, { ...args, offset: 250, limit: 20 });
      const [window] = statements.filter((statement) => statement.sql.includes('OFFSET 250'));
      return db.transaction(async (tx) => {
        // A few hundred rows would be read whole anyway: ask the planner what it does at size.
        await tx.query('SET LOCAL enable_seqscan = off');
        await tx.query('SET LOCAL enable_bitmapscan = off');
        await tx.query('SET LOCAL enable_sort = off');
        return JSON.stringify((await tx.query(`EXPLAIN (FORMAT JSON) ${window.sql}`, window.params)).rows);
      });
    };
    const indexOnly = (index: string) => new RegExp(`"Node Type":"Index Only Scan"[^}]*"Index Name":"${index}"`);
    expect(await planOf({ list: 'BRIEFS' })).toMatch(indexOnly('brief_facts_date'));
    expect(await planOf({ list: 'PLATFORM_BANS' })).toMatch(indexOnly('ban_facts_date'));
    expect(await planOf({ list: 'PROFILES' })).toMatch(indexOnly('content_stats_profile_standing'));
    expect(await planOf({ list: 'PROFILES', withRecordsOnly: true })).toMatch(indexOnly('content_stats_profile_with_records'));
    // The reports' order has an index of its own (migration 0038).
    expect(await planOf({ list: 'SHADOWBAN_REPORTS' })).toMatch(/"Index Name":"content_stats_shadowban_date"/);
  });
});
