import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type lighthouse from 'lighthouse';

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export type PageReport = { url: string; result: LighthouseResult };

const RUNNER = join(__dirname, 'run-lighthouse.mjs');

/** The run a report shows: the median by performance score, as Lighthouse's docs advise on noisy machines. */
function medianRun(results: LighthouseResult[]): LighthouseResult {
  const sorted = [...results].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
}

/** Lighthouse's own runtime errors (a trace without navigationStart, say) ask to run it again: so it is, twice at most. */
const ATTEMPTS = 3;

function runWithRetries(url: string, output: string, cookiesFile: string | null): LighthouseResult {
  for (let attempt = 1; ; attempt++) {
    // Not under tsx (see run-lighthouse.mjs): plain Node, this process's environment.
    const child = spawnSync(process.execPath, [RUNNER, url, output, ...(cookiesFile ? [cookiesFile] : [])], { stdio: ['ignore', 'inherit', 'inherit'] });
    if (child.status !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${child.status ?? child.signal})`);
    const result = JSON.parse(readFileSync(output, 'utf8')) as LighthouseResult;
    if (!result.runtimeError) return result;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not load ${url}: ${result.runtimeError.message}`);
    console.log(`  Lighthouse on ${url}: ${result.runtimeError.code}; running it again`);
  }
}

/**
 * Lighthouse with its default (mobile) configuration on `url`, `runs` times, each in a fresh
 * headless Chromium (an empty profile, so nothing is cached from an earlier run), holding the
 * session `cookies` when given (a signed-in page).
 */
export function auditPage(url: string, runs: number, cookies: readonly { name: string; value: string }[] | null = null): PageReport {
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    const cookiesFile = cookies ? join(folder, 'cookies.json') : null;
    if (cookiesFile) writeFileSync(cookiesFile, JSON.stringify(cookies));
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run++) results.push(runWithRetries(url, join(folder, `run-${run}.json`), cookiesFile));
    // A signed-in page that ends elsewhere (the sign-in page) was measured signed out: not a figure.
    const ended = new URL(results[0].finalDisplayedUrl).pathname;
    if (cookies && ended !== new URL(url).pathname) throw new Error(`${url} ended on ${ended}: the session cookies were not taken`);
    const median = medianRun(results);
    // BENCH_LIGHTHOUSE_KEEP=<folder>: the kept run's full report, to read what a figure is made of.
    const keep = process.env.BENCH_LIGHTHOUSE_KEEP;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(join(keep, `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`), JSON.stringify(median));
    }
    return { url, result: median };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
