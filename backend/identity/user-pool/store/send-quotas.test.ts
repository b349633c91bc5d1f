/**
 * The send quotas' statements: a count is one upsert per take, and ended windows are dropped on
 * the first call and then on one call in sixteen (per database), as many rows at once as sixteen
 * calls used to drop.
 */
import type { Database } from '../../../core/database/database';
import { takeQuotas, type QuotaTake } from './send-quotas';

const RULE = { name: 'sign-up/mailbox', maxPerWindow: 3, windowMs: 60_000 };

function recordingDatabase() {
  const statements: { sql: string; params: unknown[] }[] = [];
  const query = async (sql: string, params: unknown[] = []) => {
    statements.push({ sql, params });
    return { rows: sql.includes('RETURNING rule') ? [{ rule: RULE.name }] : [], rowCount: 1, command: '' };
  };
  const db = { query, transaction: async (run: (tx: unknown) => Promise<unknown>) => run({ query }) } as unknown as Database;
  return { db, statements };
}

const take = (keyHash: string): QuotaTake => ({ rule: RULE, keyHash });
const isDrop = (sql: string) => sql.trimStart().startsWith('DELETE FROM user_pool_send_quotas');

describe('takeQuotas', () => {
  test('counts every call and drops ended windows on the first call and every sixteenth after', async () => {
    const { db, statements } = recordingDatabase();
    const now = new Date('2026-11-27T00:00:00Z');
    for (let call = 0; call < 33; call += 1) expect(await takeQuotas(db, [take(`k${call}`)], now)).toBeNull();
    const drops = statements.flatMap((statement, index) => (isDrop(statement.sql) ? [index] : []));
    // Calls 1, 17 and 33 drop; each call counts once.
    expect(drops).toHaveLength(3);
    expect(statements.filter((statement) => !isDrop(statement.sql))).toHaveLength(33);
    expect(statements[drops[0]].params).toEqual([now, 1600]);
  });

  test('a database of its own starts with a drop', async () => {
    const first = recordingDatabase();
    const second = recordingDatabase();
    await takeQuotas(first.db, [take('a')], new Date());
    await takeQuotas(second.db, [take('a')], new Date());
    expect(isDrop(first.statements[0].sql)).toBe(true);
    expect(isDrop(second.statements[0].sql)).toBe(true);
  });
});
