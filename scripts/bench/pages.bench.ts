// npm run bench pages – the home page and a brief's page served by `npm start` (site and backend
// in one process, production build, its own temporary data folder and port), loaded by 32
// keep-alive connections, beside a bare Node HTTP server sending the very same HTML bytes.
// Target: each page at least a quarter of the bare server's rate. The machine may be shared, so both
// servers stay up and are measured in turn, round after round (BENCH_ROUNDS, default 3); the summary
// gives medians. Clients send no Accept-Encoding, so both sides send the HTML uncompressed.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'undici';
import { createTempDataDir, removeTempDataDir } from '../../backend/core/database/temp-data-dir.test-helper';
import { PROJECT_ROOT } from '../../backend/core/project-root';
import { freePort } from '../../backend/core/test-support/free-port';

const CONNECTIONS = 32;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const WARMUP_MS = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 0.25;
/** How long a page may take to settle: the build's copy is served once, then Next re-renders it with data. */
const SETTLE_TIMEOUT_MS = 60_000;
/** A first `npm start` may have to build the site. */
const START_TIMEOUT_MS = 15 * 60 * 1000;

type Figures = { rate: number; p50: number; p99: number };


/** Runs `task` from `concurrency` loops for the duration (after a warm-up), recording each latency. */
async function measure(task: () => Promise<void>): Promise<Figures> {
  const loops = (until: () => boolean, record?: (ms: number) => void) =>
    Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (until()) {
          const began = performance.now();
          await task();
          record?.(performance.now() - began);
        }
      }),
    );
  const warmupEnd = Date.now() + WARMUP_MS;
  await loops(() => Date.now() < warmupEnd);
  const latencies: number[] = [];
  const start = performance.now();
  await loops(() => performance.now() < start + DURATION_MS, (ms) => latencies.push(ms));
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const medianFigures = (all: Figures[]): Figures => ({
  rate: median(all.map((figures) => figures.rate)),
  p50: median(all.map((figures) => figures.p50)),
  p99: median(all.map((figures) => figures.p99)),
});

const describe = (figures: Figures) =>
  `${figures.rate.toFixed(0).padStart(7)} req/s   p50 ${figures.p50.toFixed(2).padStart(7)} ms   p99 ${figures.p99.toFixed(2).padStart(7)} ms`;

/**
 * One GET of `path` on the pool; any answer but 200 stops the run. Answers whose size differs from
 * the bare server's copy are counted, so a page that changed under the benchmark shows.
 */
function getter(pool: Pool, path: string, expectedBytes: number, mismatches: Map<string, { count: number; largest: number }>) {
  return async () => {
    const response = await pool.request({ path, method: 'GET' });
    const body = await response.body.arrayBuffer();
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    if (body.byteLength === expectedBytes) return;
    const seen = mismatches.get(path) ?? { count: 0, largest: 0 };
    mismatches.set(path, { count: seen.count + 1, largest: Math.max(seen.largest, Math.abs(body.byteLength - expectedBytes)) });
  };
}

/**
 * The page as the benchmark will get it, once Next serves it from a fresh cache entry (not the
 * build's copy, rendered without data, nor a stale one being replaced).
 */
async function settledPage(pool: Pool, path: string): Promise<string> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const response = await pool.request({ path, method: 'GET' });
    const html = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    const nextCache = response.headers['x-nextjs-cache'];
    if (nextCache === undefined || nextCache === 'HIT') return html;
    if (Date.now() > deadline) throw new Error(`${path} did not settle (x-nextjs-cache: ${String(nextCache)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function waitForSite(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error('npm start exited before the site answered');
    try {
      if ((await fetch(`${origin}/briefs/feed.xml`)).status === 200) return;
    } catch {
      // Not listening yet (or still building).
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the site did not answer in time');
}

/** The bare server: the same bytes and content type for each path, nothing else, in its own process. */
function startBareServer(pages: Record<string, string>, port: number, folder: string): ChildProcess {
  const file = join(folder, 'bench-pages.json');
  writeFileSync(file, JSON.stringify(pages));
  const source = `
    const pages = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const bodies = Object.fromEntries(Object.entries(pages).map(([path, html]) => [path, Buffer.from(html)]));
    require('node:http').createServer((req, res) => {
      const body = bodies[req.url];
      if (!body) { res.writeHead(404).end(); return; }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  return spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main(): Promise<void> {
  const dataDir = await createTempDataDir();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const site = spawn(process.execPath, [join(PROJECT_ROOT, 'scripts/start.mjs')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: `http://localhost:${port}`, AMPLIFY_OUTPUTS_PATH: join(dataDir, 'amplify_outputs.json') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let bare: ChildProcess | undefined;
  try {
    await waitForSite(origin, site);
    const feed = await (await fetch(`${origin}/briefs/feed.xml`)).text();
    const briefPath = new URL(feed.match(/<link>([^<]*\/briefs\/[^<]+)<\/link>/)![1]).pathname;
    const paths = { home: '/', brief: briefPath };

    const sitePool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
    const html: Record<string, string> = {};
    for (const path of Object.values(paths)) html[path] = await settledPage(sitePool, path);

    const barePort = await freePort();
    bare = startBareServer(html, barePort, dataDir);
    await new Promise<void>((resolve) => bare!.stdout!.once('data', () => resolve()));
    const barePool = new Pool(`http://127.0.0.1:${barePort}`, { connections: CONNECTIONS, pipelining: 1 });

    console.log(
      `Pages from npm start (production build, embedded PostgreSQL) beside a bare Node server, ${CONNECTIONS} keep-alive connections, ` +
        `${DURATION_MS / 1000} s each, ${ROUNDS} rounds; home ${(Buffer.byteLength(html['/']) / 1024).toFixed(0)} KB, ` +
        `brief ${paths.brief} ${(Buffer.byteLength(html[paths.brief]) / 1024).toFixed(0)} KB of HTML`,
    );
    const mismatches = new Map<string, { count: number; largest: number }>();
    const rounds: Record<keyof typeof paths, { site: Figures; bare: Figures }[]> = { home: [], brief: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
        const bytes = Buffer.byteLength(html[path]);
        const site = await measure(getter(sitePool, path, bytes, mismatches));
        const bareFigures = await measure(getter(barePool, path, bytes, new Map()));
        rounds[name].push({ site, bare: bareFigures });
        console.log(`round ${round} ${name.padEnd(5)}  npm start ${describe(site)}   bare ${describe(bareFigures)}   ratio ${(site.rate / bareFigures.rate).toFixed(2)}`);
      }
    }
    await sitePool.close();
    await barePool.close();

    // A re-render may stream its RSC chunks in another order, so a few bytes' difference is expected.
    for (const [path, { count, largest }] of mismatches) {
      console.log(`note: ${count} answers for ${path} differed in size from the bare server's copy, by at most ${largest} bytes`);
    }
    for (const [name, results] of Object.entries(rounds)) {
      const ratio = median(results.map((result) => result.site.rate / result.bare.rate));
      console.log(`${`${name} (npm start)`.padEnd(24)} ${describe(medianFigures(results.map((result) => result.site)))}   (medians)`);
      console.log(`${`${name} (bare Node server)`.padEnd(24)} ${describe(medianFigures(results.map((result) => result.bare)))}   (medians)`);
      console.log(`ratio ${name} / bare: ${ratio.toFixed(2)} (median of rounds; target ≥ ${TARGET_RATIO.toFixed(2)}) ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`);
    }
  } finally {
    await stop(site);
    if (bare) await stop(bare);
    removeTempDataDir(dataDir);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
