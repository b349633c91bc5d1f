// npx tsx scripts/bench/content-scale/search-probe.ts – issue 50: a search's own time, without a
// Next build or the GraphQL layer: searchContent (backend/data/custom-operations/search-content.ts)
// called in process on the store's database, as the data API calls it.
//
// Stores (SEARCH_PROBE_STORE):
//  - `pg` (default): a PostgreSQL database of its own on TEST_DATABASE_URL's server
//    (SEARCH_PROBE_DATABASE, default bench_search_probe_<scale>), kept between runs: generated once
//    by generate-store.ts at SEARCH_PROBE_SCALE (default 0.25), then VACUUM ANALYZE search_entries
//    (so plans and visibility are settled; the content-scale bench measures after a restart, when
//    autovacuum has usually done the same);
//  - `pglite-sample`: the sample content on the embedded database (a fresh temporary folder).
// Times, one search at a time, what content-scale's /api/search figures ask: the common words
// (throttled, appeal, notice, reach) and the rare ones (creators' last names) in turn on page 1,
// then page 2, … (SEARCH_PROBE_REQUESTS per kind of word, default 40): median, p95 (nearest rank)
// and max of the wall time of each search, and the mean CPU time a search costs (this process and,
// on PostgreSQL, the server's processes for the database, from /proc).
//
// SEARCH_PROBE_BASE=<folder>[,<folder>…]: other versions of the search to compare in turns with
// this tree's, request by request, the order turned every request:
// <folder>/backend/data/custom-operations/search-content.ts (e.g. a copy of that folder from
// before a change, with backend/core, backend/data/{operations,store}, amplify and node_modules
// linked beside it), named by the folder's name. Every answer must equal the others, byte for byte
// as JSON; a difference is printed and the probe exits non-zero.
//
// SEARCH_PROBE_EXPLAIN=1: also EXPLAIN (ANALYZE, BUFFERS) every statement of the first common
// word's first page (each version's).
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Database, Queryable, Row } from '../../../backend/core/database/database';
import type { SearchResults } from '../../../amplify/data/search/search-hit';
import type { SeedContent } from '../../../backend/data/seed/to-stored-record';
import { startDataBackend } from '../../../backend/data/test-support/start-data-backend';
import { keptBenchDatabase } from '../bench-database';
import { generateStore } from './generate-store';
import { LAST_NAMES, SEARCH_WORD } from './word-pools';

const STORE = process.env.SEARCH_PROBE_STORE ?? 'pg';
const SCALE = Number(process.env.SEARCH_PROBE_SCALE ?? 0.25);
const DATABASE = process.env.SEARCH_PROBE_DATABASE ?? `bench_search_probe_${String(SCALE).replace(/\W/g, '_')}`;
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REQUESTS = Math.max(2, Number(process.env.SEARCH_PROBE_REQUESTS ?? 40));
const BASE = process.env.SEARCH_PROBE_BASE;
const EXPLAIN = process.env.SEARCH_PROBE_EXPLAIN === '1';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(DATABASE)) throw new Error(`SEARCH_PROBE_DATABASE: "${DATABASE}" is not a plain database name`);
if (STORE !== 'pg' && STORE !== 'pglite-sample') throw new Error(`SEARCH_PROBE_STORE: "${STORE}" is neither pg nor pglite-sample`);

const COMMON_WORDS = [SEARCH_WORD, 'appeal', 'notice', 'reach'];
const RARE_WORDS = ['Lindqvist', ...LAST_NAMES.filter((name) => name !== 'Lindqvist')];

/** Requests compared between versions (not timed): filters, browsing without words, orders, a kind, deep pages. */
const SHAPES: Record<string, unknown>[] = [
  { platform: 'instagram' },
  { platform: 'youtube', sort: 'OLDEST', page: 3 },
  { restriction: 'DECISION_ACCOUNT', verification: 'SELF_REPORTED', sort: 'OLDEST', pageSize: 50, page: 2 },
  { kind: 'SHADOWBAN', appealStatus: 'NONE', dateFrom: '2020-02-01', dateTo: '2022-02-10' },
  { year: 2021, pageSize: 50 },
  { q: 'notice', year: 2021 },
  { q: 'appeal', platform: 'x', appealStatus: 'PENDING' },
  { q: 'throttled', kind: 'BRIEF', page: 7 },
  { q: 'throttled', sort: 'NEWEST', page: 2 },
  { q: 'reach', sort: 'OLDEST', kind: 'BAN', dateFrom: '2023-01-01' },
  { q: 'appeal -notice', pageSize: 50, page: 200 },
  { q: '"account review" or reach', restriction: 'DECISION_VISIBILITY' },
  { q: 'Lindqvist', kind: 'CREATOR' },
  { q: 'zzzznotaword' },
];

/**
 * CPU time (ms) the database server's processes for this database have used so far, from
 * /proc/<pid>/stat (utime + stime, in clock ticks of 10 ms), the reading connection's own left
 * out: on a loaded machine a steadier figure than the wall clock's. Undefined where /proc or the
 * server's processes cannot be read (PGlite: the database runs in this process).
 */
async function serverCpuMs(client: pg.Client | undefined): Promise<number | undefined> {
  if (!client) return undefined;
  const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return undefined;
    }
  }
  return ticks * 10;
}

type SearchContent = (ctx: unknown, args: Record<string, unknown>) => Promise<SearchResults>;
type Version = { name: string; search: SearchContent; times: Map<string, number[]>; cpu: Map<string, number[]> };

const ms = (value: number) => `${value.toFixed(1)} ms`;
const nearestRank = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
};


/** The database with every statement but SET recorded (with its parameters), for EXPLAIN. */
function recording(db: Database, statements: { sql: string; params: unknown[] }[]): Database {
  const record = (target: Queryable): Queryable['query'] =>
    (<T extends Row>(sql: string, params: unknown[] = []) => {
      if (!sql.startsWith('SET ')) statements.push({ sql, params });
      return target.query<T>(sql, params);
    }) as Queryable['query'];
  return {
    query: record(db),
    transaction: (work) => db.transaction((tx) => work({ query: record(tx) })),
    stopsLongStatements: db.stopsLongStatements,
    runsAsWebAssembly: db.runsAsWebAssembly,
    close: () => db.close(),
  };
}

async function explain(db: Database, version: Version, q: string): Promise<void> {
  const statements: { sql: string; params: unknown[] }[] = [];
  await version.search({ db: recording(db, statements) }, { q });
  for (const [index, { sql, params }] of statements.entries()) {
    const { rows } = await db.query<Row>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    console.log(`\n--- ${version.name}, q=${q}, statement ${index + 1} of ${statements.length} ---`);
    for (const row of rows) console.log(String(Object.values(row)[0]));
  }
}

async function main(): Promise<void> {
  let backend: Awaited<ReturnType<typeof startDataBackend>>;
  if (STORE === 'pg') {
    const { url, isNew } = await keptBenchDatabase(SERVER, DATABASE);
    backend = await startDataBackend({ databaseUrl: url, sampleContent: undefined });
    const db = backend.backend.context.db;
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM data_records WHERE model = 'PlatformBan'`);
    if (isNew || Number(rows[0].n) < 100) {
      console.log(`generating scale ${SCALE} into ${DATABASE}…`);
      const report = await generateStore(db, { scale: SCALE, log: (line) => console.log(`  ${line}`) });
      console.log(`generated in ${report.seconds.toFixed(0)} s`);
      await db.query('VACUUM ANALYZE search_entries');
    }
  } else {
    const { SAMPLE_CONTENT } = await import('../../../backend/data/sample-content');
    backend = await startDataBackend({ sampleContent: SAMPLE_CONTENT as unknown as SeedContent });
  }
  const db = backend.backend.context.db;
  let failed = false;
  try {
    const { rows: sizes } = await db.query<{ model: string; n: string }>(`SELECT model, count(*) AS n FROM search_entries GROUP BY model ORDER BY model`);
    console.log(`store ${STORE === 'pg' ? `${DATABASE} (PostgreSQL)` : 'sample (PGlite)'}: ${sizes.map((row) => `${row.model} ${row.n}`).join(', ')}`);
    const versions: Version[] = [];
    for (const folder of BASE ? BASE.split(',') : []) {
      const loaded = (await import(pathToFileURL(resolve(folder, 'backend/data/custom-operations/search-content.ts')).href)) as { searchContent: SearchContent };
      versions.push({ name: basename(resolve(folder)), search: loaded.searchContent, times: new Map(), cpu: new Map() });
    }
    const own = (await import('../../../backend/data/custom-operations/search-content')) as unknown as { searchContent: SearchContent };
    versions.push({ name: 'this tree', search: own.searchContent, times: new Map(), cpu: new Map() });

    let cpuReader: pg.Client | undefined;
    if (STORE === 'pg') {
      const url = new URL(SERVER);
      url.pathname = `/${DATABASE}`;
      cpuReader = new pg.Client(url.toString());
      await cpuReader.connect();
    }
    if (EXPLAIN) for (const version of versions) await explain(db, version, COMMON_WORDS[0]);

    for (const [kindOfWord, words] of [['common', COMMON_WORDS], ['rare', RARE_WORDS]] as const) {
      const matches = new Map<string, number>();
      for (let round = 0; round < REQUESTS; round++) {
        const q = words[round % words.length];
        const page = 1 + Math.floor(round / words.length);
        const order = versions.map((_, index) => versions[(index + round) % versions.length]);
        const answers: string[] = [];
        for (const version of order) {
          const cpuBefore = await serverCpuMs(cpuReader);
          const ownBefore = process.cpuUsage();
          const began = performance.now();
          const answer = await version.search({ db }, { q, page });
          const took = performance.now() - began;
          const own = process.cpuUsage(ownBefore);
          const cpuAfter = await serverCpuMs(cpuReader);
          const cpu = version.cpu.get(kindOfWord) ?? [];
          cpu.push((own.user + own.system) / 1000 + (cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : 0));
          version.cpu.set(kindOfWord, cpu);
          const times = version.times.get(kindOfWord) ?? [];
          times.push(took);
          version.times.set(kindOfWord, times);
          matches.set(q, answer.total);
          answers.push(JSON.stringify(answer));
        }
        if (answers.some((answer) => answer !== answers[0])) {
          failed = true;
          console.log(`DIFFERENT ANSWERS for q=${q} page=${page}:\n${answers.map((answer) => answer.slice(0, 600)).join('\n')}`);
        }
      }
      console.log(`\n${kindOfWord} words, matches: ${[...matches].map(([q, n]) => `${q} ${n}`).join(', ')}`);
      for (const version of versions) {
        const times = version.times.get(kindOfWord) ?? [];
        const cpu = version.cpu.get(kindOfWord) ?? [];
        const cpuMean = cpu.reduce((sum, value) => sum + value, 0) / Math.max(1, cpu.length);
        console.log(`  ${version.name.padEnd(10)} median ${ms(nearestRank(times, 0.5))}, p95 ${ms(nearestRank(times, 0.95))}, max ${ms(Math.max(...times))} (${times.length} searches); CPU per search ${ms(cpuMean)} (this process${STORE === 'pg' ? ' + the server\'s processes' : ''}, mean)`);
        // Each word's first page reads every match (later ones are remembered): the figure the p95 follows.
        if (times.length > words.length) console.log(`  ${''.padEnd(10)} first pages ${times.slice(0, words.length).map(ms).join(', ')}`);
      }
    }
    if (versions.length > 1) {
      // Other shapes of request, compared only: filters, browsing, other orders, a kind, deep pages.
      for (const args of SHAPES) {
        const answers: string[] = [];
        for (const version of versions) answers.push(JSON.stringify(await version.search({ db }, args)));
        if (answers.some((answer) => answer !== answers[0])) {
          failed = true;
          console.log(`DIFFERENT ANSWERS for ${JSON.stringify(args)}:\n${answers.map((answer) => answer.slice(0, 600)).join('\n')}`);
        }
      }
      console.log(failed ? '\nanswers DIFFER (above)' : `\nevery answer equal between the versions (and ${SHAPES.length} other shapes of request)`);
    }
    await cpuReader?.end();
  } finally {
    await backend.close({ keepData: STORE === 'pg' });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
