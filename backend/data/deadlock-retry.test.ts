/**
 * Writers of different records in opposite model orders on a PostgreSQL server: each takes the
 * shared version rows of its models at its first write (migrations 0014, 0016, 0039), so
 * interleaved, they deadlock, and PostgreSQL aborts one. The victim commits again
 * (core/database/retry-deadlocks.ts): both changes land and neither caller sees an error.
 */
import type { Database, Queryable } from '../core/database/database';
import { createSqlRecordsPort } from './custom-operations/sql-records-port';
import { fillRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(60_000);

const STAMP = '2025-01-01T00:00:00.000Z';
const profile = (id: string) => ({ id, username: `user_${id}`, displayName: id, bio: 'before', createdAt: STAMP, updatedAt: STAMP });
const ban = (id: string, profileId: string) => ({ id, profileId, platformId: 'youtube', dateOfBan: '2025-01-01', isActive: true, explanation: 'before', createdAt: STAMP, updatedAt: STAMP });

/**
 * The database, with every transaction's first write held until `together` transactions have made
 * theirs (their first attempts only): so each holds its first model's rows when it asks for the
 * other's. Counts the transactions begun.
 */
function interleaving(db: Database, together: number) {
  let arrived = 0;
  let releaseAll = () => {};
  const allArrived = new Promise<void>((resolve) => (releaseAll = resolve));
  const counted = { transactions: 0 };
  const wrapped: Database = {
    ...db,
    query: (sql, params) => db.query(sql, params),
    transaction: (work) =>
      db.transaction((tx) => {
        counted.transactions += 1;
        const isFirstAttempt = counted.transactions <= together;
        let hasWritten = false;
        const held: Queryable = {
          query: async (sql, params) => {
            const result = await tx.query(sql, params);
            if (isFirstAttempt && !hasWritten && /^\s*(INSERT|UPDATE)/i.test(sql)) {
              hasWritten = true;
              arrived += 1;
              if (arrived === together) releaseAll();
              await allArrived;
            }
            return result as never;
          },
        };
        return work(held);
      }),
  };
  return { db: wrapped, counted };
}

const postgres = TEST_STORES.filter((store) => store.database === 'postgres');
const describeOnServer = postgres.length ? describe : describe.skip;

describeOnServer('writers in opposite model orders on PostgreSQL', () => {
  let backend: DataTestBackend;
  const db = () => backend.backend.context.db;
  const docOf = async (model: string, id: string) =>
    (await db().query<{ doc: Record<string, unknown> }>('SELECT doc FROM data_records WHERE model = $1 AND id = $2', [model, id])).rows[0]?.doc;

  beforeAll(async () => {
    backend = await startDataBackend({ database: 'postgres', sampleContent: null });
    const rows = [
      ['Profile', profile('p1')],
      ['Profile', profile('p2')],
      ['PlatformBan', ban('b1', 'p1')],
      ['PlatformBan', ban('b2', 'p2')],
    ];
    await db().query(`INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`, [JSON.stringify(rows)]);
    await fillRecordFacts(db());
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('both commit: the deadlock victim runs again', async () => {
    const { db: held, counted } = interleaving(db(), 2);
    const port = createSqlRecordsPort(held);
    const later = '2025-02-01T00:00:00.000Z';
    await Promise.all([
      port.commit([
        { kind: 'put', model: 'PlatformBan', doc: { ...ban('b1', 'p1'), explanation: 'ban first', isActive: false, updatedAt: later } },
        { kind: 'put', model: 'Profile', doc: { ...profile('p1'), bio: 'then its creator', updatedAt: later } },
      ]),
      port.commit([
        { kind: 'put', model: 'Profile', doc: { ...profile('p2'), bio: 'profile first', updatedAt: later } },
        { kind: 'put', model: 'PlatformBan', doc: { ...ban('b2', 'p2'), explanation: 'then a ban', isActive: false, updatedAt: later } },
      ]),
    ]);
    // Three transactions: the two, and the victim's second attempt (two when nothing deadlocked).
    expect(counted.transactions).toBe(3);
    expect(await docOf('PlatformBan', 'b1')).toMatchObject({ explanation: 'ban first', isActive: false });
    expect(await docOf('Profile', 'p1')).toMatchObject({ bio: 'then its creator' });
    expect(await docOf('Profile', 'p2')).toMatchObject({ bio: 'profile first' });
    expect(await docOf('PlatformBan', 'b2')).toMatchObject({ explanation: 'then a ban', isActive: false });
  });
});
