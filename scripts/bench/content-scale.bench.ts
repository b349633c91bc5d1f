// npm run bench content-scale – issues 16 and 50: do the public pages stay fast and true on a large store?
//
// For each store (PostgreSQL from TEST_DATABASE_URL, in a database of its own, bench_content_scale,
// created and dropped here; and the embedded PGlite in a temporary data folder) the bench:
//  1. starts the product once on the empty store, so it migrates and seeds the sample content
//     (what `npm start` seeds by default), and stops it;
//  2. "sample": starts it again (a fresh copy of the production build, so Next's caches are empty),
//     and for each page measures the cold time (its first request after the start; the process's
//     very first request goes to /robots.txt, which reads no content, so Next's one-time start-up
//     is reported apart instead of landing on whichever page comes first), the warm time
//     (median of BENCH_WARM_REQUESTS sequential requests, default 20, after every page's cold one),
//     the HTML bytes, and the peak resident memory of the server process tree (VmRSS of the server
//     and its children, sampled every 200 ms while the page is measured); then
//     - times GET /api/search for common words (SEARCH_WORD "throttled", "appeal", "notice",
//       "reach") and for rare ones (creators' last names, each in ~2 % of the profiles), in
//       BENCH_SEARCH_REQUESTS (40) sequential requests per kind, each at an address this server was
//       never asked for (the words in turn on page 1, then page 2, …; the first page of the word
//       the warm /search requests asked for is left out): the site keeps a search's answer by its
//       address for 5 s, and gives it out 5 s more while it runs it again
//       (lib/content/search/remembered-searches.ts), so a repeated address would time the memory,
//       not the search. Median, p95 (nearest rank), max and first, and each word's matches;
//     - downloads the open data's largest set whole (/data/bans.csv, then /data/bans.json: what
//       lib/open-data streams a page at a time), reading the stream to its end as it comes and
//       counting its records (CSV: line ends outside quoted cells; JSON: its record objects, and
//       the count its end states), which must equal SQL's count; records/s over the whole
//       download; the server tree's RSS settled for a second before it and its peak during it;
//     - walks the sitemap index: /sitemap.xml and every file it lists, one after another, each
//       answering 200 with at most URLS_PER_SITEMAP URLs; its briefs, profiles, streams and
//       personalities URLs must equal SQL's counts of those public records;
//     reads the figures the pages print and checks them against SQL counts taken straight from
//     data_records; stops it;
//  3. adds the generated store with scripts/bench/content-scale/generate-store.ts (50,000
//     published briefs, 20,000 profiles, 100,000 bans, 50,000 shadowban reports, 100,000 appeal
//     events and 100,000 evidence items on them with their verification steps (record-trails.ts),
//     100 personalities, 300 streams at scale 1; seeded, so every run writes the same records)
//     straight into data_records in one transaction, as a restore would, with no rebuild or
//     ANALYZE step, and prints what it added beside what the scale makes (an error if they differ);
//  4. "large": starts it again and measures and checks the same.
// Each size's cold figures are the median of BENCH_COLD_STARTS starts (default 5), each on the store
// as it was before the first (put back from a copy taken then, so every start is the first after
// the load or the seeding): one cold request per page is tens of milliseconds, and on a shared host
// one start's figures differed from the next's by 2× on the same code. After both sizes' first
// starts, the extra starts take turns (sample, large, sample, …), so a slow spell of the host weighs
// on both sides of a ratio. The extra starts measure and check the cold pages only; warm times,
// searches, downloads, the sitemap and the per-page RSS come from the first.
// Pages: /, /briefs, /briefs?page=500, the newest sample brief, /profiles, the sample profile with
// most bans, the profile /profiles lists first (large only), the ban with the most appeal events
// (its trail), /platforms, /platforms/x, /search?q=throttled (a word the generated text holds),
// /sitemap.xml and its first brief file.
// On the large store it also times an uncached page (/briefs?page=N) alone and while
// BENCH_FLOOD_CLIENTS (16) clients search the common word back to back: searches take turns
// (backend/data/custom-operations/search-gate.ts), so a flood of them must not stall the site.
// (With 48 such clients the one process's CPU is the limit, not the search: a refused search is
// a request through the site and the GraphQL endpoint like any other.)
// Targets, marked ok / MISS:
// - issue 16's, at every scale and on both stores: large cold < 500 ms and at most 2× the sample's;
//   HTML ≤ 300 KB; peak RSS < 600 MB; /api/search's first and median < 200 ms per kind of word;
//   the page during the flood < 500 ms. Issue 50 moved two of them for the 10× store on
//   PostgreSQL ("those were the targets; they are met, so they move"): there a page's cold time
//   is judged by its own < 500 ms and a search by its median and p95 below, and the ratio to the
//   sample's and the first search under 200 ms are marked "ref ok" / "ref over", listed apart;
// - issue 50's, for the 10× store on PostgreSQL: every page warm < 50 ms; /api/search median
//   < 150 ms and p95 < 400 ms for common and for rare words (every search answered); the full
//   download ≥ 20,000 records/s with the server's RSS flat (its peak while the second half of the
//   records streams at most 10 % over its peak during the first half: memory that grows with what
//   is streamed shows there; the peak over the settled figure before is printed beside it, the
//   garbage collector's room, full-reads.ts); the sitemap index complete and every count equal to
//   SQL (errors, below, at any scale). The issue states these for PostgreSQL at BENCH_SCALE=10
//   only: there they are marked ok / MISS and a miss is a finding; at any other scale or on PGlite
//   they are marked "ref ok" / "ref over" and the ones over are listed apart as a reference (a
//   small store meeting them says little of the 10× one; one over them already says something).
//   The embedded database keeps issue 16's targets at scale 1.
// A missed target is a finding, not a failure: the bench exits non-zero only when a page does not
// answer 200 (a page past the end answering 404 is expected) or shows a count that differs from
// SQL (pages, search counts, the downloads' records, the sitemap's URLs, the generated sizes), or
// when a run cannot complete.
//
// Knobs: BENCH_SCALE (fraction of the large sizes, default 1; 0.02 for a quick run; 10 for issue
// 50's store, about half an hour to generate on PostgreSQL),
// BENCH_STORES (pg,pglite), BENCH_WARM_REQUESTS (20), BENCH_SEARCH_REQUESTS (40), BENCH_COLD_STARTS (5), BENCH_FLOOD_CLIENTS
// (16; a list such as 16,48 floods once per count; 0 for none), BENCH_SEED (16), BENCH_ANALYZE=1
// (run ANALYZE after loading, to compare; off by default since the issue asks for no extra step),
// BENCH_NEXT_DIST_DIR (the bench's own build folder, default .next-bench-content-scale, built once
// and reused while the sources are unchanged; built again, up to twice, when they change during
// the build), BENCH_DATABASE (the PostgreSQL database it creates and drops, default
// bench_content_scale), BENCH_PORT (the server's port, default a free one), BENCH_KEEP_STORE=1 (keep
// a copy of the sample store and of the large one after they are made, and use them instead of the
// first start and the generation next time: PostgreSQL databases <BENCH_DATABASE>_sample and
// <BENCH_DATABASE>_large_<scale>_<seed> made from the store as a template, PGlite folders in the
// temporary folder; migrations added since run at the measured starts; a copy kept by an older
// generator fails the size check: drop it), BENCH_REUSE_BUILD=1 (serve the build there even if the sources changed since, e.g.
// to measure again what a previous run measured), TEST_DATABASE_URL. Each run's server log is kept
// in the temporary folder (bench-content-scale-<store>-<size>.log).
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { recreateBenchDatabase, withPgClient } from './bench-database';
import { Pool } from 'undici';
import { openDatabase } from '../../backend/core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../../backend/core/database/temp-data-dir.test-helper';
import { FULL_SIZES, generateStore, SEARCH_WORD, sizesAt } from './content-scale/generate-store';
import * as checks from './content-scale/page-checks';
import { ensureBuild, removeRunDir, startSiteServer, treeHash, type SiteServer } from './content-scale/site-server';
import { readStoreTruths, type StoreTruths } from './content-scale/store-truths';
import { measureDownload, walkSitemap, type DownloadFigures, type SitemapFigures } from './content-scale/full-reads';
import { LAST_NAMES } from './content-scale/word-pools';
import { keptLargeStoreCopy } from './content-scale/kept-large-store';
import { BRIEFS_PER_PAGE } from '../../lib/content/briefs/brief-filters';
import { MAX_SEARCH_PAGE } from '../../amplify/data/search/search-terms';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const STORES = (process.env.BENCH_STORES ?? 'pg,pglite').split(',').map((name) => name.trim()).filter(Boolean);
const WARM_REQUESTS = Number(process.env.BENCH_WARM_REQUESTS ?? 20);
const COLD_STARTS = Math.max(1, Number(process.env.BENCH_COLD_STARTS ?? 5));
/** The copy each size's extra cold starts begin from (dropped at the end). */
const coldCopy = (size: Size) => `cold_start_${size}`;
const SEED = Number(process.env.BENCH_SEED ?? 16);
const ANALYZE = process.env.BENCH_ANALYZE === '1';
const KEEP_STORE = process.env.BENCH_KEEP_STORE === '1';
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE = process.env.BENCH_DATABASE || 'bench_content_scale';
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(BENCH_DATABASE)) throw new Error(`BENCH_DATABASE: "${BENCH_DATABASE}" is not a plain lower-case database name`);
/** Timed /api/search requests per kind of word (common, rare), each at an address not asked before. */
const SEARCH_REQUESTS = Math.max(2, Number(process.env.BENCH_SEARCH_REQUESTS ?? 40));
/**
 * Words in a large share of the generated records (word-pools.ts): the search's hard case. Their
 * matches are printed; "appeal" is the word issue 50 saw take 4 s under 20 readers.
 */
const COMMON_SEARCH_WORDS = [SEARCH_WORD, 'appeal', 'notice', 'reach'];
/** Creators' last names (word-pools.ts): each in about 2 % of the profiles and no other record, the search's easy case. */
const RARE_SEARCH_WORDS = ['Lindqvist', ...LAST_NAMES.filter((name) => name !== 'Lindqvist')];
const FLOOD_CLIENT_COUNTS = (process.env.BENCH_FLOOD_CLIENTS ?? '16').split(',').map(Number).filter((count) => count > 0);
/** Requests of the uncached page, alone and then during the flood (median of each). */
const FLOOD_PROBES = 8;
/** Past this, a request counts as failed (AppSync's own limit is 30 s; a page should never near it). */
const REQUEST_TIMEOUT_MS = 120_000;

const TARGET = { coldMs: 500, ratio: 2, htmlBytes: 300 * 1024, rssBytes: 600 * 1024 * 1024, searchMs: 200, floodPageMs: 500 };
/** Issue 50's targets for the 10× store on PostgreSQL (BENCH_SCALE=10); a reference elsewhere. */
const TARGET_10X = { warmMs: 50, searchMedianMs: 150, searchP95Ms: 400, recordsPerSecond: 20_000, downloadRssGrowth: 0.1 };
/** Issue 50's sizes are those of scale 10 (sizesAt(10)). */
const IS_TENFOLD = SCALE >= 10;

type Size = 'sample' | 'large';

type PageContext = { truths: StoreTruths; briefSlug: string; profileUsername: string; sitemapPart: string | null; size: Size };

type PageSpec = {
  key: string;
  path: (context: PageContext) => string | null;
  /** XML and JSON answers have no HTML size target. */
  isHtml: boolean;
  /** A 404 that is right for this store (a page past the last). */
  isNotFoundExpected?: (truths: StoreTruths) => boolean;
  check?: (body: string, context: PageContext) => string[];
};

const PAGES: PageSpec[] = [
  { key: '/', path: () => '/', isHtml: true, check: (body, { truths }) => checks.checkHome(body, truths) },
  { key: '/briefs', path: () => '/briefs', isHtml: true, check: (body, { truths }) => checks.checkBriefs(body, truths, 1) },
  {
    key: '/briefs?page=500',
    path: () => '/briefs?page=500',
    isHtml: true,
    isNotFoundExpected: (truths) => truths.publishedBriefs <= 499 * 9,
    check: (body, { truths }) => checks.checkBriefs(body, truths, 500),
  },
  { key: 'brief', path: ({ briefSlug }) => `/briefs/${briefSlug}`, isHtml: true, check: (body, { briefSlug }) => (body.includes(`/briefs/${briefSlug}"`) ? [] : ['the brief page does not name its own address']) },
  { key: '/profiles', path: () => '/profiles', isHtml: true, check: (body, { truths }) => checks.checkProfiles(body, truths, 1) },
  { key: 'profile', path: ({ profileUsername }) => `/profiles/${profileUsername}`, isHtml: true },
  { key: 'top profile', path: ({ size, truths }) => (size === 'large' ? `/profiles/${truths.topProfileUsername}` : null), isHtml: true },
  // The ban with the most appeal events of this store (its trail of events and evidence items).
  { key: 'ban', path: ({ truths }) => (truths.longestTrailBanId ? `/bans/${encodeURIComponent(truths.longestTrailBanId)}` : null), isHtml: true },
  { key: '/platforms', path: () => '/platforms', isHtml: true, check: (body, { truths }) => checks.checkPlatforms(body, truths) },
  { key: '/platforms/x', path: () => '/platforms/x', isHtml: true, check: (body, { truths }) => checks.checkPlatform(body, truths, 'x') },
  { key: `/search?q=${SEARCH_WORD}`, path: () => `/search?q=${SEARCH_WORD}`, isHtml: true, check: (body, { truths }) => checks.checkSearchPage(body, truths) },
  { key: '/sitemap.xml', path: () => '/sitemap.xml', isHtml: false, check: (body, { truths }) => checks.checkSitemapIndex(body, truths) },
  {
    key: 'sitemap part',
    path: ({ sitemapPart }) => (sitemapPart ? `/sitemaps/${sitemapPart}.xml` : null),
    isHtml: false,
    check: (body, { truths, sitemapPart }) => checks.checkSitemapPart(body, truths, sitemapPart ?? ''),
  },
];

/** coldMs is the median of coldRuns (one per start). */
type PageFigures = { path: string; status: number; coldMs: number; coldRuns: number[]; warmMs: number; bytes: number; gzipBytes: number; peakRss: number };
/** A kind of word's timed searches: every request a different address (word and page). */
type SearchFigures = {
  kind: 'common' | 'rare';
  words: string[];
  pages: number;
  times: number[];
  firstMs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Answers other than 200 (a search refused as busy or too slow answers 503). */
  failed: string[];
  /** Each word's matches, as the answer's total gives them. */
  totals: Map<string, number>;
  /**
   * The times of each word's first page: the data service remembers a costly search's counts and
   * best matches per version of the records (remembered-matches.ts), so a word's later pages are
   * answered from memory and only its first page reads every match.
   */
  firstPageTimes: number[];
};
/** An uncached page alone and during a flood of searches, and how the flood's searches were answered. */
type FloodFigures = { clients: number; aloneMs: number; duringMs: number; answered: number; busy: number; failed: number; seconds: number };
type RunResult = {
  size: Size;
  startMs: number;
  /** The process's first request (/robots.txt, which reads no content): Next's one-time start-up. */
  bootMs: number;
  pages: Map<string, PageFigures>;
  searches: SearchFigures[];
  downloads: DownloadFigures[];
  sitemap: SitemapFigures | null;
  floods: FloodFigures[];
  peakRss: number;
  /** Each process of the tree with its own peak, largest first. */
  processes: string[];
  truths: StoreTruths;
  serverProblems: string[];
};

const errors: string[] = [];
const misses: string[] = [];
/** Issue 50's targets missed at a scale they are not stated for (reference, not findings). */
const references: string[] = [];
/** Issue 16's targets missed on the 10× store on PostgreSQL, where issue 50's replace them (reference, not findings). */
const onefoldReferences: string[] = [];
let runningServer: SiteServer | undefined;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`);
const mark = (isMet: boolean) => (isMet ? 'ok' : 'MISS');
/** Nearest-rank percentile. */
const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
};
const count = (value: number) => value.toLocaleString('en-US');

/**
 * An issue-50 target's mark: ok / MISS (a finding) on PostgreSQL at BENCH_SCALE ≥ 10, where the
 * issue states it; elsewhere "ref ok" / "ref over", and an unmet one is listed as a reference.
 */
function judgeTenfold(storeName: string, isMet: boolean, finding: string): string {
  return judgeWhere(isTenfoldStore(storeName), references, storeName, isMet, finding);
}

/** Whether a store's figures are the 10× store's on PostgreSQL, the one issue 50 states its targets for. */
const isTenfoldStore = (storeName: string) => IS_TENFOLD && storeName === 'PostgreSQL';

/** A target's mark where it `applies` (ok / MISS, a finding); elsewhere "ref ok" / "ref over", an unmet one listed in `elsewhere`. */
function judgeWhere(applies: boolean, elsewhere: string[], storeName: string, isMet: boolean, finding: string): string {
  if (!isMet) (applies ? misses : elsewhere).push(`${storeName}: ${finding}`);
  return applies ? mark(isMet) : isMet ? 'ref ok' : 'ref over';
}

/**
 * An issue-16 target that issue 50 moved (a page's cold time against the sample's, the first
 * search under 200 ms): ok / MISS everywhere but on PostgreSQL at BENCH_SCALE ≥ 10, where issue
 * 50 states its own (cold < 500 ms, /api/search median and p95); there "ref ok" / "ref over", and
 * an unmet one is listed as a reference.
 */
function judgeOnefold(storeName: string, isMet: boolean, finding: string): string {
  return judgeWhere(!isTenfoldStore(storeName), onefoldReferences, storeName, isMet, finding);
}

type Answer = { status: number; ms: number; body: string; wireBytes: number };

async function get(pool: Pool, path: string): Promise<Answer> {
  const began = performance.now();
  const response = await pool.request({ path, method: 'GET', headers: { 'accept-encoding': 'gzip' } });
  const raw = Buffer.from(await response.body.arrayBuffer());
  const elapsed = performance.now() - began;
  const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
  return { status: response.statusCode, ms: elapsed, body, wireBytes: raw.length };
}

/** Each page's first request after a start, in the list's order (after /robots.txt, Next's own start-up). */
async function coldPass(server: SiteServer, pool: Pool, context: PageContext, label: string): Promise<Map<string, Answer & { path: string }>> {
  const answers = new Map<string, Answer & { path: string }>();
  for (const page of PAGES) {
    const path = page.path(context);
    if (!path) continue;
    server.rss.setPhase(page.key);
    const answer = await get(pool, path).catch((error: Error) => ({ status: 0, ms: 0, body: String(error.message), wireBytes: 0 }));
    answers.set(page.key, { ...answer, path });
    if (page.key === '/sitemap.xml') context.sitemapPart = checks.sitemapParts(answer.body).find((part) => part.startsWith('briefs-')) ?? null;
    log(`${label}: cold ${path} ${answer.status} ${ms(answer.ms)} ${kb(Buffer.byteLength(answer.body))}`);
  }
  return answers;
}

/**
 * Another start on the store as the measured run found it (put back from its copy): its cold pass
 * only, each answer checked like the first start's, its times added to `run`'s.
 */
async function measureColdAgain(store: Store, run: RunResult, fixed: { briefSlug: string; profileUsername: string }, start: number): Promise<void> {
  await store.restoreFrom(coldCopy(run.size));
  const server = await startSiteServer(store.env);
  runningServer = server;
  const label = `${store.name} ${run.size} (start ${start} of ${COLD_STARTS})`;
  log(`${label}: server listening after ${ms(server.startMs)}`);
  const pool = new Pool(server.origin, { connections: 1, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  const context: PageContext = { truths: run.truths, ...fixed, sitemapPart: null, size: run.size };
  try {
    const boot = await get(pool, '/robots.txt');
    if (boot.status !== 200) errors.push(`${label}: /robots.txt answered ${boot.status}`);
    for (const [key, answer] of await coldPass(server, pool, context, label)) {
      const figures = run.pages.get(key);
      const page = PAGES.find((spec) => spec.key === key);
      if (!figures || !page) continue;
      if (answer.status !== figures.status) errors.push(`${label}: ${answer.path} answered ${answer.status || answer.body} (first start: ${figures.status})`);
      else if (answer.status === 200) for (const problem of page.check?.(answer.body, context) ?? []) errors.push(`${label}: ${answer.path} (cold): ${problem}`);
      figures.coldRuns.push(answer.ms);
      figures.coldMs = median(figures.coldRuns);
    }
  } finally {
    await pool.close();
    await server.stop();
    runningServer = undefined;
  }
}

/**
 * The runs' cold figures the median over COLD_STARTS starts each, the sizes' extra starts taking
 * turns (sample, large, sample, …) so that a host slower for a minute weighs on both sides of a
 * ratio alike; the copies they start from are then dropped.
 */
async function measureColdStartsInTurn(store: Store, runs: RunResult[], fixed: { briefSlug: string; profileUsername: string }): Promise<void> {
  try {
    for (let start = 2; start <= COLD_STARTS; start++) for (const run of runs) await measureColdAgain(store, run, fixed, start);
  } finally {
    if (COLD_STARTS > 1) for (const run of runs) await store.drop(coldCopy(run.size));
  }
}

/** One measured start of the server on a store whose truths were read just before. */
async function measureRun(env: { DATA_DIR: string; DATABASE_URL: string }, size: Size, truths: StoreTruths, fixed: { briefSlug: string; profileUsername: string }, storeName: string): Promise<RunResult> {
  const server = await startSiteServer(env);
  runningServer = server;
  log(`${storeName} ${size}: server listening after ${ms(server.startMs)}`);
  const pool = new Pool(server.origin, { connections: 1, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  const context: PageContext = { truths, ...fixed, sitemapPart: null, size };
  const pages = new Map<string, PageFigures>();
  const bodies = new Map<string, string[]>();
  const searches: SearchFigures[] = [];
  const downloads: DownloadFigures[] = [];
  let sitemap: SitemapFigures | null = null;
  const floods: FloodFigures[] = [];
  const fail = (message: string) => errors.push(`${storeName} ${size}: ${message}`);
  let bootMs = Number.NaN;
  try {
    // Next loads its server on the process's first request: that one-time cost goes to /robots.txt
    // (no content read), so each page's cold figure is its own route and reads with empty caches.
    server.rss.setPhase('boot');
    const boot = await get(pool, '/robots.txt');
    bootMs = boot.ms;
    if (boot.status !== 200) fail(`/robots.txt answered ${boot.status}`);
    for (const [key, answer] of await coldPass(server, pool, context, `${storeName} ${size}`)) {
      pages.set(key, { path: answer.path, status: answer.status, coldMs: answer.ms, coldRuns: [answer.ms], warmMs: Number.NaN, bytes: Buffer.byteLength(answer.body), gzipBytes: answer.wireBytes, peakRss: 0 });
      bodies.set(key, [answer.body]);
    }
    // Warm: the same pages again, one request after another.
    for (const page of PAGES) {
      const figures = pages.get(page.key);
      if (!figures || figures.status === 0) continue;
      server.rss.setPhase(page.key);
      const times: number[] = [];
      let last: Answer | undefined;
      for (let i = 0; i < WARM_REQUESTS; i++) {
        try {
          last = await get(pool, figures.path);
        } catch (error) {
          // A request that never ends (a server stalled behind its database) is a finding: note it, go on.
          fail(`${figures.path}: warm request ${i + 1} failed: ${(error as Error).message}`);
          break;
        }
        times.push(last.ms);
        if (last.status !== figures.status) fail(`${figures.path} answered ${last.status} on warm request ${i + 1} (first: ${figures.status})`);
      }
      figures.warmMs = times.length ? median(times) : Number.NaN;
      if (last) bodies.get(page.key)!.push(last.body);
    }
    server.rss.setPhase('search');
    // Every timed search is at an address (word and page) this server was never asked for, so
    // none is answered from the answers the site keeps by address for a few seconds
    // (lib/content/search/remembered-searches.ts: 5 s fresh, 5 s more while found again): the
    // warm /search?q=<SEARCH_WORD> requests above asked for its first page, which is left out.
    const asked = new Set([`${SEARCH_WORD}|1`]);
    for (const [kind, words] of [['common', COMMON_SEARCH_WORDS], ['rare', RARE_SEARCH_WORDS]] as const) {
      const figures = await measureSearches(pool, kind, words, asked, truths, fail);
      if (figures) searches.push(figures);
    }
    // The open data's whole largest set, both formats, before the flood (memory settled).
    for (const format of ['csv', 'json'] as const) {
      const download = await measureDownload(server, truths, format, REQUEST_TIMEOUT_MS);
      downloads.push(download);
      if (download.status !== 200 || download.error) fail(`${download.path} answered ${download.status}${download.error ? `, then failed: ${download.error}` : ''}`);
      else {
        if (download.records !== download.sqlRecords) fail(`${download.path}: ${download.records} records read, SQL counts ${download.sqlRecords}`);
        if (download.statedCount !== null && download.statedCount !== download.records) fail(`${download.path}: the document states ${download.statedCount} records, ${download.records} read`);
      }
    }
    server.rss.setPhase('sitemap');
    const walked = await walkSitemap(server.origin, REQUEST_TIMEOUT_MS).catch((error: Error) => (fail(`the sitemap walk failed: ${error.message}`), null));
    if (walked) {
      sitemap = walked;
      for (const problem of walked.problems) fail(`sitemap: ${problem}`);
      const truthsByKind: [string, number][] = [['briefs', truths.publishedBriefs], ['profiles', truths.profiles], ['streams', truths.streams], ['personalities', truths.personalities]];
      for (const [kind, truth] of truthsByKind) {
        const listed = walked.urls.get(kind) ?? 0;
        if (listed !== truth) fail(`sitemap: ${listed} ${kind} URLs across its files, SQL counts ${truth}`);
      }
    }
    for (const clients of size === 'large' ? FLOOD_CLIENT_COUNTS : []) {
      server.rss.setPhase('search flood');
      const flood = await measureSearchFlood(server.origin, pool, truths, clients).catch((error: Error) => (fail(`the search flood of ${clients} failed: ${error.message}`), null));
      if (flood) floods.push(flood);
      if (flood && flood.failed > 0) fail(`${flood.failed} searches of the flood of ${clients} answered neither 200 nor 503`);
    }
    // /profiles prints no total: its last page's cards pin it down.
    const lastPage = checks.profilePagesOf(truths);
    if (lastPage > 1) {
      const answer = await get(pool, `/profiles?page=${lastPage}`).catch((error: Error) => ({ status: 0, ms: 0, body: error.message, wireBytes: 0 }));
      if (answer.status !== 200) fail(`/profiles?page=${lastPage} answered ${answer.status || answer.body}`);
      else for (const problem of checks.checkProfiles(answer.body, truths, lastPage)) fail(`/profiles?page=${lastPage}: ${problem}`);
    }
    server.rss.sample();
  } finally {
    await pool.close();
    await server.stop();
    runningServer = undefined;
    writeFileSync(join(tmpdir(), `bench-content-scale-${storeName}-${size}.log`), server.output());
  }
  for (const page of PAGES) {
    const figures = pages.get(page.key);
    if (!figures) continue;
    figures.peakRss = server.rss.peaks.get(page.key) ?? 0;
    const isNotFoundOk = figures.status === 404 && page.isNotFoundExpected?.(truths) === true;
    if (figures.status !== 200 && !isNotFoundOk) {
      const detail = figures.status === 0 ? bodies.get(page.key)![0] : `${figures.status}`;
      fail(`${figures.path} answered ${detail}`);
      continue;
    }
    if (isNotFoundOk || !page.check) continue;
    for (const [index, body] of bodies.get(page.key)!.entries()) {
      for (const problem of page.check(body, context)) fail(`${figures.path} (${index === 0 ? 'cold' : 'warm'}): ${problem}`);
    }
  }
  const processes = [...server.rss.processPeaks.values()].sort((a, b) => b.bytes - a.bytes).map((process) => `${process.command} ${mb(process.bytes)}`);
  return { size, startMs: server.startMs, bootMs, pages, searches, downloads, sitemap, floods, peakRss: server.rss.peak, processes, truths, serverProblems: server.problems };
}

/**
 * SEARCH_REQUESTS searches of one kind of word, one after another, each at an address not in
 * `asked` (added to it): the words in turn on page 1, then on page 2, and so on. The answers'
 * totals are kept per word; SEARCH_WORD's per-kind counts are checked against SQL.
 */
async function measureSearches(
  pool: Pool,
  kind: SearchFigures['kind'],
  words: readonly string[],
  asked: Set<string>,
  truths: StoreTruths,
  fail: (message: string) => void,
): Promise<SearchFigures | null> {
  const times: number[] = [];
  const failed: string[] = [];
  const totals = new Map<string, number>();
  const firstPageTimes: number[] = [];
  let pages = 0;
  for (let round = 0; times.length < SEARCH_REQUESTS; round++) {
    const q = words[round % words.length];
    const page = 1 + Math.floor(round / words.length);
    if (page > MAX_SEARCH_PAGE) break;
    if (asked.has(`${q}|${page}`)) continue;
    asked.add(`${q}|${page}`);
    pages = Math.max(pages, page);
    const path = `/api/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;
    let answer: Answer;
    try {
      answer = await get(pool, path);
    } catch (error) {
      fail(`${path} failed: ${(error as Error).message}`);
      return null;
    }
    times.push(answer.ms);
    if (page === 1) firstPageTimes.push(answer.ms);
    if (answer.status !== 200) {
      failed.push(`${path} ${answer.status}`);
      continue;
    }
    if (!totals.has(q)) totals.set(q, (JSON.parse(answer.body) as { total: number }).total);
    if (q === SEARCH_WORD && page === 2) for (const problem of checks.checkSearchJson(answer.body, truths)) fail(`${path}: ${problem}`);
  }
  if (times.length === 0) return null;
  return { kind, words: [...new Set(words.slice(0, Math.min(words.length, times.length)))], pages, times, firstMs: times[0], medianMs: median(times), p95Ms: percentile(times, 0.95), maxMs: Math.max(...times), failed, totals, firstPageTimes };
}

/**
 * An uncached page (a different /briefs?page=N each time), alone and while `clients` clients send
 * /api/search for the common word back to back (each a different page); a search refused as busy answers 503.
 */
async function measureSearchFlood(origin: string, pool: Pool, truths: StoreTruths, clients: number): Promise<FloodFigures> {
  const lastPage = Math.max(2, Math.ceil(truths.publishedBriefs / BRIEFS_PER_PAGE));
  let probes = 0;
  const probe = async () => {
    const times: number[] = [];
    for (let i = 0; i < FLOOD_PROBES; i++) {
      const answer = await get(pool, `/briefs?page=${2 + ((probes++ * 37) % (lastPage - 1))}`);
      if (answer.status !== 200) throw new Error(`/briefs?page=N answered ${answer.status}`);
      times.push(answer.ms);
    }
    return median(times);
  };
  const aloneMs = await probe();
  const floodPool = new Pool(origin, { connections: clients, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  const figures = { answered: 0, busy: 0, failed: 0 };
  let isFlooding = true;
  const began = performance.now();
  // Each search a page of its own, so none is answered from the site's remembered answers.
  let searchPage = 0;
  const searchers = Array.from({ length: clients }, async () => {
    while (isFlooding) {
      const answer = await get(floodPool, `/api/search?q=${SEARCH_WORD}&page=${1 + (searchPage++ % MAX_SEARCH_PAGE)}`).catch(() => ({ status: 0 }));
      if (answer.status === 200) figures.answered++;
      else if (answer.status === 503) figures.busy++;
      else figures.failed++;
    }
  });
  let duringMs: number;
  try {
    // The flood's first searches are under way before the page is asked for.
    await new Promise((resolve) => setTimeout(resolve, 500));
    duringMs = await probe();
  } finally {
    isFlooding = false;
    await Promise.all(searchers);
    await floodPool.close();
  }
  return { clients, aloneMs, duringMs, ...figures, seconds: (performance.now() - began) / 1000 };
}

/**
 * A store to measure, and (BENCH_KEEP_STORE=1) its kept copies: `saveAs` keeps the store as it is
 * now under a name, `restoreFrom` puts a kept copy back in its place (false when there is none).
 */
type Store = {
  name: string;
  env: { DATA_DIR: string; DATABASE_URL: string };
  cleanup: () => Promise<void>;
  saveAs: (copy: string) => Promise<void>;
  restoreFrom: (copy: string) => Promise<boolean>;
  drop: (copy: string) => Promise<void>;
};

/** The kept copies' names: the sample store, and the large one of this scale and seed. */
const KEPT = { sample: 'sample', large: keptLargeStoreCopy(SCALE, SEED) };

const withAdmin = <T>(work: (admin: pg.Client) => Promise<T>): Promise<T> => withPgClient(TEST_DATABASE_URL, work);

const databaseExists = (admin: pg.Client, name: string) => admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((result) => result.rowCount === 1);

async function prepareStore(kind: string): Promise<Store | null> {
  if (kind === 'pglite') {
    const dataDir = await createTempDataDir();
    // Kept copies are whole data folders beside the temporary ones.
    const keptDir = (copy: string) => join(tmpdir(), `bench-content-scale-pglite-${copy}`);
    return {
      name: 'PGlite',
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      cleanup: async () => removeTempDataDir(dataDir),
      saveAs: async (copy) => {
        rmSync(keptDir(copy), { recursive: true, force: true });
        cpSync(join(dataDir, 'pglite'), join(keptDir(copy), 'pglite'), { recursive: true });
      },
      restoreFrom: async (copy) => {
        if (!existsSync(join(keptDir(copy), 'pglite'))) return false;
        rmSync(join(dataDir, 'pglite'), { recursive: true, force: true });
        cpSync(join(keptDir(copy), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
        return true;
      },
      drop: async (copy) => rmSync(keptDir(copy), { recursive: true, force: true }),
    };
  }
  if (kind === 'pg') {
    const databaseUrl = await recreateBenchDatabase(TEST_DATABASE_URL, BENCH_DATABASE, log);
    if (!databaseUrl) return null;
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-content-scale-'));
    // Kept copies are databases made from the store as a template (a file copy, seconds).
    const keptName = (copy: string) => `${BENCH_DATABASE}_${copy}`;
    return {
      name: 'PostgreSQL',
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      cleanup: async () => {
        rmSync(dataDir, { recursive: true, force: true });
        await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`));
      },
      saveAs: (copy) =>
        withAdmin(async (admin) => {
          await admin.query(`DROP DATABASE IF EXISTS ${keptName(copy)} WITH (FORCE)`);
          await admin.query(`CREATE DATABASE ${keptName(copy)} TEMPLATE ${BENCH_DATABASE}`);
        }),
      restoreFrom: (copy) =>
        withAdmin(async (admin) => {
          if (!(await databaseExists(admin, keptName(copy)))) return false;
          await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
          await admin.query(`CREATE DATABASE ${BENCH_DATABASE} TEMPLATE ${keptName(copy)}`);
          return true;
        }),
      drop: (copy) => withAdmin(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${keptName(copy)} WITH (FORCE)`))),
    };
  }
  throw new Error(`BENCH_STORES: unknown store "${kind}" (pg, pglite)`);
}

async function withDatabase<T>(store: Store, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir: store.env.DATA_DIR, databaseUrl: store.env.DATABASE_URL || undefined });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

type StoreResult = { store: string; sample: RunResult; large: RunResult; generateSeconds: number; firstStartMs: number };

async function benchStore(kind: string): Promise<StoreResult | null> {
  const store = await prepareStore(kind);
  if (!store) return null;
  try {
    let firstStartMs = Number.NaN;
    if (KEEP_STORE && (await store.restoreFrom(KEPT.sample))) log(`${store.name}: the kept sample store restored (no first start)`);
    else {
      log(`${store.name}: first start (migrations and the sample content)…`);
      const first = await startSiteServer(store.env);
      runningServer = first;
      await first.stop();
      runningServer = undefined;
      firstStartMs = first.startMs;
      if (KEEP_STORE) await store.saveAs(KEPT.sample);
    }
    const sampleTruths = await withDatabase(store, (db) => readStoreTruths(db, SEARCH_WORD));
    const fixed = { briefSlug: sampleTruths.newestBriefSlug, profileUsername: sampleTruths.topProfileUsername };
    if (COLD_STARTS > 1) await store.saveAs(coldCopy('sample'));
    const sample = await measureRun(store.env, 'sample', sampleTruths, fixed, store.name);

    let generateSeconds = Number.NaN;
    if (KEEP_STORE && (await store.restoreFrom(KEPT.large))) log(`${store.name}: the kept large store of scale ${SCALE}, seed ${SEED} restored (not generated again)`);
    else {
      log(`${store.name}: generating the large store at scale ${SCALE}…`);
      const generated = await withDatabase(store, async (db) => {
        const report = await generateStore(db, { scale: SCALE, seed: SEED, log: (line) => log(`${store.name}: ${line}`) });
        if (ANALYZE) await db.query('ANALYZE data_records');
        return report;
      });
      log(`${store.name}: ${Object.values(generated.rowsByModel).reduce((sum, n) => sum + n, 0)} rows written in ${generated.seconds.toFixed(1)} s`);
      generateSeconds = generated.seconds;
      if (KEEP_STORE) await store.saveAs(KEPT.large);
    }
    const largeTruths = await withDatabase(store, (db) => readStoreTruths(db, SEARCH_WORD));
    if (COLD_STARTS > 1) await store.saveAs(coldCopy('large'));
    const large = await measureRun(store.env, 'large', largeTruths, fixed, store.name);
    await measureColdStartsInTurn(store, [sample, large], fixed);
    return { store: store.name, sample, large, generateSeconds, firstStartMs };
  } finally {
    if (runningServer) await runningServer.stop();
    removeRunDir();
    await store.cleanup();
  }
}

/**
 * What the generation added (the large store's rows less the sample's) against sizesAt(SCALE); a
 * difference is an error (a kept store from an older generator: drop it). At scale 10 these are
 * issue 50's sizes.
 */
function printGeneratedSizes(result: StoreResult): void {
  const sizes = sizesAt(SCALE);
  const added = (model: string) => (result.large.truths.rowsByModel[model] ?? 0) - (result.sample.truths.rowsByModel[model] ?? 0);
  const wanted: [string, number, number][] = [
    ['bans', added('PlatformBan'), sizes.platformBans],
    ['published briefs', result.large.truths.publishedBriefs - result.sample.truths.publishedBriefs, sizes.briefs],
    ['profiles', added('Profile'), sizes.profiles],
    ['shadowban reports', added('ShadowbanExperience'), sizes.shadowbanReports],
    ['appeal events', added('AppealEvent'), sizes.appealEvents],
    ['evidence items', added('EvidenceItem'), sizes.evidenceItems],
  ];
  const wrong = wanted.filter(([, made, size]) => made !== size);
  for (const [what, made, size] of wrong) errors.push(`${result.store}: the large store holds ${count(made)} generated ${what}, scale ${SCALE} makes ${count(size)}`);
  const tenfold = sizesAt(10);
  console.log(
    `generated (large less sample): ${wanted.map(([what, made]) => `${count(made)} ${what}`).join(', ')}, ${count(added('VerificationStep'))} verification steps: ` +
      `${wrong.length ? 'NOT ' : ''}the sizes of scale ${SCALE}${SCALE === 10 ? ", issue 50's 10× store" : ''}` +
      `${SCALE === 10 ? '' : ` (issue 50's, at BENCH_SCALE=10: ${count(tenfold.platformBans)} bans, ${count(tenfold.briefs)} briefs, ${count(tenfold.profiles)} profiles, ${count(tenfold.shadowbanReports)} reports, ${count(tenfold.appealEvents)} + ${count(tenfold.evidenceItems)} appeal events and evidence items)`}`,
  );
}

/** Rows of cells as columns two spaces apart, each as wide as its widest cell. */
function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

function printStore(result: StoreResult): void {
  const { sample, large } = result;
  const t = large.truths;
  console.log(`\n== ${result.store}: sample vs large (scale ${SCALE}) ==`);
  console.log(
    `large store: ${t.publishedBriefs} published briefs, ${t.profiles} profiles, ${t.bans.recorded} bans, ${t.rowsByModel.ShadowbanExperience ?? 0} shadowban reports, ` +
      `${t.rowsByModel.Personality ?? 0} personalities, ${t.streams} streams (${t.rowsByModel.UniqueClaim ?? 0} claims); ${Number.isNaN(result.generateSeconds) ? 'a kept copy (BENCH_KEEP_STORE)' : `generated and loaded in ${result.generateSeconds.toFixed(0)} s`}${ANALYZE ? ', then ANALYZE' : ''}`,
  );
  printGeneratedSizes(result);
  console.log(
    `server start to listening: first (migrations, seeding) ${Number.isNaN(result.firstStartMs) ? '— (kept store)' : ms(result.firstStartMs)}, sample ${ms(sample.startMs)}, large ${ms(large.startMs)}; ` +
      `first request (/robots.txt, Next's own start-up): sample ${ms(sample.bootMs)}, large ${ms(large.bootMs)}`,
  );
  console.log(`cold: the median of ${COLD_STARTS} start${COLD_STARTS === 1 ? '' : 's'} per size (each start's figures are in the log above); warm, RSS and searches: the first start`);
  const rows: string[][] = [['page', 'sample cold', 'large cold (< 500 ms)', 'ratio (≤ 2×)', 'sample warm', 'large warm (< 50 ms, 10×)', 'HTML large (≤ 300 KB)', 'peak RSS large (< 600 MB)']];
  for (const page of PAGES) {
    const s = sample.pages.get(page.key);
    const l = large.pages.get(page.key);
    if (!s && !l) continue;
    const path = (l ?? s)!.path;
    const label = path === page.key ? path : `${page.key} ${path}`;
    const status = (figures: PageFigures) => (figures.status !== 200 ? ` (${figures.status || 'failed'})` : '');
    const cells = [label.length > 64 ? `${label.slice(0, 63)}…` : label, s ? `${ms(s.coldMs)}${status(s)}` : '—'];
    if (l && l.status === 200) {
      const isColdMet = l.coldMs < TARGET.coldMs;
      cells.push(`${ms(l.coldMs)} ${mark(isColdMet)}`);
      if (!isColdMet) misses.push(`${result.store}: ${l.path} large cold ${ms(l.coldMs)} (target < ${TARGET.coldMs} ms)`);
      if (s && s.status === 200) {
        const ratio = l.coldMs / s.coldMs;
        cells.push(`${ratio.toFixed(2)}× ${judgeOnefold(result.store, ratio <= TARGET.ratio, `${l.path} large cold is ${ratio.toFixed(2)}× the sample's (target ≤ ${TARGET.ratio}×)`)}`);
      } else cells.push('—');
    } else cells.push(l ? `${ms(l.coldMs)}${status(l)}` : '—', '—');
    const warm = (figures: PageFigures | undefined) => (!figures ? '—' : Number.isNaN(figures.warmMs) ? 'failed' : ms(figures.warmMs));
    cells.push(warm(s));
    if (l && l.status === 200 && !Number.isNaN(l.warmMs)) {
      const isWarmMet = l.warmMs < TARGET_10X.warmMs;
      cells.push(`${ms(l.warmMs)} ${judgeTenfold(result.store, isWarmMet, `${l.path} large warm ${ms(l.warmMs)} (target < ${TARGET_10X.warmMs} ms)`)}`);
    } else cells.push(warm(l));
    if (l && page.isHtml && l.status === 200) {
      cells.push(`${kb(l.bytes)} ${mark(l.bytes <= TARGET.htmlBytes)}`);
      if (l.bytes > TARGET.htmlBytes) misses.push(`${result.store}: ${l.path} HTML ${kb(l.bytes)} (target ≤ 300 KB)`);
    } else cells.push(l ? `${kb(l.bytes)}${page.isHtml ? '' : ' (xml)'}` : '—');
    cells.push(l ? `${mb(l.peakRss)} ${mark(l.peakRss < TARGET.rssBytes)}` : '—');
    rows.push(cells);
  }
  printTable(rows);
  for (const search of large.searches) {
    const before = sample.searches.find((entry) => entry.kind === search.kind);
    const label = `GET /api/search, ${search.kind} words`;
    // Issue 16's target: the first search and the median under 200 ms.
    const isMet16 = search.medianMs < TARGET.searchMs && search.firstMs < TARGET.searchMs && search.failed.length === 0;
    const mark16 = judgeOnefold(result.store, isMet16, `${label}: first ${ms(search.firstMs)}, median ${ms(search.medianMs)}${search.failed.length ? `, ${search.failed.length} not answered` : ''} (target < ${TARGET.searchMs} ms)`);
    const medianMark = judgeTenfold(result.store, search.medianMs < TARGET_10X.searchMedianMs && search.failed.length === 0, `${label}: median ${ms(search.medianMs)} of ${search.times.length}${search.failed.length ? `, ${search.failed.length} not answered` : ''} (target < ${TARGET_10X.searchMedianMs} ms)`);
    const p95Mark = judgeTenfold(result.store, search.p95Ms < TARGET_10X.searchP95Ms, `${label}: p95 ${ms(search.p95Ms)} of ${search.times.length} (target < ${TARGET_10X.searchP95Ms} ms)`);
    const totals = [...search.totals].map(([word, total]) => `${word} ${count(total)}`);
    console.log(
      `${label} (${search.times.length} requests, each a new address: ${search.words.length} words × pages 1–${search.pages}): ` +
        `median ${ms(search.medianMs)} ${medianMark} (< ${TARGET_10X.searchMedianMs} ms, 10×), p95 ${ms(search.p95Ms)} ${p95Mark} (< ${TARGET_10X.searchP95Ms} ms, 10×), ` +
        `max ${ms(search.maxMs)}, first ${ms(search.firstMs)}; first and median ${mark16} (< ${TARGET.searchMs} ms)` +
        `${search.failed.length ? `; NOT ANSWERED: ${search.failed.slice(0, 3).join(', ')}${search.failed.length > 3 ? ' …' : ''}` : ''}`,
    );
    console.log(
      `  matches: ${totals.slice(0, 6).join(', ')}${totals.length > 6 ? ` (and ${totals.length - 6} more words)` : ''}; ` +
        `sample: ${before ? `median ${ms(before.medianMs)}, p95 ${ms(before.p95Ms)}` : '—'}`,
    );
    if (search.firstPageTimes.length)
      console.log(`  each word's first page (every match read; later pages are remembered): ${search.firstPageTimes.map(ms).join(', ')}`);
  }
  for (const download of large.downloads) {
    const before = sample.downloads.find((entry) => entry.path === download.path);
    if (download.status !== 200 || download.error) {
      console.log(`GET ${download.path} (the largest set, whole): FAILED (${download.status}${download.error ? `, ${download.error}` : ''}) after ${download.seconds.toFixed(1)} s`);
      continue;
    }
    const rate = download.records / download.seconds;
    const growth = download.rssBefore ? download.rssPeak / download.rssBefore - 1 : Number.NaN;
    const laterGrowth = download.rssFirstHalfPeak ? download.rssSecondHalfPeak / download.rssFirstHalfPeak - 1 : Number.NaN;
    const rateMark = judgeTenfold(result.store, rate >= TARGET_10X.recordsPerSecond, `${download.path}: ${count(Math.round(rate))} records/s over ${count(download.records)} (target ≥ ${count(TARGET_10X.recordsPerSecond)})`);
    const flatMark = judgeTenfold(
      result.store,
      laterGrowth <= TARGET_10X.downloadRssGrowth,
      `${download.path}: server RSS peaked at ${mb(download.rssSecondHalfPeak)} in the second half of the records, ${(laterGrowth * 100).toFixed(0)} % over the first half's ${mb(download.rssFirstHalfPeak)} (target ≤ +${TARGET_10X.downloadRssGrowth * 100} %)`,
    );
    console.log(
      `GET ${download.path} (the largest set, whole, streamed): ${count(download.records)} records (SQL ${count(download.sqlRecords)}${download.statedCount === null ? '' : `, the document says ${count(download.statedCount)}`}) ` +
        `in ${download.seconds.toFixed(1)} s = ${count(Math.round(rate))} records/s ${rateMark} (≥ ${count(TARGET_10X.recordsPerSecond)}, 10×); first byte ${ms(download.firstByteMs)}, ${mb(download.bytes)}; ` +
        `server RSS ${mb(download.rssBefore)} before, peak ${mb(download.rssFirstHalfPeak)} in the first half of the records and ${mb(download.rssSecondHalfPeak)} in the second ` +
        `(${laterGrowth >= 0 ? '+' : ''}${(laterGrowth * 100).toFixed(1)} %) ${flatMark} (flat: ≤ +${TARGET_10X.downloadRssGrowth * 100} %, 10×; the peak ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % over before), ${mb(download.rssAfter)} after` +
        `${before && before.status === 200 ? `; sample: ${count(before.records)} records in ${ms(before.seconds * 1000)}` : ''}`,
    );
  }
  for (const [size, run] of [['sample', sample], ['large', large]] as const) {
    const walked = run.sitemap;
    if (!walked) continue;
    const t = run.truths;
    const sql: Record<string, number> = { briefs: t.publishedBriefs, profiles: t.profiles, streams: t.streams, personalities: t.personalities };
    const kinds = [...walked.urls].map(([kind, urls]) => `${kind} ${count(urls)}${kind in sql ? ` (SQL ${count(sql[kind])})` : ''}`);
    const isComplete = walked.problems.length === 0 && Object.entries(sql).every(([kind, truth]) => (walked.urls.get(kind) ?? 0) === truth);
    console.log(
      `sitemap index, ${size}: ${walked.files} files listed, ${isComplete ? 'every one answered and every kind\'s URLs equal SQL: complete' : 'INCOMPLETE (see the errors)'} ` +
        `(${walked.seconds.toFixed(1)} s one after another, slowest ${walked.slowest.path} ${ms(walked.slowest.ms)}); URLs: ${kinds.join(', ')}`,
    );
  }
  for (const { clients, aloneMs, duringMs, answered, busy, seconds } of large.floods) {
    const isMet = duringMs < TARGET.floodPageMs;
    console.log(
      `/briefs?page=N while ${clients} clients search "${SEARCH_WORD}" back to back: median ${ms(duringMs)} ${mark(isMet)} (alone ${ms(aloneMs)}; target < ${TARGET.floodPageMs} ms); ` +
        `the flood's searches over ${seconds.toFixed(1)} s: ${answered} answered, ${busy} refused as busy (503)`,
    );
    if (!isMet) misses.push(`${result.store}: /briefs?page=N took ${ms(duringMs)} while ${clients} clients searched (alone ${ms(aloneMs)}; target < ${TARGET.floodPageMs} ms)`);
  }
  console.log(`peak RSS of the server process tree over the whole run: sample ${mb(sample.peakRss)}, large ${mb(large.peakRss)} ${mark(large.peakRss < TARGET.rssBytes)} (target < 600 MB)`);
  console.log(`  per process (large run): ${large.processes.join('; ')}`);
  if (large.peakRss >= TARGET.rssBytes) misses.push(`${result.store}: peak RSS ${mb(large.peakRss)} on the large store (sample: ${mb(sample.peakRss)}; target < 600 MB)`);
  for (const run of [sample, large]) {
    if (run.serverProblems.length)
      console.log(`server log, ${run.size} run (${join(tmpdir(), `bench-content-scale-${result.store}-${run.size}.log`)}): ${run.serverProblems.length} error line(s), first: ${run.serverProblems[0].slice(0, 160)}`);
  }
}

async function main(): Promise<void> {
  const sizes = sizesAt(SCALE);
  log(
    `content-scale: scale ${SCALE} (${sizes.briefs} briefs, ${sizes.profiles} profiles, ${sizes.platformBans} bans, ${sizes.shadowbanReports} reports, ${sizes.appealEvents} appeal events, ${sizes.evidenceItems} evidence items; ` +
      `scale 1 is issue 16's ${FULL_SIZES.briefs}/${FULL_SIZES.profiles}/${FULL_SIZES.platformBans}/${FULL_SIZES.shadowbanReports}, scale 10 issue 50's); stores: ${STORES.join(', ')}`,
  );
  ensureBuild(log, { reuse: process.env.BENCH_REUSE_BUILD === '1' });
  const treeAtStart = treeHash();
  const results: StoreResult[] = [];
  for (const kind of STORES) {
    try {
      const result = await benchStore(kind);
      if (result) {
        results.push(result);
        printStore(result);
      }
    } catch (error) {
      errors.push(`${kind}: the run could not complete: ${(error as Error).stack ?? String(error)}`);
      log(`${kind}: FAILED: ${(error as Error).message}`);
    }
  }
  console.log(`\n== content-scale summary (scale ${SCALE}) ==`);
  if (treeHash() !== treeAtStart) console.log('NOTE: the sources (site or backend) changed during the run: some runs may have served a different version.');
  console.log(misses.length ? `Missed targets (${misses.length}):\n  ${misses.join('\n  ')}` : 'Every target met.');
  if (references.length)
    console.log(`Over issue 50's 10× targets at scale ${SCALE} (a reference: the issue states them for PostgreSQL at BENCH_SCALE=10) (${references.length}):\n  ${references.join('\n  ')}`);
  if (onefoldReferences.length)
    console.log(`Over issue 16's targets on the 10× store (a reference: issue 50 replaced them there by its own) (${onefoldReferences.length}):\n  ${onefoldReferences.join('\n  ')}`);
  console.log(errors.length ? `ERRORS (${errors.length}):\n  ${errors.join('\n  ')}` : 'Every page answered and every count matched SQL.');
  if (errors.length) process.exitCode = 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (runningServer?.stop() ?? Promise.resolve()).finally(() => {
      removeRunDir();
      process.exit(130);
    });
  });
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
