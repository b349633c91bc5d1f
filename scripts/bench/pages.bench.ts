// npm run bench pages – the home page and a brief's page served by `npm start` (site and backend
// in one process, production build, its own temporary data folder and port), loaded by 32
// keep-alive connections, beside a bare Node HTTP server sending the very same HTML bytes.
// Target: each page at least a quarter of the bare server's rate.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Pool } from 'undici';
import { createTempDataDir, removeTempDataDir } from '../../backend/core/database/temp-data-dir.test-helper';
import { PROJECT_ROOT } from '../../backend/core/project-root';

const CONNECTIONS = 32;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const WARMUP_MS = 1000;
const TARGET_RATIO = 0.25;
/** A first `npm start` may have to build the site. */
const START_TIMEOUT_MS = 15 * 60 * 1000;

type Figures = { requests: number; seconds: number; latencies: number[] };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

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
  return { requests: latencies.length, seconds: (performance.now() - start) / 1000, latencies: latencies.sort((a, b) => a - b) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

function report(name: string, figures: Figures): number {
  const rate = figures.requests / figures.seconds;
  console.log(
    `${name.padEnd(28)} ${rate.toFixed(0).padStart(7)} req/s   p50 ${percentile(figures.latencies, 50).toFixed(2)} ms   p99 ${percentile(figures.latencies, 99).toFixed(2)} ms`,
  );
  return rate;
}

/** One GET of `path` on the pool; any answer but 200 stops the run. */
function getter(pool: Pool, path: string) {
  return async () => {
    const response = await pool.request({ path, method: 'GET' });
    await response.body.arrayBuffer();
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  };
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

    // Warm up: render each page once and let the caches fill before anything is timed.
    const html: Record<string, string> = {};
    for (const path of Object.values(paths)) {
      for (let round = 0; round < 20; round++) {
        const response = await fetch(`${origin}${path}`);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        html[path] = await response.text();
      }
    }

    const sitePool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
    const siteHome = await measure(getter(sitePool, paths.home));
    const siteBrief = await measure(getter(sitePool, paths.brief));
    await sitePool.close();
    await stop(site);

    const barePort = await freePort();
    bare = startBareServer(html, barePort, dataDir);
    await new Promise<void>((resolve) => bare!.stdout!.once('data', () => resolve()));
    const barePool = new Pool(`http://127.0.0.1:${barePort}`, { connections: CONNECTIONS, pipelining: 1 });
    const bareHome = await measure(getter(barePool, paths.home));
    const bareBrief = await measure(getter(barePool, paths.brief));
    await barePool.close();

    console.log(
      `Pages from npm start (production build, embedded PostgreSQL), ${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s each; ` +
        `home ${(html['/'].length / 1024).toFixed(0)} KB, brief ${paths.brief} ${(html[paths.brief].length / 1024).toFixed(0)} KB of HTML`,
    );
    const ratios = [
      ['home', report('home (npm start)', siteHome) / report('home (bare Node server)', bareHome)],
      ['brief', report('brief (npm start)', siteBrief) / report('brief (bare Node server)', bareBrief)],
    ] as const;
    for (const [name, ratio] of ratios) {
      console.log(`ratio ${name} / bare: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO.toFixed(2)}) ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`);
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
