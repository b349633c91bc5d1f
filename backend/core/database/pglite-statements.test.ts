/**
 * The embedded database runs parameterised statements as prepared statements
 * (pglite-statements.mjs): what they answer must not depend on whether a statement was prepared
 * before, what happened to its tables since, or how many others were prepared meanwhile.
 */
import type { Database } from './database';
import { openDatabase } from './open-database';
import { createTempDataDir, removeTempDataDir } from './temp-data-dir.test-helper';

jest.setTimeout(120_000);

let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openDatabase({ dataDir });
  await db.query("CREATE TABLE things (id int PRIMARY KEY, label text); INSERT INTO things VALUES (1, 'one'), (2, 'two'), (3, 'three')");
});

afterAll(async () => {
  await db.close();
  removeTempDataDir(dataDir);
});

const preparedCount = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM pg_prepared_statements')).rows[0].n);

describe('prepared statements on the embedded database', () => {
  it('answers a statement run again with other values from those values', async () => {
    const select = 'SELECT label FROM things WHERE id = $1';
    const labels = [];
    for (const id of [1, 2, 3, 2, 1]) labels.push((await db.query(select, [id])).rows[0]?.label);
    expect(labels).toEqual(['one', 'two', 'three', 'two', 'one']);
    // Another statement in between does not borrow the first one's plan or parameters.
    expect((await db.query('SELECT id FROM things WHERE label = $1', ['three'])).rows).toEqual([{ id: 3 }]);
    expect((await db.query(select, [3])).rows).toEqual([{ label: 'three' }]);
  });

  it('turns values into parameters as PGlite does, whatever the statement was prepared with', async () => {
    const sql = 'SELECT $1::jsonb AS doc, $2::timestamptz AS at, $3::bytea AS bytes, $4::int[] AS list, $5::text AS nothing, $6::boolean AS flag';
    for (const round of [1, 2]) {
      const at = new Date(Date.UTC(2026, 0, round));
      const { rows } = await db.query(sql, [JSON.stringify({ round }), at, Buffer.from(`r${round}`), [round, round + 1], null, round === 1]);
      expect(rows[0]).toEqual({ doc: { round }, at, bytes: Buffer.from(`r${round}`), list: [round, round + 1], nothing: null, flag: round === 1 });
    }
  });

  it('sees the columns a table gained after its statement was prepared, in a transaction too', async () => {
    const select = 'SELECT * FROM things WHERE id = $1';
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    await db.query("ALTER TABLE things ADD COLUMN colour text DEFAULT 'red'");
    const inTransaction = await db.transaction(async (tx) => (await tx.query(select, [2])).rows);
    expect(inTransaction).toEqual([{ id: 2, label: 'two', colour: 'red' }]);
    await db.query('ALTER TABLE things DROP COLUMN colour');
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
  });

  it('prepares a statement again when its table changed in a way no statement text showed', async () => {
    await db.query("CREATE FUNCTION widen_things() RETURNS void LANGUAGE sql AS 'ALTER TABLE things ADD COLUMN size int'");
    const select = 'SELECT * FROM things WHERE id = $1';
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    await db.query('SELECT widen_things()');
    expect((await db.query(select, [1])).rows).toEqual([{ id: 1, label: 'one', size: null }]);
    await db.query('ALTER TABLE things DROP COLUMN size');
  });

  it('goes on after a statement that does not parse, and after DEALLOCATE ALL', async () => {
    const error = await db.query('SELEC label FROM things WHERE id = $1', [1]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'DatabaseError', code: '42601' });
    const select = 'SELECT label FROM things WHERE id = $1';
    expect((await db.query(select, [2])).rows).toEqual([{ label: 'two' }]);
    await db.query('DEALLOCATE ALL');
    expect((await db.query(select, [3])).rows).toEqual([{ label: 'three' }]);
  });

  it('keeps a bounded number of statements prepared, and prepares a closed one again when it returns', async () => {
    const distinct = 260;
    for (let index = 0; index < distinct; index += 1) {
      expect((await db.query(`SELECT $1::int + ${index} AS n`, [1])).rows).toEqual([{ n: 1 + index }]);
    }
    // Closing happens with the next statement.
    expect((await db.query('SELECT $1::int + 0 AS n', [5])).rows).toEqual([{ n: 5 }]);
    const count = await preparedCount();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(distinct);
  });
});
