// npm run bench readers – issue 50, "many readers at once": a mixed reader load at 32 connections
// for 2 minutes against one production server, either as `npm start` runs it (BENCH_DATABASE=
// embedded, the default: the embedded database with the sample content) or alone on PostgreSQL
// with the content-scale store (BENCH_DATABASE=postgres: a fresh schema of TEST_DATABASE_URL, the
// sample content, then scripts/bench/content-scale/generate-store.ts at BENCH_SCALE loaded by SQL;
// scale 1 is 100,000 bans, 50,000 briefs, 20,000 profiles and 50,000 shadowban reports, 310,400
// rows, generated and loaded in 155 s on the 2-core build machine while other work ran; scale 10,
// issue 50's million bans, is ten times the rows, about 25 minutes there, so the default is 1).
//
// Prints, per kind of request: requests, rate, p50/p95/p99 (of the answers not shed), errors
// (answers other than 2xx, except a 503 with Retry-After, and network errors) and 503s (shed by the
// server, with Retry-After) apart, and the size of an answer; the overall rate; every 15 s (5 s
// when quick) the rate, p50/p95, errors, 503s and the server's peak RSS; the server's resident
// memory (VmRSS of the server process, sampled every second: right after the warm-up, the peak, at
// the end); the CPU share of the server, of the load and of the whole machine, the cores and the
// load average. Then each figure beside issue 50's targets: p95 < 500 ms for pages, < 800 ms for
// searches, zero errors, no kind starving the others or starved (a kind is when more than 1 % of
// its requests are shed or fail, its p95 is over 4× the median of the kinds' p95, or a window
// promised it 5 answers by its weight and it got none), memory flat after the warm-up (the end
// within 10 % of the figure after it). Missed targets are printed as findings (MISSED), not
// failures: the bench exits non-zero only when it cannot run.
//
// The mix (scripts/bench/readers/reader-mix.ts): 32 closed loops, no think time, on keep-alive
// connections, every loop a guest reader drawing each next request by weight: home / 18 %; lists
// 15 % (/briefs, /profiles, /platforms, a fifth of them a later page ?page=2…10 as far as the
// store has pages; the site has no /bans or /creators list); a brief 15 %; a ban permalink
// /bans/<id> 12 %; a profile 12 %; a platform /platforms/<name> 10 %; the search page
// /search?q=<word> 8 % and /api/search?q=<word> 6 % (60 % a common word, 40 % a rare one); an
// open-data download /data/<set>.csv or .json 4 %, read whole. Every address comes from the
// running site first (scripts/bench/readers/reader-content.ts): the RSS feed, the listings, the
// first and last sitemap files of briefs and of profiles, the ban permalinks on the profiles' ban
// timelines and in the bans download; search words (readers' words such as "appeal", and the
// briefs' title words and a few usernames) ranked by the matches /api/search reports, the 4 with
// the most the common ones and the 4 with the fewest the rare; downloads whole when they end
// within 2 MB, else narrowed to the busiest month of their first records, then to that month on
// one platform. The load runs in a process of its own (scripts/bench/cluster/load-process.ts); on
// 2 cores it shares them with the server (and PostgreSQL), so the bench prints every CPU share.
// In a closed loop the connections gather in the slowest line: a kind that is served slowly holds
// more of the 32 connections, and the others then see fewer competitors.
//
// The server admits only so many renders at once (backend/core/http/admission/, docs/scaling.md
// "Under load"): SITE_MAX_RENDERS, SITE_MAX_QUEUED and SITE_QUEUE_WAIT_MS, with PAGE_CACHE_TTL_MS,
// PAGE_CACHE_MAX_BYTES and HEAP_MAX_MB, are passed to it when set, and the settings it ran with
// are printed.
//
// The warm-up, not counted, has two parts. First a priming pass (scripts/bench/readers/
// prime-readers.ts): every address the mix can draw (the home page, every list page, brief, ban
// permalink, profile and platform found at setup, the search page and /api/search for each of the 8
// words, each download) is asked once, in a random order, BENCH_CONNECTIONS at once, with the mix's
// headers, each answer read whole and a 2xx expected (a 503 with Retry-After asked again after its
// wait, up to 5 times); the bench prints how many addresses, by kind, how long it took, the p50
// and p95 of those answers (mostly first renders: what a first render costs under this load, which
// the measured rows then no longer hold), its errors and the server's RSS before and after. Then BENCH_WARMUP_MS of the mix itself. The set is fixed
// (on the PostgreSQL store 525 briefs, 400 ban permalinks, 514 profiles…), so the bounded caches
// it fills (the page cache, Next's, the remembered searches) are full once it has been answered
// once; without priming, a 15-s warm-up ended long before that on a large store, and the caches
// filling during the measured time was counted as memory growth that a steady state does not have.
// "Memory flat" compares the end with the RSS right after the whole warm-up. BENCH_PRIME=0 skips
// the priming pass (the warm-up is the timed mix alone, as before), for comparison.
//
// Needs a production build: .next, or the folder NEXT_DIST_DIR names (each run serves a fresh copy
// without Next's caches). Knobs: BENCH_DATABASE (embedded or postgres), BENCH_CONNECTIONS (32),
// BENCH_DURATION_MS (120000), BENCH_PRIME (1; 0: no priming pass), BENCH_WARMUP_MS (15000, not
// counted, after the priming pass), BENCH_WINDOW_MS (15000),
// BENCH_QUICK=1 (20 s measured, 5 s warm-up, 5 s rows), BENCH_SCALE (postgres only, default 1),
// BENCH_SEED (16), TEST_DATABASE_URL.
// Keeping the PostgreSQL store (scripts/bench/readers/kept-store.ts; generating scale 1 takes 5–7
// minutes on 2 cores): BENCH_KEEP_STORE=1 generates it into a database of its own,
// BENCH_STORE_DATABASE (default bench_readers), beside a data folder <tmpdir>/<database>-data, and
// leaves both when the run ends; BENCH_REUSE_STORE=1 serves that kept store again without
// generating (no first start either), after checking that it was kept whole at this BENCH_SCALE
// and BENCH_SEED and still holds the bans, briefs and profiles it held then (else the run stops
// and says why); a reused store stays too. PostgreSQL's buffers are warm on a reuse and cold after
// a generation, so compare runs of one kind. Drop it with `DROP DATABASE <name>` and rm -r the folder.
// BENCH_STORE_FROM=<database> makes the kept store a copy of content-scale's kept large store of this
// BENCH_SCALE and BENCH_SEED (BENCH_KEEP_STORE=1 there leaves bench_content_scale_large_<scale>_<seed>;
// the 10x store takes 25-50 minutes to generate), then serves it as a reuse: e.g. BENCH_DATABASE=postgres
// BENCH_SCALE=10 BENCH_STORE_FROM=bench_content_scale_large_10_16 BENCH_STORE_DATABASE=bench_readers_s10.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { PROJECT_ROOT } from '../../backend/core/project-root';
import { loadBackendConfig } from '../../backend/core/config';
import { admissionOptions } from '../../backend/core/http/admission/admission-options';
import { isTestDatabaseReachable, TEST_DATABASE_SERVER } from '../../backend/data/test-support/test-database';
import { runLoadProcess } from './cluster/load-process';
import { formatMb, formatMs } from './cluster/figures';
import { startResourceTimeline } from './cluster/resource-timeline';
import { startMachineCpu } from './readers/machine-cpu';
import { keptStoreSettings } from './readers/kept-store';
import { readReaderContent } from './readers/reader-content';
import { everyReaderRequest } from './readers/reader-mix';
import { primeReaders } from './readers/prime-readers';
import { printReaderRun } from './readers/reader-report';
import { startReaderServer, type ReaderDatabase } from './readers/reader-server';

const isQuick = process.env.BENCH_QUICK === '1';
/** The server settings the bench passes on when set (and prints as the server reads them). */
const SERVER_SETTINGS = ['SITE_MAX_RENDERS', 'SITE_MAX_QUEUED', 'SITE_QUEUE_WAIT_MS', 'PAGE_CACHE_TTL_MS', 'PAGE_CACHE_MAX_BYTES', 'HEAP_MAX_MB'];
const SAMPLE_INTERVAL_MS = 1000;

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number (got ${process.env[name]})`);
  return value;
};

/** BENCH_PRIME: 1 (the default) asks every address of the mix once before the timed warm-up, 0 does not. */
function isPrimingOn(): boolean {
  const value = process.env.BENCH_PRIME?.trim() || '1';
  if (value !== '0' && value !== '1') throw new Error(`BENCH_PRIME must be 0 or 1 (got ${value})`);
  return value === '1';
}

function databaseKind(): ReaderDatabase {
  const value = process.env.BENCH_DATABASE?.trim() || 'embedded';
  if (value !== 'postgres' && value !== 'embedded') throw new Error(`BENCH_DATABASE must be embedded or postgres (got ${value})`);
  return value;
}

/** The server settings of SERVER_SETTINGS set here, and a line saying what the server makes of them. */
function serverSettings(): { env: Record<string, string>; line: string } {
  const env = Object.fromEntries(SERVER_SETTINGS.flatMap((name) => (process.env[name]?.trim() ? [[name, process.env[name]!.trim()]] : [])));
  const config = loadBackendConfig(env);
  const lanes = admissionOptions(config.admission).lanes;
  const given = Object.keys(env).length ? Object.entries(env).map(([name, value]) => `${name}=${value}`).join(' ') : 'none set, the defaults';
  const line =
    `server settings (${given}): renders at once ${config.admission.maxActive || 'unlimited'} in all (searches at most ${lanes.search.maxActive}, downloads at most ${lanes.export.maxActive}), ` +
    `${config.admission.maxQueued} may wait per kind for up to ${config.admission.maxWaitMs} ms, then 503; page cache ${config.pageCache.ttlMs} ms`;
  return { env, line };
}

async function main(): Promise<void> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(join(PROJECT_ROOT, distDir, 'BUILD_ID'))) throw new Error(`the readers bench serves a production build and ${distDir} holds none: run npm run build`);
  const database = databaseKind();
  if (database === 'postgres' && !isTestDatabaseReachable()) throw new Error(`PostgreSQL is not reachable at ${TEST_DATABASE_SERVER} (set TEST_DATABASE_URL)`);
  const connections = numberFrom('BENCH_CONNECTIONS', 32);
  const warmupMs = numberFrom('BENCH_WARMUP_MS', isQuick ? 5000 : 15_000);
  const durationMs = numberFrom('BENCH_DURATION_MS', isQuick ? 20_000 : 120_000);
  const windowMs = numberFrom('BENCH_WINDOW_MS', isQuick ? 5000 : 15_000);
  const scale = numberFrom('BENCH_SCALE', 1);
  const isPriming = isPrimingOn();
  const settings = serverSettings();
  const store = keptStoreSettings();
  if ((store.keep || store.reuse) && database !== 'postgres') throw new Error('BENCH_KEEP_STORE and BENCH_REUSE_STORE keep the PostgreSQL store: set BENCH_DATABASE=postgres');
  const log = (line: string) => console.log(line);
  log(
    `Many readers at once: ${connections} connections, ${durationMs / 1000} s measured after ` +
      `${isPriming ? 'a priming pass over every address once and ' : ''}${warmupMs / 1000} s of warm-up${isPriming ? '' : ' (BENCH_PRIME=0: no priming)'}; build ${distDir}; ` +
      `${database === 'embedded' ? 'embedded database, the sample content' : `PostgreSQL ${TEST_DATABASE_SERVER.replace(/\/\/[^@]*@/, '//')}, the content-scale store at scale ${scale}`}; ` +
      `${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`,
  );
  log(settings.line);

  const problems: string[] = [];
  const onLine = (_instance: string, line: string) => {
    if (problems.length < 20 && /⨯|Error|error:|FATAL/.test(line)) problems.push(line.trim().slice(0, 240));
  };
  const workDir = mkdtempSync(join(tmpdir(), 'bench-readers-'));
  const server = await startReaderServer({ database, distDir, env: settings.env, scale, seed: numberFrom('BENCH_SEED', 16), store, onLine, log });
  try {
    if (server.generated) {
      const rows = Object.values(server.generated.rowsByModel).reduce((sum, count) => sum + count, 0);
      const { sizes } = server.generated;
      log(
        `store: the sample content and ${sizes.platformBans} bans, ${sizes.briefs} briefs, ${sizes.profiles} profiles, ${sizes.shadowbanReports} shadowban reports ` +
          `(${rows} rows) generated and loaded by SQL in ${server.generated.seconds.toFixed(0)} s`,
      );
    }
    if (server.kept) log(`store: ${server.kept}`);
    const timeline = startResourceTimeline(new Map([['server', { rss: () => server.instance.rss(), pid: () => server.instance.pid }]]), SAMPLE_INTERVAL_MS);
    const pool = new Pool(server.origin, { connections: 4 });
    const setupStarted = performance.now();
    const content = await readReaderContent(pool).finally(() => pool.close());
    const { target } = content;
    log(
      `setup (${((performance.now() - setupStarted) / 1000).toFixed(1)} s): ${target.briefPaths.length} briefs, ${target.banPaths.length} ban permalinks, ` +
        `${target.profilePaths.length} profiles, ${target.platformPaths.length} platforms found`,
    );
    log(`search words (matches): ${content.searchTotals.map((entry) => `${entry.word} ${entry.total}${entry.isRare ? ' (rare)' : ''}`).join(', ')}`);
    log(`downloads: ${content.exports.map((found) => `${found.path} (${found.records} records, ${(found.bytes / 1024).toFixed(0)} KB)`).join(', ')}`);

    let warmup = `${warmupMs / 1000} s of the mix (BENCH_PRIME=0: no priming pass)`;
    if (isPriming) {
      const requests = everyReaderRequest(target);
      const rssBefore = server.instance.rss();
      log(`warm-up 1/2, priming (not counted): every address the mix can draw asked once, ${requests.length} in a random order, ${connections} at once…`);
      const primed = await primeReaders(server.origin, requests, connections);
      const errors = primed.errorsByKind.reduce((sum, [, count]) => sum + count, 0);
      log(
        `priming: ${primed.addresses} addresses (${primed.byKind.map(([kind, count]) => `${kind} ${count}`).join(', ')}) answered in ${primed.seconds.toFixed(1)} s ` +
          `(${(primed.addresses / primed.seconds).toFixed(1)} a second, p50 ${formatMs(primed.p50)} ms, p95 ${formatMs(primed.p95)} ms, ${formatMb(primed.bytes)} read); errors ${errors}, 503s asked again ${primed.retries}, ` +
          `still shed ${primed.stillShed}; server RSS ${formatMb(rssBefore)} → ${formatMb(server.instance.rss())}`,
      );
      for (const [label, count] of primed.errorsByKind.slice(0, 10)) log(`  priming error ${label}: ${count}`);
      warmup = `every address primed once (${primed.addresses} in ${primed.seconds.toFixed(1)} s), then ${warmupMs / 1000} s of the mix`;
    }
    log(`warm-up${isPriming ? ' 2/2' : ''} (not counted): ${warmupMs / 1000} s of the mix, then ${durationMs / 1000} s measured…`);

    const machine = startMachineCpu(SAMPLE_INTERVAL_MS);
    const loadBefore = loadavg();
    const load = await runLoadProcess(
      { origin: server.origin, readers: target, connections, warmupMs, durationMs, windowMs },
      { plan: join(workDir, 'plan.json'), result: join(workDir, 'result.json') },
    );
    const loadAfter = loadavg();
    timeline.stop();
    machine.stop();
    log('');
    const findings = printReaderRun({ load, warmup, samples: timeline.samples.get('server') ?? [], machine: machine.samples, loadBefore, loadAfter, cores: cpus().length }, log);
    for (const line of problems) log(`  server output: ${line}`);
    log(findings.length ? `\nFindings (${findings.length} missed):\n${findings.map((line) => `  MISSED: ${line}`).join('\n')}` : '\nEvery target met.');
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
