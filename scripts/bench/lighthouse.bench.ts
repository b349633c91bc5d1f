// npm run bench lighthouse – Lighthouse (mobile, its default configuration) on the public pages of
// `npm start`'s production build: /, /briefs, the newest brief, a profile, /platforms and a search;
// and on the signed-in pages (issue 45): a creator's /me and a moderator's /admin/moderation, each
// with the session cookies of a user the operator CLI made (the moderator with the authenticator
// app staff need), "is-crawlable" skipped there since private pages are rightly noindex.
// Targets (issue 17): performance ≥ 95, accessibility, best practices and SEO 100. A missed target
// is a finding, printed with the audits that cost the points (exit 0); a run that cannot complete
// exits non-zero.
// The server is the content-scale bench's (its own port, a fresh temporary data folder with the
// sample content, a fresh copy of the bench build so no earlier run's cache is served).
// Knobs: BENCH_LIGHTHOUSE_RUNS (runs per page, default 3; the median run by performance is kept),
// BENCH_NEXT_DIST_DIR and BENCH_REUSE_BUILD=1 (as in content-scale.bench.ts), BENCH_ORIGIN
// (measure a server already running there instead of starting one; with BENCH_DATA_DIR, its data
// folder, the signed-in pages too), BENCH_LIGHTHOUSE_PAGES=signed-in (those two pages only), CHROMIUM_PATH,
// BENCH_LIGHTHOUSE_KEEP=<folder> (each page's kept report as JSON there, to see what its figures are made of).
import { createTempDataDir, removeTempDataDir } from '../../backend/core/database/temp-data-dir.test-helper';
import { ensureBuild, removeRunDir, startSiteServer, type SiteServer } from './content-scale/site-server';
import { auditPage, type PageReport } from './lighthouse/audit-page';
import { signedInCookies, type SessionCookie } from './lighthouse/signed-in-session';
import { printFailingAudits, printTable } from './lighthouse/report';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PROFILE_PATH = '/profiles/anikasterling';
const SEARCH_PATH = '/search?q=ban';
/** How long a page may take to be rendered afresh after a stale copy was given out. */
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * The page as readers now get it: Next may first give out a stale copy (the build's, or one an
 * earlier server left in the build folder) while it renders a fresh one.
 */
async function settledHtml(url: string): Promise<string> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(url);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (response.headers.get('x-nextjs-cache') !== 'STALE') return html;
    if (Date.now() > deadline) throw new Error(`${url} did not settle`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The newest brief's path: the first brief link on /briefs (which lists newest first). */
async function newestBriefPath(origin: string): Promise<string> {
  const html = await settledHtml(`${origin}/briefs`);
  const match = /href="(\/briefs\/(?!page\/|feed\.xml)[^"?#]+)"/.exec(html);
  if (!match) throw new Error('no brief link found on /briefs');
  return match[1];
}

/** Loads each page until it is fresh, so Lighthouse measures the page a reader gets, not a first render. */
async function warm(origin: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    await settledHtml(`${origin}${path}`);
  }
}

type SignedInPage = { path: string; cookies: SessionCookie[] };

async function measure(origin: string, signedIn: SignedInPage[]): Promise<void> {
  const paths = process.env.BENCH_LIGHTHOUSE_PAGES === 'signed-in' ? [] : ['/', '/briefs', await newestBriefPath(origin), PROFILE_PATH, '/platforms', SEARCH_PATH];
  await warm(origin, paths);
  console.log(`Lighthouse ${RUNS} run(s) per page (mobile default config, median by performance) against ${origin}`);
  const reports: PageReport[] = [];
  for (const path of paths) {
    reports.push(auditPage(`${origin}${path}`, RUNS));
    console.log(`  measured ${path}`);
  }
  for (const page of signedIn) {
    reports.push(auditPage(`${origin}${page.path}`, RUNS, page.cookies));
    console.log(`  measured ${page.path} (signed in)`);
  }
  printTable(reports);
  printFailingAudits(reports);
}

/** A creator with a profile for /me, and a moderator (second factor enrolled) for /admin/moderation. */
async function signedInPages(dataDir: string): Promise<SignedInPage[]> {
  const suffix = Date.now().toString(36);
  return [
    { path: '/me', cookies: await signedInCookies(dataDir, { email: `creator-${suffix}@bench.invalid`, username: `bench-${suffix}` }) },
    { path: '/admin/moderation', cookies: await signedInCookies(dataDir, { email: `moderator-${suffix}@bench.invalid`, groups: ['MODERATORS'] }) },
  ];
}

async function main(): Promise<void> {
  if (process.env.BENCH_ORIGIN) {
    // A server already running: the signed-in pages only when BENCH_DATA_DIR names its data folder
    // (the operator CLI makes the users there).
    const dataDir = process.env.BENCH_DATA_DIR;
    await measure(process.env.BENCH_ORIGIN.replace(/\/$/, ''), dataDir ? await signedInPages(dataDir) : []);
    return;
  }
  ensureBuild((line) => console.log(line), { reuse: process.env.BENCH_REUSE_BUILD === '1' });
  const dataDir = await createTempDataDir();
  let server: SiteServer | undefined;
  try {
    server = await startSiteServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    // The origin PUBLIC_URL names (localhost): canonical links and the Content-Security-Policy use it.
    await measure(server.origin.replace('127.0.0.1', 'localhost'), await signedInPages(dataDir));
    if (server.problems.length > 0) console.log(`server reported:\n  ${server.problems.slice(0, 10).join('\n  ')}`);
  } finally {
    await server?.stop();
    removeRunDir();
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
