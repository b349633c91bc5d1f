/**
 * A creator's records page by page (the profile page and /profiles/<name>/<section>): the
 * statistics queries narrowed to one profile count exactly that creator's bans, reports and
 * briefs, newest first, every record on exactly one page, and give per-platform counts.
 */
import type { Queryable } from '../core/database/database';
import { listContentEntries } from './custom-operations/content-statistics-entries';
import { fillRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const PLATFORMS = ['x', 'youtube', 'tiktok'];
type Doc = Record<string, unknown> & { id: string };
const pad = (n: number) => String(n).padStart(4, '0');
const day = (i: number) => `20${10 + (i % 15)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

/** Two creators: `busy` with 45 bans, 23 reports and 15 briefs, `other` with some of each. */
function generateStore() {
  const owners = (i: number) => (i % 3 === 0 ? 'other' : 'busy');
  const bans: Doc[] = Array.from({ length: 68 }, (_, i) => ({ id: `b${pad(i)}`, profileId: owners(i), platformId: PLATFORMS[Math.floor(i / 2) % 3], isActive: i % 2 === 0, ...(i % 10 === 4 ? {} : { dateOfBan: day(i) }) }));
  const reports: Doc[] = Array.from({ length: 34 }, (_, i) => ({ id: `s${pad(i)}`, profileId: owners(i), platform: 'X', category: 'Reach', restrictionType: 'Search', description: 'd', date: day(i) }));
  const briefs: Doc[] = Array.from({ length: 22 }, (_, i) => ({ id: `r${pad(i)}`, slug: `brief-${i}`, title: `Brief ${i}`, status: 'PUBLISHED', profileId: owners(i), blogDate: day(i) }));
  return { bans, reports, briefs };
}

describe.each(TEST_STORES)("a creator's records on $store", ({ database }) => {
  let backend: DataTestBackend;
  const store = generateStore();
  const ENTRIES = `query ($list: String!, $offset: Int!, $limit: Int!, $profileId: ID) {
    listContentEntries(list: $list, offset: $offset, limit: $limit, profileId: $profileId) { total entries { id } } }`;
  const ask = async (query: string, variables: Record<string, unknown>) => (await backend.graphql(query, variables, { apiKey: backend.apiKey })).body;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const profiles: Doc[] = [
      { id: 'busy', username: 'busy', displayName: 'Busy' },
      { id: 'other', username: 'other', displayName: 'Other' },
    ];
    const rows: [string, Doc][] = profiles.map((doc) => ['Profile', doc]);
    rows.push(...store.bans.map((doc): [string, Doc] => ['PlatformBan', doc]), ...store.reports.map((doc): [string, Doc] => ['ShadowbanExperience', doc]), ...store.briefs.map((doc): [string, Doc] => ['Brief', doc]));
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

  it.each([
    ['PLATFORM_BANS', 'bans', 'dateOfBan', 20],
    ['SHADOWBAN_REPORTS', 'reports', 'date', 20],
    ['BRIEFS', 'briefs', 'blogDate', 12],
  ] as const)('pages through %s of one creator only, newest first, each once', async (list, kind, dateField, perPage) => {
    const mine = store[kind].filter((doc) => doc.profileId === 'busy');
    const dateOf = new Map(mine.map((doc) => [doc.id, (doc[dateField] as string | undefined) ?? '']));
    const seen: string[] = [];
    for (let offset = 0; offset <= mine.length; offset += perPage) {
      const body = await ask(ENTRIES, { list, offset, limit: perPage, profileId: 'busy' });
      expect(body.errors).toBeUndefined();
      const page = body.data?.listContentEntries as { total: number; entries: { id: string }[] };
      expect(page.total).toBe(mine.length);
      seen.push(...page.entries.map((entry) => entry.id));
    }
    expect([...seen].sort()).toEqual(mine.map((doc) => doc.id).sort());
    const dated = seen.map((id) => dateOf.get(id) ?? '').filter(Boolean);
    expect(dated).toEqual([...dated].sort().reverse());
    // Undated records come last.
    expect(seen.slice(dated.length).every((id) => !dateOf.get(id))).toBe(true);
  });

  it("counts one creator's bans per platform", async () => {
    const body = await ask('query ($profileId: ID) { banStatistics(profileId: $profileId) { total { recorded creators } byPlatform { key recorded } } }', { profileId: 'busy' });
    expect(body.errors).toBeUndefined();
    const stats = body.data?.banStatistics as { total: { recorded: number; creators: number }; byPlatform: { key: string; recorded: number }[] };
    const mine = store.bans.filter((ban) => ban.profileId === 'busy');
    expect(stats.total).toEqual({ recorded: mine.length, creators: 1 });
    expect(stats.byPlatform).toEqual(PLATFORMS.map((key) => ({ key, recorded: mine.filter((ban) => ban.platformId === key).length })).sort((a, b) => a.key.localeCompare(b.key)));
  });

  it("reads one creator's reports through the model's profileId index, never every report", async () => {
    const db = backend.backend.context.db;
    const statements: { sql: string; params: unknown[] }[] = [];
    const recording: Queryable = { query: (sql, params = []) => (statements.push({ sql, params }), db.query(sql, params)) };
    await listContentEntries(recording, { list: 'SHADOWBAN_REPORTS', offset: 0, limit: 20, profileId: 'busy' });
    // The page and its count: each must find the creator's rows by the index (a scan of the
    // model's rows filtered afterwards read all 50,000 reports at scale 1 for every profile page).
    const narrowed = statements.filter((statement) => statement.params.includes('busy'));
    expect(narrowed).toHaveLength(2);
    for (const { sql, params } of narrowed) {
      const plan = await db.transaction(async (tx) => {
        // A handful of rows would be scanned whole anyway: ask the planner what it does at size.
        await tx.query('SET LOCAL enable_seqscan = off');
        return JSON.stringify((await tx.query(`EXPLAIN (FORMAT JSON) ${sql}`, params)).rows);
      });
      expect(plan).toMatch(/"Index Cond":"[^"]*profileId/);
    }
  });

  it('finds nothing for a profile id that is no profile, and refuses an overlong one', async () => {
    const none = await ask(ENTRIES, { list: 'PLATFORM_BANS', offset: 0, limit: 20, profileId: '__proto__' });
    expect(none.data?.listContentEntries).toEqual({ total: 0, entries: [] });
    const long = await ask(ENTRIES, { list: 'PLATFORM_BANS', offset: 0, limit: 20, profileId: 'p'.repeat(201) });
    expect(long.errors?.[0]?.message).toBe('profileId is too long.');
  });
});
