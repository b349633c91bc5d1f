/**
 * The edge days' contender counts (countsStatement, top-counts-port.ts) are planned without parallel
 * workers on PostgreSQL: a worker is a process started per execution, which cost the dashboard's
 * cold year hundreds of milliseconds on a busy host (52df582). The planner is pushed towards workers
 * (no setup or tuple cost, any table size), so the same statement without its guard shows a Gather:
 * the test fails if the guard stops working.
 */
import pg from 'pg';
import { createTestSchema, isTestDatabaseReachable, type TestSchema } from '../../data/test-support/test-database';
import { countsStatement, ONE_PROCESS, splitPeriods } from './top-counts-port';

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

  // Two runs of days (a year's edges), as the dashboard's contenders' counts read them.
  const statementFor = (keys: string[]) => countsStatement('brief', keys, splitPeriods(['2026-01-01', '2026-01-02', '2026-01-03', '2026-12-29', '2026-12-30', '2026-12-31']));
  const planOf = async (sql: string, params: unknown[]) => {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('plans no workers, where the same reads without the guard would take them', async () => {
    const { sql: guarded, params } = statementFor(['key-1', 'key-2']);
    expect(guarded.startsWith(ONE_PROCESS)).toBe(true);
    expect(await planOf(guarded.slice(ONE_PROCESS.length), params)).toMatch(/Gather/);
    expect(await planOf(guarded, params)).not.toMatch(/Gather/);
  });

  it('sets nothing on the connection', async () => {
    const { sql, params } = statementFor(['key-1']);
    const { rows } = await client.query<{ counts: string }>(sql, params);
    expect(JSON.parse(rows[0].counts).length).toBeGreaterThan(0);
    expect((await client.query<{ max_parallel_workers_per_gather: string }>('SHOW max_parallel_workers_per_gather')).rows[0].max_parallel_workers_per_gather).toBe('2');
  });
});
