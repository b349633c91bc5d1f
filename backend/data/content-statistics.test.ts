/**
 * Issue 16's counts and pages at a few thousand records, loaded straight into data_records with
 * one SQL statement (as a restore or bulk load would): the statistics queries answer the true
 * totals (checked against counts made here from the generated records), numbered pages cover
 * every record exactly once, bad arguments get a clear error, and a restart changes nothing.
 */
import { ensureContentFacts } from './store/content-facts';
import { fillRecordFacts, refreshRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(180_000);

const PLATFORMS = ['x', 'youtube', 'tiktok', 'facebook', 'twitch'];
const APPEALS = ['NONE', 'PENDING', 'DENIED', 'RESTORED'];
const BANS = 3000;
const BRIEFS = 1200;
const PROFILES = 400;

type Doc = Record<string, unknown> & { id: string };
const pad = (n: number, width = 5) => String(n).padStart(width, '0');

function generateStore() {
  const profiles: Doc[] = Array.from({ length: PROFILES }, (_, i) => ({ id: `p${pad(i)}`, userId: `u${i}`, username: `creator${i}`, displayName: `Creator ${i}`, totalBans: i % 17, totalEstimatedLoss: i * 3,
    // A creator with no record has none; the others one or two platforms, by name as profile-totals keeps them.
    platformsAffected: i % 4 === 0 ? [] : [...new Set([PLATFORMS[i % PLATFORMS.length], PLATFORMS[i % 3]])].map((id) => id.toUpperCase()) }));
  const bans: Doc[] = Array.from({ length: BANS }, (_, i) => ({
    id: `b${pad(i)}`,
    profileId: `p${pad(i % PROFILES)}`,
    platformId: PLATFORMS[i % PLATFORMS.length],
    isActive: i % 3 === 0,
    // Every 50th ban is undated, and one in seven has no appeal status (reads as NONE).
    ...(i % 50 === 0 ? {} : { dateOfBan: `${2018 + (i % 7)}-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}` }),
    ...(i % 7 === 0 ? {} : { appealStatus: APPEALS[i % APPEALS.length] }),
  }));
  const briefs: Doc[] = Array.from({ length: BRIEFS }, (_, i) => ({
    id: `r${pad(i)}`,
    slug: `brief-${i}`,
    title: `Brief ${i}`,
    status: 'PUBLISHED',
    profileId: `p${pad(i % PROFILES)}`,
    blogDate: `${2020 + (i % 5)}-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}`,
    categories: i % 2 === 0 ? 'Power, Discipline' : 'power',
    tags: i % 3 === 0 ? ['rare'] : [],
    warfareTags: [],
  }));
  return { profiles, bans, briefs };
}

describe.each(TEST_STORES)('content statistics on $store', ({ database }) => {
  let backend: DataTestBackend & { dataDir?: string };
  const store = generateStore();
  const guest = () => ({ apiKey: backend.apiKey });
  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await backend.graphql(query, variables, guest());
    return answer.body;
  };
  const FIGURES = '{ key recorded active underAppeal restored creators }';
  const BAN_STATISTICS = `query ($platformId: ID, $year: Int, $isActive: Boolean, $appealStatus: AppealStatus) {
    banStatistics(platformId: $platformId, year: $year, isActive: $isActive, appealStatus: $appealStatus) {
      total ${FIGURES} byPlatform ${FIGURES} byYear ${FIGURES} byAppealStatus ${FIGURES} } }`;
  const CREATORS_WITH_RECORDS = '{ listContentEntries(list: "PROFILES", offset: 0, limit: 1, withRecordsOnly: true) { total } }';
  const ENTRIES = `query ($list: String!, $offset: Int!, $limit: Int!, $platformId: ID, $year: Int, $category: String, $tag: String) {
    listContentEntries(list: $list, offset: $offset, limit: $limit, platformId: $platformId, year: $year, category: $category, tag: $tag) { total entries { id key updatedAt } } }`;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const rows = [...store.profiles.map((doc) => ['Profile', doc]), ...store.bans.map((doc) => ['PlatformBan', doc]), ...store.briefs.map((doc) => ['Brief', doc])];
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

  it('counts every ban, per platform, year and appeal status, as the records say', async () => {
    const body = await ask(BAN_STATISTICS);
    expect(body.errors).toBeUndefined();
    const stats = body.data?.banStatistics as { total: { recorded: number; active: number; creators: number }; byPlatform: { key: string; recorded: number; restored: number }[]; byYear: { key: string; recorded: number }[]; byAppealStatus: { key: string; recorded: number }[] };
    expect(stats.total.recorded).toBe(BANS);
    expect(stats.total.active).toBe(store.bans.filter((ban) => ban.isActive).length);
    expect(stats.total.creators).toBe(PROFILES);
    for (const platform of PLATFORMS) {
      const mine = store.bans.filter((ban) => ban.platformId === platform);
      expect(stats.byPlatform.find((row) => row.key === platform)).toMatchObject({
        recorded: mine.length,
        restored: mine.filter((ban) => ban.appealStatus === 'RESTORED').length,
      });
    }
    expect(stats.byYear.find((row) => row.key === '')?.recorded).toBe(store.bans.filter((ban) => !ban.dateOfBan).length);
    expect(stats.byYear.find((row) => row.key === '2019')?.recorded).toBe(store.bans.filter((ban) => String(ban.dateOfBan ?? '').startsWith('2019')).length);
    expect(stats.byAppealStatus.find((row) => row.key === 'NONE')?.recorded).toBe(store.bans.filter((ban) => (ban.appealStatus ?? 'NONE') === 'NONE').length);
  });

  it('narrows the figures by platform, year, active and appeal status together', async () => {
    const body = await ask(BAN_STATISTICS, { platformId: 'YouTube', year: 2020, isActive: true, appealStatus: 'PENDING' });
    const expected = store.bans.filter((ban) => ban.platformId === 'youtube' && String(ban.dateOfBan ?? '').startsWith('2020') && ban.isActive && ban.appealStatus === 'PENDING');
    expect((body.data?.banStatistics as { total: { recorded: number } }).total.recorded).toBe(expected.length);
  });

  it('counts the public content of each kind', async () => {
    const body = await ask('{ contentCounts { briefs profiles personalities streams platformBans shadowbanReports } }');
    expect(body.data?.contentCounts).toEqual({ briefs: BRIEFS, profiles: PROFILES, personalities: 0, streams: 0, platformBans: BANS, shadowbanReports: 0 });
  });

  it('offers brief facets counted case-insensitively', async () => {
    const body = await ask('{ briefFacetCounts { categories { value count } tags { value count } } }');
    const facets = body.data?.briefFacetCounts as { categories: { value: string; count: number }[]; tags: { value: string; count: number }[] };
    expect(facets.categories).toEqual([
      { value: expect.stringMatching(/^power$/i) as unknown as string, count: BRIEFS },
      { value: 'Discipline', count: BRIEFS / 2 },
    ]);
    expect(facets.tags).toEqual([{ value: 'rare', count: BRIEFS / 3 }]);
    // Remembered under the published briefs' current version (migration 0021): the next read is one row.
    const { rows } = await backend.backend.context.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM brief_figures f JOIN brief_count v ON f.version = v.version`,
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect((await ask('{ briefFacetCounts { categories { value count } tags { value count } } }')).data?.briefFacetCounts).toEqual(facets);
  });

  it('pages through every brief once, newest first, with the true total', async () => {
    const seen: string[] = [];
    for (let offset = 0; ; offset += 500) {
      const body = await ask(ENTRIES, { list: 'BRIEFS', offset, limit: 500 });
      const page = body.data?.listContentEntries as { total: number; entries: { id: string; key: string }[] };
      expect(page.total).toBe(BRIEFS);
      if (page.entries.length === 0) break;
      seen.push(...page.entries.map((entry) => entry.id));
    }
    expect(new Set(seen).size).toBe(BRIEFS);
    const dates = seen.map((id) => store.briefs.find((brief) => brief.id === id)?.blogDate as string);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters pages of briefs and bans, and counts the filtered total', async () => {
    const tagged = await ask(ENTRIES, { list: 'BRIEFS', offset: 0, limit: 9, tag: 'RARE', category: 'discipline' });
    expect((tagged.data?.listContentEntries as { total: number }).total).toBe(store.briefs.filter((_, i) => i % 6 === 0).length);
    const bans = await ask(ENTRIES, { list: 'PLATFORM_BANS', offset: 100, limit: 25, platformId: 'x', year: 2021 });
    const page = bans.data?.listContentEntries as { total: number; entries: { id: string }[] };
    const expected = store.bans.filter((ban) => ban.platformId === 'x' && String(ban.dateOfBan ?? '').startsWith('2021'));
    expect(page.total).toBe(expected.length);
    expect(page.entries.length).toBe(Math.min(25, Math.max(0, expected.length - 100)));
  });

  it('narrows the creators list to creators with a record, or a record on one platform, in the same order', async () => {
    const ENTRIES_OF_CREATORS = `query ($offset: Int!, $limit: Int!, $platformId: ID, $withRecordsOnly: Boolean) {
      listContentEntries(list: "PROFILES", offset: $offset, limit: $limit, platformId: $platformId, withRecordsOnly: $withRecordsOnly) { total entries { id } } }`;
    const listOf = async (variables: Record<string, unknown>) =>
      (await ask(ENTRIES_OF_CREATORS, { offset: 0, limit: 10_000, ...variables })).data?.listContentEntries as { total: number; entries: { id: string }[] };
    const every = await listOf({});
    const idsWhere = (test: (profile: Doc) => boolean) => {
      const kept = new Set(store.profiles.filter(test).map((profile) => profile.id));
      return every.entries.map((entry) => entry.id).filter((id) => kept.has(id));
    };
    const withRecords = await listOf({ withRecordsOnly: true });
    expect(withRecords.entries.map((entry) => entry.id)).toEqual(idsWhere((profile) => (profile.platformsAffected as string[]).length > 0));
    expect(withRecords.total).toBe(PROFILES * 0.75);
    const onYouTube = await listOf({ platformId: ' YouTube ', withRecordsOnly: true });
    expect(onYouTube.entries.map((entry) => entry.id)).toEqual(idsWhere((profile) => (profile.platformsAffected as string[]).includes('YOUTUBE')));
    expect(onYouTube.total).toBe(onYouTube.entries.length);
    expect(onYouTube.total).toBeGreaterThan(0);
    expect(await listOf({ platformId: 'nowhere' })).toEqual({ total: 0, entries: [] });
    expect(every.total).toBe(PROFILES);
  });

  it('totals every ban from the stored figures, not by counting the bans on each page', async () => {
    const db = backend.backend.context.db;
    await ask(BAN_STATISTICS); // the unfiltered figures, stored for the current version as the start stores them
    const query = jest.spyOn(db, 'query');
    try {
      const body = await ask(ENTRIES, { list: 'PLATFORM_BANS', offset: 0, limit: 5 });
      const page = body.data?.listContentEntries as { total: number; entries: { id: string }[] };
      expect(page.total).toBe(BANS);
      expect(page.entries).toHaveLength(5);
      const statements = query.mock.calls.map(([sql]) => String(sql));
      expect(statements.filter((sql) => /count\(\*\)[^,]* FROM ban_facts(?! v)/.test(sql) && !sql.includes('coalesce('))).toEqual([]);
    } finally {
      query.mockRestore();
    }
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ban_facts');
    expect(rows[0]?.n).toBe(BANS);
  });

  it("counts one category's briefs once each, a brief listing it twice included, as the list pages them", async () => {
    const db = backend.backend.context.db;
    const twice = { id: 'twice', slug: 'twice', title: 'Twice', status: 'PUBLISHED', profileId: 'p00000', blogDate: '2019-01-01', categories: 'Discipline, discipline', tags: [], warfareTags: [] };
    await db.query(`INSERT INTO data_records (model, id, doc) VALUES ('Brief', 'twice', $1::jsonb)`, [JSON.stringify(twice)]);
    await fillRecordFacts(db);
    try {
      const discipline = store.briefs.filter((_, i) => i % 2 === 0).length + 1;
      const body = await ask(ENTRIES, { list: 'BRIEFS', offset: 0, limit: 10_000, category: ' DISCIPLINE ' });
      const page = body.data?.listContentEntries as { total: number; entries: { id: string }[] };
      expect(page.total).toBe(discipline);
      expect(new Set(page.entries.map((entry) => entry.id)).size).toBe(discipline);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM brief_facts WHERE id IN (SELECT brief_id FROM brief_choices WHERE facet = 'category' AND key = 'discipline')`,
      );
      expect(rows[0]?.n).toBe(discipline);
    } finally {
      await db.query(`DELETE FROM data_records WHERE model = 'Brief' AND id = 'twice'`);
    }
  });

  it("remembers a choice's count under the published briefs' version, counts again after a write, and keeps no made-up choice", async () => {
    const db = backend.backend.context.db;
    const totalOf = async (category: string) => ((await ask(ENTRIES, { list: 'BRIEFS', offset: 0, limit: 1, category })).data?.listContentEntries as { total: number }).total;
    const remembered = async (key: string) =>
      (await db.query<{ answer: number }>(`SELECT f.answer::int AS answer FROM brief_figures f JOIN brief_count v ON f.version = v.version WHERE f.filters = $1`, [JSON.stringify({ facet: 'category', key })])).rows;
    const sqlCount = async () =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM brief_facts WHERE id IN (SELECT brief_id FROM brief_choices WHERE facet = 'category' AND key = 'discipline')`)).rows[0].n;
    const before = await totalOf('discipline');
    expect(before).toBe(await sqlCount());
    expect(await remembered('discipline')).toEqual([{ answer: before }]);
    expect(await totalOf('discipline')).toBe(before);
    const { rows } = await db.query<{ id: string }>(`SELECT brief_id AS id FROM brief_choices WHERE facet = 'category' AND key = 'discipline' ORDER BY brief_id LIMIT 1`);
    const setStatus = async (status: string) => {
      await db.query(`UPDATE data_records SET doc = doc || jsonb_build_object('status', $2::text) WHERE model = 'Brief' AND id = $1`, [rows[0].id, status]);
      await refreshRecordFacts(db);
    };
    await setStatus('DRAFT');
    try {
      // The unpublished brief moved the version: the remembered count is not used, and the next read stores the new one.
      expect(await remembered('discipline')).toEqual([]);
      expect(await totalOf('discipline')).toBe(before - 1);
      expect(await sqlCount()).toBe(before - 1);
      expect(await remembered('discipline')).toEqual([{ answer: before - 1 }]);
    } finally {
      await setStatus('PUBLISHED');
    }
    expect(await totalOf('discipline')).toBe(before);
    expect(await totalOf('no such category')).toBe(0);
    expect(await remembered('no such category')).toEqual([]);
  });

  it('answers bad arguments with a clear error, never a fault', async () => {
    for (const [variables, message] of [
      [{ list: 'toString', offset: 0, limit: 1 }, /list must be one of/],
      [{ list: 'BRIEFS', offset: -1, limit: 1 }, /offset must be/],
      [{ list: 'BRIEFS', offset: 0, limit: 1_000_000 }, /limit must be/],
      [{ list: 'PLATFORM_BANS', offset: 0, limit: 1, year: 12 }, /year must be/],
    ] as const) {
      const body = await ask(ENTRIES, variables);
      expect(body.errors?.[0]?.message).toMatch(message);
    }
  });

  it('keeps its figures in step with every write to the records (triggers of migration 0013)', async () => {
    const db = backend.backend.context.db;
    const figures = async () => {
      const body = await ask(`{ banStatistics(platformId: "x") { total { recorded active } } contentCounts { briefs platformBans profiles }
        briefFacetCounts { tags { value count } } }`);
      return body.data as { banStatistics: { total: { recorded: number; active: number } }; contentCounts: { briefs: number; platformBans: number; profiles: number }; briefFacetCounts: { tags: { value: string; count: number }[] } };
    };
    const before = await figures();
    // A ban moved to another platform, one deleted; a brief retagged, one unpublished, one deleted.
    await db.query(`UPDATE data_records SET doc = doc || '{"platformId": "youtube"}' WHERE model = 'PlatformBan' AND id = 'b00000'`);
    await db.query(`DELETE FROM data_records WHERE model = 'PlatformBan' AND id = 'b00005'`);
    await db.query(`UPDATE data_records SET doc = doc || '{"tags": ["Rare", "rare", "new"]}' WHERE model = 'Brief' AND id = 'r00001'`);
    await db.query(`UPDATE data_records SET doc = doc || '{"status": "DRAFT"}' WHERE model = 'Brief' AND id = 'r00003'`);
    await db.query(`DELETE FROM data_records WHERE model = 'Brief' AND id = 'r00006'`);
    // A creator added and one removed (model_counts, migration 0014).
    await db.query(`INSERT INTO data_records (model, id, doc) VALUES ('Profile', 'p-new', '{"id": "p-new", "username": "newcomer"}')`);
    await db.query(`DELETE FROM data_records WHERE model = 'Profile' AND id IN ('p00001', 'p00002')`);
    // A creator's first record and another's last (profile_counts, migration 0041); a change beside them, and a malformed list, count nothing.
    await db.query(`UPDATE data_records SET doc = doc || '{"platformsAffected": ["X"]}' WHERE model = 'Profile' AND id = 'p00004'`);
    await db.query(`UPDATE data_records SET doc = doc || '{"platformsAffected": []}' WHERE model = 'Profile' AND id = 'p00003'`);
    await db.query(`UPDATE data_records SET doc = doc || '{"displayName": "Renamed"}' WHERE model = 'Profile' AND id = 'p00005'`);
    await db.query(`UPDATE data_records SET doc = doc || '{"platformsAffected": "X"}' WHERE model = 'Profile' AND id = 'p00006'`);
    // A view counted rewrites nothing in the tables.
    await db.query(`UPDATE data_records SET doc = doc || '{"views": 7}' WHERE model = 'Brief' AND id = 'r00009'`);
    // SQL that changes a document leaves its facts (migration 0030) as they were: written again from the documents, as the record store writes them.
    await refreshRecordFacts(db);
    const after = await figures();
    expect(after.banStatistics.total.recorded).toBe(before.banStatistics.total.recorded - 2);
    expect(after.banStatistics.total.active).toBe(before.banStatistics.total.active - 1); // b00000 was active, b00005 not
    expect(after.contentCounts).toEqual({ briefs: BRIEFS - 2, platformBans: BANS - 1, profiles: PROFILES - 1 });
    // The ban list's total too (stored figures of an older version are not used).
    const banList = await ask(ENTRIES, { list: 'PLATFORM_BANS', offset: 0, limit: 1 });
    expect((banList.data?.listContentEntries as { total: number }).total).toBe(BANS - 1);
    // rare: r00003 and r00006 gone, r00001 carries it twice; new: once.
    expect(after.briefFacetCounts.tags).toEqual([{ value: 'Rare', count: BRIEFS / 3 - 2 + 2 }, { value: 'new', count: 1 }]);
    // The creators' list says the same total (model_counts, not a count of the records).
    const creators = await ask(ENTRIES, { list: 'PROFILES', offset: 0, limit: 1 });
    expect((creators.data?.listContentEntries as { total: number }).total).toBe(PROFILES - 1);
    // Those with a record too: 0.75 of them, less p00001 and p00002 removed, p00004 gained, p00003 and p00006 lost.
    const withRecords = await ask(CREATORS_WITH_RECORDS);
    expect((withRecords.data?.listContentEntries as { total: number }).total).toBe(PROFILES * 0.75 - 2 + 1 - 2);
    const { rows: counted } = await db.query<{ n: number }>(`SELECT count_profiles_with_records()::int AS n`);
    expect(counted[0].n).toBe(PROFILES * 0.75 - 3);
    const listed = await ask(ENTRIES, { list: 'BRIEFS', offset: 0, limit: 10_000, tag: 'new' });
    expect(listed.data?.listContentEntries).toEqual({ total: 1, entries: [expect.objectContaining({ id: 'r00001', key: 'brief-1' })] });
  });

  it('rebuilds the tables at start when a load bypassed the triggers', async () => {
    const db = backend.backend.context.db;
    const expected = await ask('{ banStatistics { total { recorded creators } } briefFacetCounts { categories { value count } } contentCounts { profiles } }');
    await db.query(`DELETE FROM ban_facts WHERE id < 'b00100'`);
    await db.query(`INSERT INTO brief_choices VALUES ('gone', 'category', 1, 'ghost', 'Ghost')`);
    await db.query(`UPDATE model_counts SET count = 0 WHERE model = 'Profile'`);
    const withRecords = async () => (await ask(CREATORS_WITH_RECORDS)).data?.listContentEntries as { total: number };
    const expectedWithRecords = await withRecords();
    await db.query(`UPDATE profile_counts SET with_records = 0`);
    expect(await ensureContentFacts(db)).toBe(true);
    expect(await ensureContentFacts(db)).toBe(false);
    expect(await ask('{ banStatistics { total { recorded creators } } briefFacetCounts { categories { value count } } contentCounts { profiles } }')).toEqual(expected);
    expect(await withRecords()).toEqual(expectedWithRecords);
  });

  it('counts rows loaded straight into the table after a restart, with no extra step', async () => {
    if (database !== 'pglite' || !backend.dataDir) return;
    const dataDir = backend.dataDir;
    await backend.close({ keepData: true });
    backend = await startDataBackend({ database, dataDir, sampleContent: null });
    const body = await ask('{ contentCounts { briefs platformBans profiles } }');
    expect(body.data?.contentCounts).toEqual({ briefs: BRIEFS - 2, platformBans: BANS - 1, profiles: PROFILES - 1 });
  });
});
