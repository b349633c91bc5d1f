// npx tsx scripts/bench/content-scale/open-data-probe.ts – issue 50: where a full open-data
// download's time goes, without a Next build. On PostgreSQL (TEST_DATABASE_URL), in a database of
// its own (OPEN_DATA_PROBE_DATABASE, default bench_open_data_probe, kept between runs: generated
// once at OPEN_DATA_PROBE_SCALE, default 0.1, i.e. 10,000 bans beside the sample content), it
// starts the data API (the real backend, as `npm start` serves it) and times, for the bans set:
//  - the page query's SQL (EXPLAIN ANALYZE, first page and one from the middle);
//  - one page through the GraphQL endpoint over HTTP (what the site's Amplify client asks), its bytes;
//  - one page through lib/open-data's reader (the Amplify data client on the API key);
//  - the whole download as lib/open-data streams it (CSV and JSON), read to its end: records/s, the
//    process's RSS before and at its peak (and where it is then: V8's spaces, external memory), and
//    (on Linux) the main thread's time on a CPU and waiting for one, the rest of the wall time being
//    spent waiting for the database or the answer. Run it under the server's heap flags
//    (scripts/server-heap-flags.mjs) for memory figures that mean something.
// A diagnostic beside content-scale's download figures (which go through Next), not a target.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { startDataBackend } from '../../../backend/data/test-support/start-data-backend';
import { keptBenchDatabase } from '../bench-database';
import { generateStore } from './generate-store';

const SCALE = Number(process.env.OPEN_DATA_PROBE_SCALE ?? 0.1);
const DATABASE = process.env.OPEN_DATA_PROBE_DATABASE ?? 'bench_open_data_probe';
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.OPEN_DATA_PROBE_ROUNDS ?? 3);
/** OPEN_DATA_PROBE_DOWNLOADS_ONLY=1: the whole downloads only (e.g. under --cpu-prof). */
const DOWNLOADS_ONLY = process.env.OPEN_DATA_PROBE_DOWNLOADS_ONLY === '1';
/** OPEN_DATA_PROBE_SAVE_DIR: where to write each whole download (bans.csv, bans.json), to compare two versions' bytes. */
const SAVE_DIR = process.env.OPEN_DATA_PROBE_SAVE_DIR;
/** OPEN_DATA_PROBE_DOWNLOAD_ROUNDS: how many times each whole download runs (the first warms the code up). */
const DOWNLOAD_ROUNDS = Number(process.env.OPEN_DATA_PROBE_DOWNLOAD_ROUNDS ?? 1);
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(DATABASE)) throw new Error(`OPEN_DATA_PROBE_DATABASE: "${DATABASE}" is not a plain database name`);

const ms = (value: number) => `${value.toFixed(0)} ms`;
/**
 * The main thread's time on a CPU and waiting for one, in ms (Linux's schedstat), or null elsewhere.
 * On a shared machine it splits a download's wall time: what is not either was waiting for I/O
 * (the database, the loopback answer).
 */
const schedstat = (): { onCpu: number; waiting: number } | null => {
  if (!existsSync('/proc/thread-self/schedstat')) return null;
  const [onCpu, waiting] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
  return { onCpu: onCpu / 1e6, waiting: waiting / 1e6 };
};
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
/** Where the resident memory is: V8's spaces (committed), then what lives outside the heap. */
const memoryParts = (): string => {
  const usage = process.memoryUsage();
  const spaces = v8.getHeapSpaceStatistics().map((space) => `${space.space_name.replace('_space', '')} ${mb(space.physical_space_size)}`);
  return `heap ${mb(usage.heapTotal)} (used ${mb(usage.heapUsed)}: ${spaces.join(', ')}), external ${mb(usage.external)}, arrayBuffers ${mb(usage.arrayBuffers)}`;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];


const BANS_QUERY = `query ($cursor: String, $limit: Int) { openBanRecords(cursor: $cursor, limit: $limit) { cursor columns rows } }`;

async function main(): Promise<void> {
  const { url, isNew } = await keptBenchDatabase(SERVER, DATABASE);
  const backend = await startDataBackend({ databaseUrl: url, sampleContent: undefined });
  const db = backend.backend.context.db;
  try {
    const { rows: counted } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM data_records WHERE model = 'PlatformBan'`);
    if (isNew || Number(counted[0].n) < 1_000) {
      console.log(`generating scale ${SCALE}…`);
      const report = await generateStore(db, { scale: SCALE, log: (line) => console.log(`  ${line}`) });
      console.log(`generated in ${report.seconds.toFixed(0)} s`);
    }
    const { rows: total } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM data_records WHERE model = 'PlatformBan'`);
    const bans = Number(total[0].n);
    console.log(`store: ${bans} bans`);

    // The GraphQL page over HTTP, as the site's client asks it.
    const ask = async (cursor: string | null, limit: number) => {
      const began = performance.now();
      const response = await fetch(backend.graphqlUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-api-key': backend.apiKey },
        body: JSON.stringify({ query: BANS_QUERY, variables: { cursor, limit } }),
      });
      const text = await response.text();
      const took = performance.now() - began;
      const body = JSON.parse(text) as { data: { openBanRecords: { cursor: string | null; rows: string } } };
      const page = body.data.openBanRecords;
      return { took, bytes: text.length, page: { cursor: page.cursor, records: JSON.parse(page.rows) as unknown[] } };
    };
    // A whole walk of the GraphQL pages alone (no encoding, no stream): the data API's own rate.
    let middleCursor: string | null = null;
    if (!DOWNLOADS_ONLY) {
      const began = performance.now();
      let cursor: string | null = null;
      let records = 0;
      const times: number[] = [];
      do {
        const answer = await ask(cursor, 1_000);
        times.push(answer.took);
        records += answer.page.records.length;
        cursor = answer.page.cursor;
        if (records <= bans / 2) middleCursor = cursor;
      } while (cursor);
      const seconds = (performance.now() - began) / 1000;
      console.log(`GraphQL over HTTP, every page of 1,000 in turn: ${records} records in ${seconds.toFixed(2)} s = ${Math.round(records / seconds)} records/s; page median ${ms(median(times))}`);
    }

    for (const [label, cursor] of DOWNLOADS_ONLY ? [] : ([['first page', null], ['middle page', middleCursor]] as const)) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const answer = await ask(cursor, 1_000);
        times.push(answer.took);
        bytes = answer.bytes;
      }
      console.log(`GraphQL over HTTP, ${label} of 1,000: median ${ms(median(times))} (${times.map(ms).join(', ')}), ${(bytes / 1024).toFixed(0)} KB`);
    }

    // The site's reader: the Amplify data client on the API key.
    const outputsPath = join(tmpdir(), `open-data-probe-outputs-${process.pid}.json`);
    writeFileSync(outputsPath, JSON.stringify(backend.outputs));
    process.env.AMPLIFY_OUTPUTS_PATH = outputsPath;
    process.env.PUBLIC_URL ??= 'http://127.0.0.1:3000';
    const { readOpenDataPage } = await import('../../../lib/open-data/read-open-data');
    const { OPEN_DATA_SET_BY_NAME } = await import('../../../lib/open-data/open-data-sets');
    const { openDataResponse } = await import('../../../lib/open-data/open-data-response');
    const set = OPEN_DATA_SET_BY_NAME.get('bans')!;
    if (!DOWNLOADS_ONLY) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const began = performance.now();
        await readOpenDataPage(set, null, middleCursor);
        times.push(performance.now() - began);
      }
      console.log(`lib/open-data readOpenDataPage (one page from the middle): median ${ms(median(times))} (${times.map(ms).join(', ')})`);
    }

    for (const format of Array.from({ length: DOWNLOAD_ROUNDS }, () => ['csv', 'json'] as const).flat()) {
      global.gc?.();
      const rssBefore = rssMb();
      const partsBefore = memoryParts();
      let rssPeak = rssBefore;
      let partsAtPeak = partsBefore;
      const sampler = setInterval(() => {
        const rss = rssMb();
        if (rss > rssPeak) [rssPeak, partsAtPeak] = [rss, memoryParts()];
      }, 100);
      const began = performance.now();
      // The process's CPU (the data API and the site's side both run here, as in `npm start`): under
      // a loaded machine a steadier figure than the wall clock's.
      const cpuBefore = process.cpuUsage();
      const schedBefore = schedstat();
      const response = await openDataResponse(set, format, new URLSearchParams());
      const reader = response.body!.getReader();
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      let lineFeeds = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        if (SAVE_DIR) chunks.push(value);
        for (let at = value.indexOf(0x0a); at !== -1; at = value.indexOf(0x0a, at + 1)) lineFeeds++;
      }
      const seconds = (performance.now() - began) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const schedAfter = schedstat();
      const split =
        schedBefore && schedAfter
          ? `; main thread on a CPU ${((schedAfter.onCpu - schedBefore.onCpu) / 1000).toFixed(1)} s, waiting for one ` +
            `${((schedAfter.waiting - schedBefore.waiting) / 1000).toFixed(1)} s, idle the rest`
          : '';
      clearInterval(sampler);
      if (SAVE_DIR) {
        mkdirSync(SAVE_DIR, { recursive: true });
        writeFileSync(join(SAVE_DIR, `bans.${format}`), Buffer.concat(chunks));
      }
      console.log(
        `whole /data/bans.${format}: ${response.status}, ${bans} records in ${seconds.toFixed(2)} s = ${Math.round(bans / seconds)} records/s, ` +
          `CPU ${cpuMs.toFixed(0)} ms = ${((cpuMs * 1000) / bans).toFixed(1)} µs a record, ` +
          `${(bytes / 1024 / 1024).toFixed(1)} MB${format === 'csv' ? ` (${lineFeeds} line feeds)` : ''}, RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB${split}`,
      );
      console.log(`  before: ${partsBefore}\n  at the peak: ${partsAtPeak}`);
    }

    // The SQL of a page, as the backend runs it: the statement caught on its way, then explained.
    const { readOpenBanRecords } = await import('../../../backend/data/custom-operations/open-data-records');
    for (const [label, cursor] of DOWNLOADS_ONLY ? [] : ([['first page', null], ['middle page', middleCursor]] as const)) {
      let caught: { text: string; values: unknown[] } | undefined;
      // The page's own statement, the first: the one after it reads the next page's rows ahead.
      const spy = { query: (text: string, values: unknown[] = []) => ((caught ??= { text, values }), db.query(text, values)) };
      const began = performance.now();
      await readOpenBanRecords(spy as never, { cursor, limit: 1_000 });
      const resolverMs = performance.now() - began;
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${caught!.text}`, caught!.values);
      console.log(`SQL + record mapping, ${label}: ${ms(resolverMs)}\n${plan.rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
    }
  } finally {
    await backend.close({ keepData: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
