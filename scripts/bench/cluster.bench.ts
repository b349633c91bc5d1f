// npm run bench cluster – issue 19: the same mixed load at 32 connections for 3 minutes against one
// instance (its own origin, no proxy) and against two behind the round-robin proxy, each deployment
// started by scripts/cluster/start-cluster.ts (PostgreSQL from TEST_DATABASE_URL in a fresh schema
// per phase, an s3rver bucket, an SMTP catcher; the sample content seeded at start). Prints, per
// phase, throughput, p50/p99 and errors every 15 s and overall, by kind of request (503s with
// Retry-After, shed by the admission gate, counted apart from the errors and latencies), and each
// instance's CPU share and resident memory (VmRSS of the server process, which starts no children,
// sampled every 5 s: idle once started, the peak, after a 15 s rest) beside issue 19's targets: an
// instance idles under 300 MB and stays under 600 MB at 32 connections of mixed load; then the two
// phases side by side with the ratio two / one. Missed targets are findings, not failures: the bench exits non-zero
// only when a phase cannot run.
//
// The mix (scripts/bench/cluster/load-mix.ts): 32 closed loops, no think time, on keep-alive
// connections. 4 loops are creators: accounts made with the Admin API, signed in once by SRP with
// the real aws-amplify client, given a profile and a published brief; each then sends signed-in
// pages (/me, /me/briefs, /me/profile and public pages with the sign-in cookies, which the page
// cache does not serve) ~40 %, GraphQL reads on the user pool (own profile, own published and
// unpublished briefs) ~60 %, and every 15 s an edit: saveMyBrief, then POST /api/revalidate as the
// editor does (which empties every instance's page cache). 28 loops are guests: shareable pages
// (/, /briefs, a brief, /profiles, a profile, /platforms, a platform) ~36 %; pages with query
// strings the page cache mostly misses (/search?q=…, /briefs?category=…, utm_ tags) ~11 %; static
// files a new visitor loads (the home and a brief page's /_next/static chunks and CSS, artwork,
// /amplify-outputs.js) ~31 %; GraphQL with the API key (the published listing, a brief by slug, a
// profile by username, searchContent, and recordView, a guest's write) ~21 %. The briefs, profiles,
// platforms and files are read from the running site first (RSS feed, listings, home page).
//
// The load runs in a process of its own; the proxy runs in this one. On a small machine the load,
// the proxy and the instances share the cores, so two instances cannot double the rate there: the
// bench prints the cores and load average it ran with, every process's CPU share, and requests per
// CPU-second of the instances, which holds better than the rate when others use the machine too.
// Each phase serves a fresh copy of the build without Next's cache folder (fresh-build-copy.ts).
//
// Needs a production build: .next, or the folder NEXT_DIST_DIR names; the bench refuses without.
// Knobs: BENCH_DURATION_MS (measured time per phase, 180000), BENCH_WARMUP_MS (15000, not counted),
// BENCH_CONNECTIONS (32), BENCH_SIGNED_IN_USERS (4), BENCH_EDIT_INTERVAL_MS (15000 per creator),
// BENCH_WINDOW_MS (timeline rows, 15000), BENCH_PHASES (one,two), BENCH_PORT_BASE (proxy and
// instance ports from there, else free ones). BENCH_QUICK=1: 20 s per phase, 5 s warm-up, 5 s rows.
// BENCH_DATABASE=embedded: the one-instance phase only, on the embedded database as a plain
// `npm start` runs (files on its disk, mail in its outbox; no PostgreSQL needed).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../backend/core/project-root';
import { isTestDatabaseReachable, TEST_DATABASE_SERVER } from '../../backend/data/test-support/test-database';
import { printPhase, printSummary } from './cluster/report';
import { runPhase, type BenchSettings, type PhaseResult, type PhaseSpec } from './cluster/run-phase';

const isQuick = process.env.BENCH_QUICK === '1';
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number (got ${process.env[name]})`);
  return value;
};

function databaseKind(): BenchSettings['database'] {
  const value = process.env.BENCH_DATABASE?.trim() || 'postgres';
  if (value !== 'postgres' && value !== 'embedded') throw new Error(`BENCH_DATABASE must be postgres or embedded (got ${value})`);
  return value;
}

function phaseSpecs(database: BenchSettings['database']): PhaseSpec[] {
  const base = process.env.BENCH_PORT_BASE ? numberFrom('BENCH_PORT_BASE', 0) : null;
  const specs: PhaseSpec[] = [
    { name: 'one instance', instances: 1, withProxy: false, ports: base ? { proxy: base, instances: [base + 1] } : undefined },
    { name: 'two + proxy', instances: 2, withProxy: true, ports: base ? { proxy: base + 10, instances: [base + 11, base + 12] } : undefined },
  ];
  const wanted = (process.env.BENCH_PHASES ?? (database === 'embedded' ? 'one' : 'one,two')).split(',').map((name) => name.trim());
  if (database === 'embedded' && wanted.includes('two')) throw new Error('BENCH_DATABASE=embedded runs the one-instance phase only (BENCH_PHASES=one)');
  return specs.filter((spec) => wanted.includes(spec.name.split(' ')[0]));
}

async function main(): Promise<void> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(join(PROJECT_ROOT, distDir, 'BUILD_ID'))) {
    throw new Error(`the cluster bench serves a production build and ${distDir} holds none: run npm run build (or set NEXT_DIST_DIR to a built folder)`);
  }
  const database = databaseKind();
  if (database === 'postgres' && !isTestDatabaseReachable()) throw new Error(`PostgreSQL is not reachable at ${TEST_DATABASE_SERVER} (set TEST_DATABASE_URL)`);
  const workDir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const settings: BenchSettings = {
    distDir,
    database,
    connections: numberFrom('BENCH_CONNECTIONS', 32),
    signedInUsers: numberFrom('BENCH_SIGNED_IN_USERS', 4),
    warmupMs: numberFrom('BENCH_WARMUP_MS', isQuick ? 5000 : 15_000),
    durationMs: numberFrom('BENCH_DURATION_MS', isQuick ? 20_000 : 180_000),
    windowMs: numberFrom('BENCH_WINDOW_MS', isQuick ? 5000 : 15_000),
    sampleIntervalMs: 5000,
    editIntervalMs: numberFrom('BENCH_EDIT_INTERVAL_MS', 15_000),
    settleMs: 5000,
    restMs: isQuick ? 5000 : 15_000,
    workDir,
  };
  console.log(
    `Mixed load, ${settings.connections} connections (${settings.signedInUsers} signed-in creators), ${settings.durationMs / 1000} s measured per phase ` +
      `after ${settings.warmupMs / 1000} s of warm-up; build ${distDir}; ` +
      `${database === 'embedded' ? 'embedded database' : `PostgreSQL ${TEST_DATABASE_SERVER.replace(/\/\/[^@]*@/, '//')}`}; ` +
      `${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`,
  );
  const results: PhaseResult[] = [];
  try {
    for (const spec of phaseSpecs(database)) {
      console.log(`\n-- ${spec.name}${spec.withProxy ? ` (${spec.instances} instances behind the round-robin proxy)` : ' (its own origin)'} --`);
      const result = await runPhase(spec, settings);
      printPhase(result, (line) => console.log(line));
      results.push(result);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  if (results.length === 2) {
    console.log(`\n-- summary (load average now ${loadavg().map((value) => value.toFixed(1)).join(' ')}) --`);
    printSummary(results[0], results[1], (line) => console.log(line));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
