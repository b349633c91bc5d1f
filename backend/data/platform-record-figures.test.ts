/**
 * platformRecordFigures (issue 18) at a few thousand records loaded straight into data_records (as
 * a restore or bulk load would): each figure equals a count made here from the generated records,
 * bans and reports apart; the filters narrow it; migration 0016's triggers keep it in step with
 * every write (an appeal event included); the start-up check rebuilds it after a load that
 * bypassed them; bad arguments get a clear error.
 */
import { DSA_RESTRICTIONS, VERIFICATION_LEVELS } from '../../amplify/data/enums';
import { ensureContentFacts } from './store/content-facts';
import { fillRecordFacts, refreshRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(180_000);

const PLATFORMS = ['x', 'YouTube', 'tiktok', 'facebook'];
const APPEALS = ['NONE', 'PENDING', 'REJECTED', 'RESTORED', 'PARTIALLY_RESTORED'];
const BANS = 2400;
const REPORTS = 700;

type Doc = Record<string, unknown> & { id: string };
const pad = (n: number, width = 5) => String(n).padStart(width, '0');
/** A month of 2022–2023 but May 2023, which no record has (it must show as 0). */
const monthOf = (i: number) => {
  const index = i % 23;
  const month = index >= 16 ? index + 1 : index; // 0–22 → 0–15, 17–23: skips index 16 (2023-05)
  return `${2022 + Math.floor(month / 12)}-${pad((month % 12) + 1, 2)}`;
};

function generate() {
  const bans: Doc[] = Array.from({ length: BANS }, (_, i) => ({
    id: `b${pad(i)}`,
    platformId: PLATFORMS[i % PLATFORMS.length],
    isActive: i % 3 === 0,
    // Every 40th undated, every 97th with a date too short for a month.
    ...(i % 40 === 0 ? {} : { dateOfBan: i % 97 === 0 ? '2023' : `${monthOf(i)}-${pad((i % 28) + 1, 2)}` }),
    ...(i % 11 === 0 ? {} : { appealStatus: APPEALS[i % APPEALS.length] }),
    // A quarter without a type, some with a value the DSA database does not have.
    ...(i % 4 === 0 ? {} : { dsaRestriction: i % 13 === 0 ? 'DECISION_BOGUS' : DSA_RESTRICTIONS[i % DSA_RESTRICTIONS.length] }),
    ...(i % 3 === 1 ? {} : { verification: i % 17 === 0 ? 'UNHEARD_OF' : VERIFICATION_LEVELS[i % VERIFICATION_LEVELS.length] }),
  }));
  const reports: Doc[] = Array.from({ length: REPORTS }, (_, i) => ({
    id: `s${pad(i)}`,
    // The catalogue's names, as reports store them.
    platform: PLATFORMS[i % PLATFORMS.length].toUpperCase(),
    date: `${monthOf(i * 7)}-0${(i % 9) + 1}`,
    appealStatus: APPEALS[(i + 1) % APPEALS.length],
    ...(i % 5 === 0 ? {} : { dsaRestriction: DSA_RESTRICTIONS[(i * 3) % DSA_RESTRICTIONS.length] }),
    ...(i % 2 === 0 ? {} : { verification: VERIFICATION_LEVELS[i % VERIFICATION_LEVELS.length] }),
  }));
  // Appeal timelines: filed, answered, decided (days vary); some decided before filing (does not
  // count), some filed twice (the first counts), some never decided.
  const events: Doc[] = [];
  const timeline = (model: string, record: Doc, n: number) => {
    const key = `${model}#${record.id}`;
    const event = (kind: string, date: string) => events.push({ id: `e${pad(events.length, 6)}`, recordKey: key, recordModel: model, recordId: record.id, kind, date });
    event('FILED', '2023-01-10');
    if (n % 4 === 1) event('FILED', '2023-01-20');
    event('ANSWERED', '2023-01-12');
    if (n % 5 === 2) event('REJECTED', '2023-01-05');
    if (n % 3 !== 0) event(['REJECTED', 'RESTORED', 'PARTIALLY_RESTORED'][n % 3], `2023-${pad(1 + (n % 3), 2)}-${pad(10 + (n % 17), 2)}`);
  };
  bans.forEach((ban, i) => i % 6 === 0 && timeline('PlatformBan', ban, i / 6));
  reports.forEach((report, i) => i % 4 === 0 && timeline('ShadowbanExperience', report, i / 4));
  return { bans, reports, events };
}

/** The days each record's events give, as the methodology says, and their median. */
function expectedDays(events: Doc[], keys: Set<string>): number[] {
  const byKey = new Map<string, Doc[]>();
  for (const event of events) byKey.set(String(event.recordKey), [...(byKey.get(String(event.recordKey)) ?? []), event]);
  const days: number[] = [];
  for (const [key, list] of byKey) {
    if (!keys.has(key)) continue;
    const filed = list.filter((event) => event.kind === 'FILED').map((event) => String(event.date)).sort()[0];
    const decided = list.filter((event) => ['REJECTED', 'RESTORED', 'PARTIALLY_RESTORED'].includes(String(event.kind)) && String(event.date) >= filed).map((event) => String(event.date)).sort()[0];
    if (filed && decided) days.push((Date.parse(decided) - Date.parse(filed)) / 86_400_000);
  }
  return days;
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return sorted.length ? (sorted[Math.floor(middle)] + sorted[Math.ceil(middle)]) / 2 : null;
};

type KindFigures = {
  records: number;
  restrictions: { value: string; count: number }[];
  appealsDecided: number;
  appealsRestored: number;
  appealsPartiallyRestored: number;
  appealsTimed: number;
  medianDaysToDecision: number | null;
  verification: { value: string; count: number }[];
  perMonth: number[];
  undated: number;
};
type PlatformFigures = { key: string; bans: KindFigures; shadowbanReports: KindFigures };
type FigureSet = { months: string[]; total: PlatformFigures; byPlatform: PlatformFigures[] };

const KIND = `{ records restrictions { value count } appealsDecided appealsRestored appealsPartiallyRestored appealsTimed medianDaysToDecision
  verification { value count } perMonth undated }`;
const QUERY = `query ($platformId: ID, $year: Int, $isActive: Boolean, $appealStatus: AppealStatus) {
  platformRecordFigures(platformId: $platformId, year: $year, isActive: $isActive, appealStatus: $appealStatus) {
    months total { key bans ${KIND} shadowbanReports ${KIND} } byPlatform { key bans ${KIND} shadowbanReports ${KIND} } } }`;

describe.each(TEST_STORES)('platformRecordFigures on $store', ({ database }) => {
  let backend: DataTestBackend;
  const store = generate();
  const figures = async (variables: Record<string, unknown> = {}): Promise<FigureSet> => {
    const answer = await backend.graphql(QUERY, variables, { apiKey: backend.apiKey });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.platformRecordFigures as FigureSet;
  };

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    const rows = [
      ...store.bans.map((doc) => ['PlatformBan', doc]),
      ...store.reports.map((doc) => ['ShadowbanExperience', doc]),
      ...store.events.map((doc) => ['AppealEvent', doc]),
    ];
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

  it('counts every record by restriction type, appeal outcome and verification level, bans and reports apart', async () => {
    const { total, byPlatform } = await figures();
    expect(total.bans.records).toBe(BANS);
    expect(total.shadowbanReports.records).toBe(REPORTS);
    const countOf = (list: { value: string; count: number }[], value: string) => list.find((entry) => entry.value === value)?.count ?? 0;
    // Not given: no type, or one the database does not have.
    expect(countOf(total.bans.restrictions, '')).toBe(store.bans.filter((ban) => !DSA_RESTRICTIONS.includes(ban.dsaRestriction as never)).length);
    expect(countOf(total.bans.restrictions, 'DECISION_ACCOUNT_SUSPENDED')).toBe(store.bans.filter((ban) => ban.dsaRestriction === 'DECISION_ACCOUNT_SUSPENDED').length);
    expect(total.bans.restrictions.reduce((sum, entry) => sum + entry.count, 0)).toBe(BANS);
    expect(total.bans.restrictions.map((entry) => entry.value)).toEqual([...DSA_RESTRICTIONS, ''].filter((value) => countOf(total.bans.restrictions, value) > 0));
    const decided = store.bans.filter((ban) => ['REJECTED', 'RESTORED', 'PARTIALLY_RESTORED'].includes(String(ban.appealStatus)));
    expect(total.bans).toMatchObject({
      appealsDecided: decided.length,
      appealsRestored: decided.filter((ban) => ban.appealStatus === 'RESTORED').length,
      appealsPartiallyRestored: decided.filter((ban) => ban.appealStatus === 'PARTIALLY_RESTORED').length,
    });
    // Absent or unknown: self-reported. Every level listed, in ladder order.
    expect(total.bans.verification.map((entry) => entry.value)).toEqual([...VERIFICATION_LEVELS]);
    expect(countOf(total.bans.verification, 'SELF_REPORTED')).toBe(store.bans.filter((ban) => !ban.verification || ban.verification === 'UNHEARD_OF' || ban.verification === 'SELF_REPORTED').length);
    expect(countOf(total.shadowbanReports.verification, 'CONFIRMED')).toBe(store.reports.filter((report) => report.verification === 'CONFIRMED').length);
    // Reports join their platform by the lower-cased catalogue name.
    expect(byPlatform.map((row) => row.key)).toEqual(['facebook', 'tiktok', 'x', 'youtube']);
    const youtube = byPlatform.find((row) => row.key === 'youtube');
    expect(youtube?.bans.records).toBe(store.bans.filter((ban) => ban.platformId === 'YouTube').length);
    expect(youtube?.shadowbanReports.records).toBe(store.reports.filter((report) => report.platform === 'YOUTUBE').length);
  });

  it('takes the median days from the first filing to the first decision after it, with n', async () => {
    const { total, byPlatform } = await figures();
    const banKeys = new Set(store.bans.map((ban) => `PlatformBan#${ban.id}`));
    const days = expectedDays(store.events, banKeys);
    expect(days.length).toBeGreaterThan(100);
    expect(total.bans.appealsTimed).toBe(days.length);
    expect(total.bans.medianDaysToDecision).toBe(median(days));
    const tiktokKeys = new Set(store.bans.filter((ban) => ban.platformId === 'tiktok').map((ban) => `PlatformBan#${ban.id}`));
    const tiktok = byPlatform.find((row) => row.key === 'tiktok');
    expect(tiktok?.bans.medianDaysToDecision).toBe(median(expectedDays(store.events, tiktokKeys)));
    const reportDays = expectedDays(store.events, new Set(store.reports.map((report) => `ShadowbanExperience#${report.id}`)));
    expect(total.shadowbanReports.appealsTimed).toBe(reportDays.length);
    expect(total.shadowbanReports.medianDaysToDecision).toBe(median(reportDays));
  });

  it('counts records per month over the last 24 months with records, a month without any as 0', async () => {
    const { months, total } = await figures();
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2022-01');
    expect(months.at(-1)).toBe('2023-12');
    const may = months.indexOf('2023-05');
    expect(total.bans.perMonth[may]).toBe(0);
    expect(total.bans.perMonth.reduce((sum, count) => sum + count, 0) + total.bans.undated).toBe(BANS);
    expect(total.bans.undated).toBe(store.bans.filter((ban) => !ban.dateOfBan || String(ban.dateOfBan).length < 7).length);
    expect(total.bans.perMonth[months.indexOf('2022-03')]).toBe(store.bans.filter((ban) => String(ban.dateOfBan).startsWith('2022-03')).length);
  });

  it('narrows by platform, year, active or lifted (bans only) and appeal status', async () => {
    const one = await figures({ platformId: ' X ', year: 2023, appealStatus: 'RESTORED' });
    const expected = store.bans.filter((ban) => ban.platformId === 'x' && String(ban.dateOfBan).startsWith('2023') && ban.appealStatus === 'RESTORED');
    expect(one.byPlatform.map((row) => row.key)).toEqual(['x']);
    expect(one.total.bans.records).toBe(expected.length);
    expect(one.total.bans.appealsRestored).toBe(expected.length);
    expect(one.months.every((month) => month.startsWith('2023'))).toBe(true);
    const active = await figures({ isActive: true });
    expect(active.total.bans.records).toBe(store.bans.filter((ban) => ban.isActive).length);
    expect(active.total.shadowbanReports.records).toBe(0);
    const nothing = await figures({ platformId: 'nowhere' });
    expect(nothing).toMatchObject({ months: [], byPlatform: [], total: { key: '', bans: { records: 0, medianDaysToDecision: null, perMonth: [] } } });
  });

  it('answers one platform off the stored answers of the unfiltered statement, exactly as counting it alone', async () => {
    const { db } = backend.backend.context;
    for (const platformId of ['x', 'youtube', 'tiktok', 'facebook', 'nowhere']) {
      await db.query('DELETE FROM record_figures');
      await figures({});
      // The unfiltered statement stored each platform's answer beside its own (the slice may answer first).
      const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM record_figures WHERE filters = $1', [JSON.stringify({ platformId })]);
      expect(stored.rows[0].n).toBe(platformId === 'nowhere' ? 0 : 1);
      const read = await figures({ platformId });
      await db.query('DELETE FROM record_figures');
      expect(read).toEqual(await figures({ platformId }));
    }
  });

  it('answers bad arguments with a clear error, never a fault', async () => {
    for (const [variables, message] of [
      [{ year: 12 }, /year must be/],
      [{ platformId: 'p'.repeat(61) }, /platformId is too long/],
    ] as const) {
      const answer = await backend.graphql(QUERY, variables, { apiKey: backend.apiKey });
      expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'BadRequest', message: expect.stringMatching(message) });
    }
  });

  it('keeps its figures in step with every write, appeal events included (triggers of migration 0016)', async () => {
    const db = backend.backend.context.db;
    const before = (await figures({ platformId: 'facebook' })).total;
    // A ban moved off the platform, a report's type changed, a record verified, a new timeline.
    await db.query(`UPDATE data_records SET doc = doc || '{"platformId": "x"}' WHERE model = 'PlatformBan' AND id = 'b00003'`);
    await db.query(`UPDATE data_records SET doc = doc || '{"dsaRestriction": "DECISION_ACCOUNT_TERMINATED", "verification": "CONFIRMED"}' WHERE model = 'ShadowbanExperience' AND id = 's00007'`);
    await db.query(
      `INSERT INTO data_records (model, id, doc) VALUES
        ('PlatformBan', 'b-new', '{"id": "b-new", "platformId": "facebook", "dateOfBan": "2023-12-01", "appealStatus": "RESTORED"}'),
        ('AppealEvent', 'e-new-2', '{"id": "e-new-2", "recordKey": "PlatformBan#b-new", "kind": "RESTORED", "date": "2024-01-01"}')`,
    );
    await db.query(`INSERT INTO data_records (model, id, doc) VALUES ('AppealEvent', 'e-new-1', '{"id": "e-new-1", "recordKey": "PlatformBan#b-new", "kind": "FILED", "date": "2023-12-02"}')`);
    // SQL that changes a document leaves its facts (migration 0030) as they were: written again from the documents, as the record store writes them.
    await refreshRecordFacts(db);
    const after = (await figures({ platformId: 'facebook' })).total;
    expect(after.bans.records).toBe(before.bans.records);
    expect(after.bans.appealsTimed).toBe(before.bans.appealsTimed + 1);
    const countOf = (list: { value: string; count: number }[], value: string) => list.find((entry) => entry.value === value)?.count ?? 0;
    expect(countOf(after.shadowbanReports.restrictions, 'DECISION_ACCOUNT_TERMINATED')).toBe(countOf(before.shadowbanReports.restrictions, 'DECISION_ACCOUNT_TERMINATED') + 1);
    expect(countOf(after.shadowbanReports.verification, 'CONFIRMED')).toBe(countOf(before.shadowbanReports.verification, 'CONFIRMED') + 1);
    // The filing removed: the new ban has no dated appeal any more.
    await db.query(`DELETE FROM data_records WHERE model = 'AppealEvent' AND id = 'e-new-1'`);
    expect((await figures({ platformId: 'facebook' })).total.bans.appealsTimed).toBe(before.bans.appealsTimed);
  });

  it('rebuilds its table at start when a load bypassed the triggers', async () => {
    const db = backend.backend.context.db;
    const expected = await figures();
    await db.query(`DELETE FROM record_facts WHERE id < 's00100'`);
    expect(await ensureContentFacts(db)).toBe(true);
    expect(await ensureContentFacts(db)).toBe(false);
    expect(await figures()).toEqual(expected);
  });
});
