/**
 * What the readers bench asks for, read from the running site as a reader finds it: the cluster
 * bench's discovery (../cluster/site-content.ts: the RSS feed's briefs, /profiles' first page, the
 * platforms /platforms links, title words), widened by the sitemap (the first and last file of
 * briefs and of profiles, so a large store is read beyond its newest records), ban permalinks from
 * the profiles' ban timelines and the open-data download, search words sorted by the matches
 * /api/search reports for them, and open-data downloads bounded to BOUNDED_EXPORT_BYTES.
 */
import { Pool } from 'undici';
import { sitemapParts } from '../content-scale/page-checks';
import { readSiteOutputs } from '../cluster/signed-in-users';
import { linksIn, readSiteContent, readText } from '../cluster/site-content';
import type { ReaderTarget } from './reader-mix';

/** A download the load reads whole must end within this; larger ones are narrowed by filters. */
export const BOUNDED_EXPORT_BYTES = 2 * 1024 * 1024;
/** The lists a reader browses: the site's list routes (app/(frontend): there is no /bans or /creators list). */
const LIST_PATHS = ['/briefs', '/profiles', '/platforms'];
/** The lists with later pages (?page=N), read up to this page when the store has it. */
const PAGED_LISTS = ['/briefs', '/profiles'];
const LAST_LATER_PAGE = 10;
/** Words readers of a site about bans type whatever the store holds; the site's own title words join them. */
const READER_WORDS = ['ban', 'banned', 'appeal', 'shadowban', 'demonetized', 'throttled', 'suspended', 'restored'];
const SEARCH_WORD_CANDIDATES = 40;
const WORDS_PER_CLASS = 4;
/** Profile pages read for their ban timelines' permalinks. */
const PROFILES_FOR_BANS = 40;
const MAX_BAN_PATHS = 400;
const OPEN_DATA_SETS = ['bans', 'shadowban-reports'] as const;

export type ExportFound = { path: string; bytes: number; records: number };
export type ReaderContent = {
  target: ReaderTarget;
  /** Each search word with the matches /api/search reported. */
  searchTotals: { word: string; total: number; isRare: boolean }[];
  exports: ExportFound[];
};

const unique = (values: Iterable<string>) => [...new Set(values)];
const pathOf = (url: string) => new URL(url).pathname;

export async function readReaderContent(pool: Pool): Promise<ReaderContent> {
  const outputs = await readSiteOutputs(pool);
  const site = await readSiteContent(pool, { graphqlPath: new URL(outputs.data.url).pathname, apiKey: outputs.data.api_key });
  for (const path of LIST_PATHS) await readText(pool, path);
  const laterListPaths = await laterPages(pool);
  const fromSitemap = await sitemapPaths(pool);
  const briefPaths = unique([...site.briefPaths, ...fromSitemap.filter((path) => path.startsWith('/briefs/'))]);
  const profilePaths = unique([...site.profilePaths, ...fromSitemap.filter((path) => /^\/profiles\/[^/]+$/.test(path))]);
  const banPaths = await banPathsOnProfiles(pool, profilePaths);
  const platforms = site.platformPaths.map((path) => path.slice('/platforms/'.length));
  const exports: ExportFound[] = [];
  for (const set of OPEN_DATA_SETS) {
    const found = await boundedExport(pool, set, platforms);
    exports.push(found.csv, found.json);
    if (set === 'bans') banPaths.push(...found.banPaths);
  }
  const usernames = profilePaths.slice(0, 6).map((path) => path.slice('/profiles/'.length));
  const searchTotals = await rankSearchWords(pool, unique([...READER_WORDS, ...site.searchWords.slice(0, SEARCH_WORD_CANDIDATES), ...usernames]));
  const target: ReaderTarget = {
    listPaths: LIST_PATHS,
    laterListPaths,
    briefPaths,
    banPaths: unique(banPaths).slice(0, MAX_BAN_PATHS),
    profilePaths,
    platformPaths: site.platformPaths,
    commonWords: searchTotals.filter((entry) => !entry.isRare).map((entry) => entry.word),
    rareWords: searchTotals.filter((entry) => entry.isRare).map((entry) => entry.word),
    exportPaths: exports.map((found) => found.path),
  };
  for (const [name, list] of Object.entries(target)) if (list.length === 0 && name !== 'laterListPaths') throw new Error(`found no ${name} on the site`);
  return { target, searchTotals, exports };
}

/** The later pages of the paged lists that exist (a page past the last answers 404). */
async function laterPages(pool: Pool): Promise<string[]> {
  const paths: string[] = [];
  for (const list of PAGED_LISTS) {
    for (let page = 2; page <= LAST_LATER_PAGE; page++) {
      const response = await pool.request({ path: `${list}?page=${page}`, method: 'GET' });
      await response.body.dump();
      if (response.statusCode !== 200) break;
      paths.push(`${list}?page=${page}`);
    }
  }
  return paths;
}

/** Brief and profile pages the sitemap lists: the first and the last file of each kind. */
async function sitemapPaths(pool: Pool): Promise<string[]> {
  const parts = sitemapParts(await readText(pool, '/sitemap.xml'));
  const chosen = ['briefs', 'profiles'].flatMap((kind) => {
    const ofKind = parts.filter((part) => part.startsWith(`${kind}-`));
    return unique([ofKind[0], ofKind[ofKind.length - 1]].filter((part): part is string => part !== undefined));
  });
  const paths: string[] = [];
  for (const part of chosen) {
    const xml = await readText(pool, `/sitemaps/${part}.xml`);
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1])));
  }
  return paths;
}

/** The ban permalinks the first profiles' ban timelines link to. */
async function banPathsOnProfiles(pool: Pool, profilePaths: string[]): Promise<string[]> {
  const paths: string[] = [];
  for (const profile of profilePaths.slice(0, PROFILES_FOR_BANS)) {
    paths.push(...linksIn(await readText(pool, profile), /^\/bans\/[^/]+$/));
    if (paths.length >= MAX_BAN_PATHS) break;
  }
  return paths;
}

type Probe = { isComplete: boolean; bytes: number; text: string };

/** GETs `path`, reading at most BOUNDED_EXPORT_BYTES of it (a longer download is cut off there). */
async function probe(pool: Pool, path: string): Promise<Probe> {
  const response = await pool.request({ path, method: 'GET' });
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    chunks.push(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    if (bytes > BOUNDED_EXPORT_BYTES) {
      response.body.destroy();
      return { isComplete: false, bytes, text: Buffer.concat(chunks).toString('utf8') };
    }
  }
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  return { isComplete: true, bytes, text: Buffer.concat(chunks).toString('utf8') };
}

/** The month most of the dates in `text` fall in, as from/to filters (records' dates, not timestamps). */
function busiestMonth(text: string): string | null {
  const months = new Map<string, number>();
  for (const match of text.matchAll(/\b(\d{4})-(\d{2})-\d{2}\b/g)) months.set(`${match[1]}-${match[2]}`, (months.get(`${match[1]}-${match[2]}`) ?? 0) + 1);
  const month = [...months].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!month) return null;
  const [year, number] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `from=${month}-01&to=${month}-${String(lastDay).padStart(2, '0')}`;
}

/**
 * A download of `set` a reader could take whole: the whole set when it is small (the sample
 * content), else the busiest month of its first records, else that month on one platform.
 */
async function boundedExport(pool: Pool, set: (typeof OPEN_DATA_SETS)[number], platforms: string[]): Promise<{ csv: ExportFound; json: ExportFound; banPaths: string[] }> {
  const whole = await probe(pool, `/data/${set}.csv`);
  const month = busiestMonth(whole.text);
  const queries = ['', ...(month ? [`?${month}`, ...platforms.map((platform) => `?platform=${encodeURIComponent(platform)}&${month}`)] : [])];
  const permalink = new RegExp(`/${set}/[^,"\\s]+`, 'g');
  for (const query of queries) {
    const csv = query === '' ? whole : await probe(pool, `/data/${set}.csv${query}`);
    const permalinks = csv.text.match(permalink) ?? [];
    if (!csv.isComplete || permalinks.length === 0) continue;
    const json = await probe(pool, `/data/${set}.json${query}`);
    if (!json.isComplete) continue;
    return {
      csv: { path: `/data/${set}.csv${query}`, bytes: csv.bytes, records: permalinks.length },
      json: { path: `/data/${set}.json${query}`, bytes: json.bytes, records: permalinks.length },
      banPaths: set === 'bans' ? permalinks : [],
    };
  }
  throw new Error(`no download of ${set} ends within ${BOUNDED_EXPORT_BYTES} bytes (tried ${queries.length} filters)`);
}

/** Each word's matches by /api/search; the most matched are the common words, the least (at least one) the rare. */
async function rankSearchWords(pool: Pool, words: string[]): Promise<ReaderContent['searchTotals']> {
  const totals: { word: string; total: number }[] = [];
  for (const word of words) {
    const response = await pool.request({ path: `/api/search?q=${encodeURIComponent(word)}`, method: 'GET' });
    const text = await response.body.text();
    // A word the search refuses (400) is no reader's; a busy search (503) at setup is tried no further.
    if (response.statusCode !== 200) continue;
    const { total } = JSON.parse(text) as { total: number };
    if (total > 0) totals.push({ word, total });
  }
  totals.sort((a, b) => b.total - a.total);
  if (totals.length < 2) throw new Error(`only ${totals.length} of ${words.length} search words found anything`);
  const perClass = Math.min(WORDS_PER_CLASS, Math.floor(totals.length / 2));
  return [
    ...totals.slice(0, perClass).map((entry) => ({ ...entry, isRare: false })),
    ...totals.slice(-perClass).map((entry) => ({ ...entry, isRare: true })),
  ];
}
