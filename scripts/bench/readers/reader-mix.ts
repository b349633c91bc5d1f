/**
 * The readers bench's mix (scripts/bench/readers.bench.ts): what a guest reading the site asks for,
 * one request at a time, drawn at random with fixed weights; each kind is a row of the report.
 * Pages the guest would reach by a link from the site itself, with the addresses the running site
 * gave at setup (reader-content.ts), so nothing is assumed about the store.
 */
import type { LoadRequest } from '../cluster/load-mix';

export const READER_KINDS = ['home', 'list', 'brief', 'ban permalink', 'profile', 'platform', 'search page', 'search API', 'export'] as const;
export type ReaderKind = (typeof READER_KINDS)[number];

/** The kinds held to the pages' target (p95 < 500 ms) and to the searches' (p95 < 800 ms); exports have none. */
export const PAGE_KINDS: readonly ReaderKind[] = ['home', 'list', 'brief', 'ban permalink', 'profile', 'platform'];
export const SEARCH_KINDS: readonly ReaderKind[] = ['search page', 'search API'];

/** Weights out of 100: the share of requests each kind has (closed loops draw each next request by them). */
export const READER_WEIGHTS: Readonly<Record<ReaderKind, number>> = {
  home: 18,
  list: 15,
  brief: 15,
  'ban permalink': 12,
  profile: 12,
  platform: 10,
  'search page': 8,
  'search API': 6,
  export: 4,
};

/** Of the list requests, this share asks for a later page (?page=2…10 where the store has it), which the caches mostly miss. */
const LATER_PAGE_SHARE = 0.2;
/** Of the searches, this share is for a rare word (few matches), the rest for a common one. */
const RARE_SEARCH_SHARE = 0.4;

export type ReaderTarget = {
  /** The lists' first pages. */
  listPaths: string[];
  /** Later pages of the paged lists (?page=N) that the store has; none on a small store. */
  laterListPaths: string[];
  briefPaths: string[];
  banPaths: string[];
  profilePaths: string[];
  platformPaths: string[];
  commonWords: string[];
  rareWords: string[];
  /** Open-data downloads small enough to read whole (reader-content.ts bounds them). */
  exportPaths: string[];
};

const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'banwatch-readers-bench' };
const DATA_HEADERS = { ...HEADERS, accept: 'application/json, text/csv, */*' };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

function pickKind(): ReaderKind {
  let roll = Math.random() * READER_KINDS.reduce((sum, kind) => sum + READER_WEIGHTS[kind], 0);
  for (const kind of READER_KINDS) {
    roll -= READER_WEIGHTS[kind];
    if (roll < 0) return kind;
  }
  return READER_KINDS[READER_KINDS.length - 1];
}

function listPath(target: ReaderTarget): string {
  const isLater = target.laterListPaths.length > 0 && Math.random() < LATER_PAGE_SHARE;
  return pick(isLater ? target.laterListPaths : target.listPaths);
}

const searchWord = (target: ReaderTarget) => encodeURIComponent(pick(Math.random() < RARE_SEARCH_SHARE ? target.rareWords : target.commonWords));

/** The path a request of `kind` asks for. */
function pathOf(kind: ReaderKind, target: ReaderTarget): string {
  switch (kind) {
    case 'home':
      return '/';
    case 'list':
      return listPath(target);
    case 'brief':
      return pick(target.briefPaths);
    case 'ban permalink':
      return pick(target.banPaths);
    case 'profile':
      return pick(target.profilePaths);
    case 'platform':
      return pick(target.platformPaths);
    case 'search page':
      return `/search?q=${searchWord(target)}`;
    case 'search API':
      return `/api/search?q=${searchWord(target)}`;
    case 'export':
      return pick(target.exportPaths);
  }
}

/** One reader's next request. */
export function readerRequest(target: ReaderTarget): LoadRequest<ReaderKind> {
  const kind = pickKind();
  const isData = kind === 'export' || kind === 'search API';
  return { kind, method: 'GET', path: pathOf(kind, target), headers: isData ? DATA_HEADERS : HEADERS, isRedirectAnError: true };
}

/**
 * Every request the mix can draw, once each: the home page, every list page, brief, ban permalink,
 * profile and platform, the search page and /api/search for every word, and every download (the
 * readers bench's priming pass asks each once before the timed warm-up).
 */
export function everyReaderRequest(target: ReaderTarget): LoadRequest<ReaderKind>[] {
  const page = (kind: ReaderKind, path: string): LoadRequest<ReaderKind> => ({ kind, method: 'GET', path, headers: HEADERS, isRedirectAnError: true });
  const data = (kind: ReaderKind, path: string): LoadRequest<ReaderKind> => ({ kind, method: 'GET', path, headers: DATA_HEADERS, isRedirectAnError: true });
  const words = [...target.commonWords, ...target.rareWords].map((word) => encodeURIComponent(word));
  return [
    page('home', '/'),
    ...[...target.listPaths, ...target.laterListPaths].map((path) => page('list', path)),
    ...target.briefPaths.map((path) => page('brief', path)),
    ...target.banPaths.map((path) => page('ban permalink', path)),
    ...target.profilePaths.map((path) => page('profile', path)),
    ...target.platformPaths.map((path) => page('platform', path)),
    ...words.map((word) => page('search page', `/search?q=${word}`)),
    ...words.map((word) => data('search API', `/api/search?q=${word}`)),
    ...target.exportPaths.map((path) => data('export', path)),
  ];
}
