/**
 * The edge days' contender counts (countsSql, top-counts-port.ts) are planned without parallel
 * workers on PostgreSQL: a worker is a process started per execution, which cost the dashboard's
 * cold year hundreds of milliseconds on a busy host (52df582). The planner is pushed towards workers
 * (no setup or tuple cost, any table size), so the same statement without its guard shows a Gather:
 * the test fails if the guard stops working.
 */
import pg from 'pg';
import { createTestSchema, isTestDatabaseReachable, type TestSchema } from '../../data/test-support/test-database';
import { countsSql } from './top-counts-port';

const describeOnPostgres = isTestDatabaseReachable() ? describe : describe.skip;

describeOnPostgres('the day counts statement on PostgreSQL', () => {
  let schema: TestSchema;
  let client: pg.Client;

  beforeAll(async () => {
    schema = await createTestSchema('day_counts_plan');
    client = new pg.Client(schema.databaseUrl);
    await client.connect();
    await client.query(`CREATE TABLE analytics_daily_counts (dimension text NOT NULL, day date NOT NULL, key text NOT NULL, count bigint NOT NULL)`);
    await client.query(
      `INSERT INTO analytics_daily_counts SELECT 'brief', DATE '2026-01-01' + (n % 365), 'key-' || (n % 2000), n FROM generate_series(1, 50000) AS n`,
    );
    await client.query('ANALYZE analytics_daily_counts');
    for (const setting of ['parallel_setup_cost = 0', 'parallel_tuple_cost = 0', 'min_parallel_table_scan_size = 0', 'max_parallel_workers_per_gather = 2']) {
      await client.query(`SET ${setting}`);
    }
  });

  afterAll(async () => {
    await client?.end();
    await schema?.drop();
  });

  const planOf = async (sql: string) => {
    const params = ['brief', ['key-1', 'key-2'], '2026-01-01', '2026-01-03', '2026-12-29', '2026-12-31'];
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('plans no workers, where the same reads without the guard would take them', async () => {
    const guarded = countsSql(2);
    const unguarded = guarded.slice(guarded.indexOf('SELECT key'));
    expect(await planOf(unguarded)).toMatch(/Gather/);
    expect(await planOf(guarded)).not.toMatch(/Gather/);
  });

  it('sets nothing on the connection', async () => {
    const params = ['brief', ['key-1'], '2026-01-01', '2026-01-03', '2026-12-29', '2026-12-31'];
    const { rows } = await client.query<{ key: string }>(countsSql(2), params);
    expect(rows.length).toBeGreaterThan(0);
    expect((await client.query<{ max_parallel_workers_per_gather: string }>('SHOW max_parallel_workers_per_gather')).rows[0].max_parallel_workers_per_gather).toBe('2');
  });
});
