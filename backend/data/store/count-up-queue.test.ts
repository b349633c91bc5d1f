/**
 * Counted sends grouped into one statement (count-up-queue.ts): each answered as its own statement
 * would answer it, the hourly count exact however many arrive at once (on PostgreSQL across two
 * instances too), a failing group run again one by one, on PGlite and on PostgreSQL when reachable.
 */
import type { Database } from '../../core/database/database';
import { runMigrations } from '../../core/database/migrate';
import { openEmbeddedDatabase } from '../../core/database/open-embedded-database';
import { openPostgresDatabase } from '../../core/database/open-postgres-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import { TEST_STORES } from '../test-support/stores';
import { createTestSchema } from '../test-support/test-database';
import { queueCountUp } from './count-up-queue';
import { countUpRecord, findRecord, RecordTooLargeError } from './record-store';

jest.setTimeout(120_000);

const NOW = '2026-11-27T03:00:00.000Z';
const counterOf = (id: string, limit = 10) => ({ limit, created: { id, count: 1, createdAt: NOW, updatedAt: NOW }, updatedAt: NOW });
const message = (id: string, text = 'Hello') => ({ model: 'ContactMessage', doc: { id, name: 'Reader', email: 'reader@example.com', message: text, createdAt: NOW, updatedAt: NOW } });

/** The database, and how many statements went through this handle. */
function counted(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  return {
    db: {
      query: (sql, params) => {
        statements += 1;
        return db.query(sql, params);
      },
      transaction: (work) => db.transaction(work),
      stopsLongStatements: db.stopsLongStatements,
      runsAsWebAssembly: db.runsAsWebAssembly,
      close: () => db.close(),
    },
    statements: () => statements,
  };
}

describe.each(TEST_STORES)('grouped counts on $store', ({ database }) => {
  let db: Database;
  let other: Database | undefined;
  const cleanups: (() => Promise<void> | void)[] = [];
  let prefix = 0;
  /** Ids of their own for each test. */
  const next = () => `t${++prefix}`;

  beforeAll(async () => {
    if (database === 'pglite') {
      const dataDir = await createTempDataDir();
      db = await openEmbeddedDatabase(dataDir);
      cleanups.push(() => removeTempDataDir(dataDir));
    } else {
      const schema = await createTestSchema('count_up_queue');
      cleanups.push(() => schema.drop());
      db = await openPostgresDatabase(schema.databaseUrl);
      // A second instance of the product on the same database.
      other = await openPostgresDatabase(schema.databaseUrl);
    }
    await runMigrations(db, { log: silentLogger });
  });
  afterAll(async () => {
    await other?.close();
    await db?.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const countOf = async (id: string) => ((await findRecord(db, 'ReportQuota', id)) as { count?: number } | null)?.count;

  it('writes counts that arrive together in fewer statements, each answered as alone', async () => {
    const run = next();
    const handle = counted(db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => queueCountUp(handle.db, { model: 'ReportQuota', id: `${run}-q${index}`, counter: counterOf(`${run}-q${index}`), then: message(`${run}-m${index}`, `Hello ${index}`) })),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => ({ counted: true, inserted: true })));
    expect(handle.statements()).toBeLessThan(20);
    for (let index = 0; index < 20; index++) {
      expect(await countOf(`${run}-q${index}`)).toBe(1);
      expect(await findRecord(db, 'ContactMessage', `${run}-m${index}`)).toMatchObject({ message: `Hello ${index}` });
    }
  });

  it('never counts past the limit when one counter is asked many times at once, and writes only what counted', async () => {
    const run = next();
    const id = `${run}-visitor`;
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) => queueCountUp(db, { model: 'ReportQuota', id, counter: counterOf(id), then: message(`${run}-m${index}`) })),
    );
    expect(answers.filter((answer) => answer.counted && answer.inserted)).toHaveLength(10);
    expect(answers.filter((answer) => !answer.counted && !answer.inserted)).toHaveLength(5);
    expect(await countOf(id)).toBe(10);
    const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM data_records WHERE model = 'ContactMessage' AND id LIKE $1`, [`${run}-m%`]);
    expect(Number(rows[0].n)).toBe(10);
    // Past the limit, alone or grouped, nothing moves.
    expect(await countUpRecord(db, 'ReportQuota', id, counterOf(id), message(`${run}-late`))).toEqual({ counted: false, inserted: false });
    expect(await countOf(id)).toBe(10);
  });

  it('counts a send whose record exists without inserting it, beside others that insert theirs', async () => {
    const run = next();
    await countUpRecord(db, 'ReportQuota', `${run}-first`, counterOf(`${run}-first`), message(`${run}-taken`, 'First'));
    const answers = await Promise.all([
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-a`, counter: counterOf(`${run}-a`), then: message(`${run}-new-a`) }),
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-b`, counter: counterOf(`${run}-b`), then: message(`${run}-taken`, 'Second') }),
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-c`, counter: counterOf(`${run}-c`) }),
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-d`, counter: counterOf(`${run}-d`), then: message(`${run}-new-d`) }),
    ]);
    expect(answers).toEqual([
      { counted: true, inserted: true },
      { counted: true, inserted: false },
      { counted: true, inserted: false },
      { counted: true, inserted: true },
    ]);
    expect(await findRecord(db, 'ContactMessage', `${run}-taken`)).toMatchObject({ message: 'First' });
    expect(await countOf(`${run}-b`)).toBe(1);
  });

  it('runs a failing group again one by one: only the send at fault fails', async () => {
    const run = next();
    // Profile usernames are unique beside the key (data_records_profile_username): a statement
    // inserting a taken one fails whole.
    await db.query(`INSERT INTO data_records (model, id, doc) VALUES ('Profile', $1, $2::jsonb)`, [`${run}-p0`, JSON.stringify({ id: `${run}-p0`, username: `${run}-name` })]);
    const profile = { model: 'Profile', doc: { id: `${run}-p1`, username: `${run}-name` } };
    const answers = await Promise.allSettled([
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-a`, counter: counterOf(`${run}-a`), then: message(`${run}-m-a`) }),
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-b`, counter: counterOf(`${run}-b`), then: profile }),
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-c`, counter: counterOf(`${run}-c`), then: message(`${run}-m-c`) }),
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-d`, counter: counterOf(`${run}-d`), then: message(`${run}-m-d`) }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    for (const key of ['a', 'c', 'd']) {
      expect(await countOf(`${run}-${key}`)).toBe(1);
      expect(await findRecord(db, 'ContactMessage', `${run}-m-${key}`)).not.toBeNull();
    }
    expect(await countOf(`${run}-b`)).toBeUndefined();
    expect(await findRecord(db, 'Profile', `${run}-p1`)).toBeNull();
  });

  it('refuses a record too large alone, before it joins a group', async () => {
    const run = next();
    const answers = await Promise.allSettled([
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-a`, counter: counterOf(`${run}-a`), then: message(`${run}-m-a`) }),
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-b`, counter: counterOf(`${run}-b`), then: message(`${run}-m-b`, 'x'.repeat(500 * 1024)) }),
      queueCountUp(db, { model: 'ReportQuota', id: `${run}-c`, counter: counterOf(`${run}-c`), then: message(`${run}-m-c`) }),
    ]);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: { counted: true, inserted: true } });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: expect.any(RecordTooLargeError) });
    expect(answers[2]).toEqual({ status: 'fulfilled', value: { counted: true, inserted: true } });
    expect(await countOf(`${run}-b`)).toBeUndefined();
  });

  if (database === 'postgres') {
    it('keeps the count exact when two instances count the same visitors at once', async () => {
      const run = next();
      const ids = [`${run}-v1`, `${run}-v2`, `${run}-v3`];
      const sends = Array.from({ length: 60 }, (_, index) => {
        const id = ids[index % ids.length];
        const on = index % 2 === 0 ? db : other!;
        return queueCountUp(on, { model: 'ReportQuota', id, counter: counterOf(id), then: message(`${run}-m${index}`) });
      });
      const answers = await Promise.all(sends);
      expect(answers.filter((answer) => answer.counted && answer.inserted)).toHaveLength(30);
      for (const id of ids) expect(await countOf(id)).toBe(10);
    });
  }
});
