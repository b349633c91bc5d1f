/**
 * banStatistics for one platform (what /platforms/<name> shows) read off the platform slices the
 * unfiltered answer is stored with: at a few thousand bans loaded straight into data_records, each
 * slice equals a count made here from the generated records and the answer counted for the
 * platform alone (with nothing stored), after writes, deletes and hides, and after a bulk load
 * followed by a restart, with no extra step.
 */
import { removeTempDataDir } from '../core/database/temp-data-dir.test-helper';
import { PLATFORM_SLICES_KEY } from './custom-operations/ban-figure-slices';
import { fillRecordFacts, refreshRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';
import type { TestSchema } from './test-support/test-database';

jest.setTimeout(180_000);

const PLATFORMS = ['x', 'youtube', 'tiktok', 'facebook', 'twitch'];
const APPEALS = ['NONE', 'PENDING', 'DENIED', 'RESTORED'];
const BANS = 2500;
const PROFILES = 300;

type Ban = { id: string; profileId?: string; platformId: string; isActive: boolean; dateOfBan?: string; appealStatus?: string };
const pad = (n: number, width = 5) => String(n).padStart(width, '0');

function generateBans(from: number, count: number): Ban[] {
  return Array.from({ length: count }, (_, n) => {
    const i = from + n;
    return {
      id: `b${pad(i)}`,
      // Creators spread unevenly over platforms (a creator counted once per platform and year); some bans have none.
      ...(i % 31 === 0 ? {} : { profileId: `p${pad((i * 7) % (PROFILES - (i % 5) * 40))}` }),
      // A platform id in another case counts as the same platform, as the site shows it.
      platformId: i % 97 === 0 ? PLATFORMS[i % PLATFORMS.length].toUpperCase() : PLATFORMS[(i * i) % PLATFORMS.length],
      isActive: i % 3 === 0,
      ...(i % 43 === 0 ? {} : { dateOfBan: `${2017 + ((i * 3) % 8)}-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)}` }),
      ...(i % 9 === 0 ? {} : { appealStatus: APPEALS[(i + (i >> 3)) % APPEALS.length] }),
    };
  });
}

type Figures = { key: string; recorded: number; active: number; underAppeal: number; restored: number; creators: number };
type BanFigures = { total: Figures; byPlatform: Figures[]; byYear: Figures[]; byAppealStatus: Figures[] };

/** The figures of some bans, counted here from the documents as the site counts them. */
function countedHere(bans: Ban[], key: string): Figures {
  return {
    key,
    recorded: bans.length,
    active: bans.filter((ban) => ban.isActive).length,
    underAppeal: bans.filter((ban) => ban.appealStatus === 'PENDING').length,
    restored: bans.filter((ban) => ban.appealStatus === 'RESTORED').length,
    creators: new Set(bans.flatMap((ban) => (ban.profileId ? [ban.profileId] : []))).size,
  };
}

const FIGURES = '{ key recorded active underAppeal restored creators }';
const BAN_STATISTICS = `query ($platformId: ID) { banStatistics(platformId: $platformId) {
  total ${FIGURES} byPlatform ${FIGURES} byYear ${FIGURES} byAppealStatus ${FIGURES} } }`;

describe.each(TEST_STORES)('one platform’s ban figures on $store', ({ database }) => {
  let backend: DataTestBackend & { dataDir?: string; schema?: TestSchema };
  let schema: TestSchema | undefined;
  let dataDir: string | undefined;
  const bans = new Map(generateBans(0, BANS).map((ban) => [ban.id, ban]));
  const db = () => backend.backend.context.db;
  const statistics = async (platformId?: string): Promise<BanFigures> => {
    const answer = await backend.graphql(BAN_STATISTICS, platformId === undefined ? {} : { platformId }, { apiKey: backend.apiKey });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.banStatistics as BanFigures;
  };
  const load = async (list: Ban[]) => {
    await db().query(`INSERT INTO data_records (model, id, doc) SELECT 'PlatformBan', ban->>'id', ban FROM jsonb_array_elements($1::jsonb) AS ban`, [JSON.stringify(list)]);
    // Loaded by SQL, without the facts the record store writes (migration 0030): filled as the backend's start fills them.
    await fillRecordFacts(db());
  };
  const storedFor = async (filters: string) =>
    (await db().query<{ n: number }>('SELECT count(*)::int AS n FROM ban_figures f JOIN ban_facts_version v USING (version) WHERE f.filters = $1', [filters])).rows[0].n;

  /** Every platform (and one with no bans) read off the slices equals the records' figures and the answer counted alone. */
  async function expectSlicesExact(): Promise<void> {
    await db().query('DELETE FROM ban_figures');
    await statistics();
    expect(await storedFor(PLATFORM_SLICES_KEY)).toBe(1);
    const read = new Map<string, BanFigures>();
    for (const platformId of [...PLATFORMS, 'nowhere']) read.set(platformId, await statistics(platformId));
    for (const platformId of [...PLATFORMS, 'nowhere']) expect(await storedFor(JSON.stringify({ platformId }))).toBe(0);
    await db().query('DELETE FROM ban_figures');
    for (const [platformId, figures] of read) {
      const mine = [...bans.values()].filter((ban) => ban.platformId.toLowerCase() === platformId);
      expect(figures.total).toEqual(countedHere(mine, ''));
      expect(figures.byPlatform).toEqual(mine.length ? [countedHere(mine, platformId)] : []);
      const years = [...new Set(mine.map((ban) => (ban.dateOfBan ?? '').slice(0, 4)))].sort().reverse();
      expect(figures.byYear).toEqual(years.map((year) => countedHere(mine.filter((ban) => (ban.dateOfBan ?? '').slice(0, 4) === year), year)));
      const appeals = [...new Set(mine.map((ban) => ban.appealStatus ?? 'NONE'))].sort();
      expect(figures.byAppealStatus).toEqual(appeals.map((appeal) => countedHere(mine.filter((ban) => (ban.appealStatus ?? 'NONE') === appeal), appeal)));
      // Counted for the platform alone, nothing stored to read from.
      expect(await statistics(platformId)).toEqual(figures);
      await db().query('DELETE FROM ban_figures');
    }
  }

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    schema = backend.schema;
    dataDir = backend.dataDir;
    await load([...bans.values()]);
  });
  afterAll(async () => {
    await backend?.close();
    // The restarted server was handed the schema or folder: it is dropped here.
    await schema?.drop();
    if (dataDir) removeTempDataDir(dataDir);
  });

  it('gives each platform exactly what counting it alone gives, read off the stored slices', async () => {
    // Check the test's premise: creators are shared across platforms and years, so a per-platform count differs from a sum.
    const all = await statistics();
    expect(all.total.creators).toBeLessThan(all.byPlatform.reduce((sum, row) => sum + row.creators, 0));
    await expectSlicesExact();
  });

  it('gives a page of one platform’s bans the total SQL counts, for every slice, year and appeal status', async () => {
    const ENTRIES = `query ($platformId: ID, $year: Int, $isActive: Boolean, $appealStatus: AppealStatus) {
      listContentEntries(list: "PLATFORM_BANS", offset: 0, limit: 1, platformId: $platformId, year: $year, isActive: $isActive, appealStatus: $appealStatus) { total } }`;
    const totalOf = async (variables: Record<string, unknown>) => {
      const answer = await backend.graphql(ENTRIES, variables, { apiKey: backend.apiKey });
      expect(answer.body.errors).toBeUndefined();
      return (answer.body.data?.listContentEntries as { total: number }).total;
    };
    await db().query('DELETE FROM ban_figures');
    await statistics();
    const cases: Record<string, unknown>[] = [];
    for (const platformId of ['x', 'twitch', 'nowhere'])
      for (const year of [undefined, 2019, 1999])
        for (const isActive of [undefined, true, false])
          for (const appealStatus of [undefined, 'PENDING', 'RESTORED', 'REJECTED', 'NONE'])
            cases.push(Object.fromEntries(Object.entries({ platformId, year, isActive, appealStatus }).filter(([, value]) => value !== undefined)));
    const read = [];
    for (const variables of cases) read.push(await totalOf(variables));
    // The same totals counted by SQL: nothing stored to read them from.
    await db().query('DELETE FROM ban_figures');
    for (const [index, variables] of cases.entries()) {
      const { rows } = await db().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM data_records WHERE model = 'PlatformBan' AND lower(doc->>'platformId') = $1
           AND ($2::text IS NULL OR left(doc->>'dateOfBan', 4) = $2) AND ($3::boolean IS NULL OR coalesce(doc->'isActive' = 'true'::jsonb, false) = $3)
           AND ($4::text IS NULL OR coalesce(doc->>'appealStatus', 'NONE') = $4)`,
        [variables.platformId, variables.year === undefined ? null : String(variables.year), variables.isActive ?? null, variables.appealStatus ?? null],
      );
      expect({ variables, total: read[index] }).toEqual({ variables, total: rows[0].n });
      expect(await totalOf(variables)).toBe(rows[0].n);
    }
    expect(read.some((total) => total > 0)).toBe(true);
  });

  it('stays exact after writes, deletes and hides', async () => {
    await statistics();
    const moved = bans.get('b00001')!;
    await db().query(`UPDATE data_records SET doc = doc || '{"platformId": "twitch", "appealStatus": "RESTORED"}' WHERE model = 'PlatformBan' AND id = 'b00001'`);
    // SQL that changes a document leaves its facts (migration 0030) as they were: written again from the documents, as the record store writes them.
    await refreshRecordFacts(db());
    bans.set(moved.id, { ...moved, platformId: 'twitch', appealStatus: 'RESTORED' });
    await db().query(`DELETE FROM data_records WHERE model = 'PlatformBan' AND id = 'b00002'`);
    bans.delete('b00002');
    // Hidden by a moderator: the record leaves PlatformBan for HiddenRecord in one transaction (as hide-record.ts moves it).
    await db().transaction(async (tx) => {
      const { rows } = await tx.query<{ doc: string }>(`DELETE FROM data_records WHERE model = 'PlatformBan' AND id = 'b00003' RETURNING doc::text AS doc`);
      await tx.query(`INSERT INTO data_records (model, id, doc) VALUES ('HiddenRecord', 'PlatformBan#b00003', jsonb_build_object('record', $1::jsonb))`, [rows[0].doc]);
    });
    bans.delete('b00003');
    // The slices of the old version are never read: a platform is counted alone until the unfiltered answer is stored again.
    expect(await storedFor(PLATFORM_SLICES_KEY)).toBe(0);
    expect((await statistics('twitch')).total).toEqual(countedHere([...bans.values()].filter((ban) => ban.platformId.toLowerCase() === 'twitch'), ''));
    await expectSlicesExact();
  });

  it('stays exact after bans are loaded straight into the table and the server restarts, with no extra step', async () => {
    const added = generateBans(BANS, 400).map((ban, i) => ({ ...ban, platformId: i % 2 ? 'kick' : ban.platformId }));
    await load(added);
    for (const ban of added) bans.set(ban.id, ban);
    await backend.close({ keepData: true });
    backend = await startDataBackend({ database, sampleContent: null, ...(schema ? { databaseUrl: schema.databaseUrl } : { dataDir }) });
    // The start stored the slices of the loaded bans.
    expect(await storedFor(PLATFORM_SLICES_KEY)).toBe(1);
    const kick = await statistics('kick');
    expect(kick.total).toEqual(countedHere(added.filter((_, i) => i % 2), ''));
    await expectSlicesExact();
  });
});
