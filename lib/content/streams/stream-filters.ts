import { parsePageNumber } from '@/lib/content/content-pages/numbered-page';
import { STREAM_STATUSES, type StreamStatus } from './stream-types';

/**
 * Which streams a visitor sees. By default only ACTIVE ones (published and playable); the status
 * filter also offers PENDING ("coming soon"), INACTIVE ("withdrawn") and all of them. The Data API
 * lets anyone read every stream anyway, so this is an editorial default, not access control.
 */
export type StatusChoice = StreamStatus | 'ALL';

export type StreamFilters = {
  search: string;
  genre: string | null;
  language: string | null;
  status: StatusChoice;
  isFeaturedOnly: boolean;
  page: number;
};

export const STATUS_CHOICES: readonly { value: StatusChoice; label: string }[] = [
  { value: 'ACTIVE', label: 'Now streaming' },
  { value: 'PENDING', label: 'Coming soon' },
  { value: 'INACTIVE', label: 'Withdrawn' },
  { value: 'ALL', label: 'Every status' },
];

export const DEFAULT_STREAM_FILTERS: StreamFilters = {
  search: '',
  genre: null,
  language: null,
  status: 'ACTIVE',
  isFeaturedOnly: false,
  page: 1,
};

export const MAX_SEARCH_LENGTH = 80;
const MAX_CHOICE_LENGTH = 60;
/** Characters that carry no words (controls, and the private-use marks search highlighting uses): read as spaces. */
const NON_TEXT = /[\u0000-\u001f\u007f\ue000-\uf8ff]/g;

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The catalogue's query string read leniently: anything malformed falls back to the default. The
 * page number is kept however large (bounded) so the page can tell "past the end".
 */
export function parseStreamFilters(params: SearchParams): StreamFilters {
  const status = firstOf(params.status).toUpperCase();
  return {
    search: firstOf(params.q).replace(NON_TEXT, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim(),
    genre: choiceOf(params.genre),
    language: choiceOf(params.language),
    status: status === 'ALL' || STREAM_STATUSES.includes(status as StreamStatus) ? (status as StatusChoice) : 'ACTIVE',
    isFeaturedOnly: ['1', 'true', 'on', 'yes'].includes(firstOf(params.featured).toLowerCase()),
    page: parsePageNumber(params.page),
  };
}

/**
 * The arguments of listContentEntries' STREAMS list for a set of filters (the page aside): every
 * status is no status argument; empty choices are left out.
 */
export function streamCatalogueArguments(filters: Omit<StreamFilters, 'page'>): StreamCatalogueArguments {
  const args: StreamCatalogueArguments = {};
  if (filters.status !== 'ALL') args.status = filters.status;
  if (filters.genre) args.genre = filters.genre;
  if (filters.language) args.language = filters.language;
  if (filters.isFeaturedOnly) args.isFeaturedOnly = true;
  if (filters.search) args.query = filters.search;
  return args;
}

export type StreamCatalogueArguments = { status?: StreamStatus; genre?: string; language?: string; isFeaturedOnly?: boolean; query?: string };

/** The query string of a set of filters, leaving out defaults, so links stay short and canonical. */
export function streamFiltersQuery(filters: StreamFilters, changes: Partial<StreamFilters> = {}): string {
  const next = { ...filters, ...changes };
  const query = new URLSearchParams();
  if (next.search) query.set('q', next.search);
  if (next.genre) query.set('genre', next.genre);
  if (next.language) query.set('language', next.language);
  if (next.status !== 'ACTIVE') query.set('status', next.status.toLowerCase());
  if (next.isFeaturedOnly) query.set('featured', '1');
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function hasActiveFilters(filters: StreamFilters): boolean {
  return Boolean(filters.search || filters.genre || filters.language || filters.isFeaturedOnly || filters.status !== 'ACTIVE');
}

function firstOf(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function choiceOf(value: string | string[] | undefined): string | null {
  const text = firstOf(value).trim();
  return text && text.length <= MAX_CHOICE_LENGTH ? text : null;
}
