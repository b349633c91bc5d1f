import {
  readRecordFilters,
  RECORD_FILTER_NAMES,
  type RecordFilters,
} from '@/amplify/data/search/record-filters';

/**
 * The record filters as a site address carries them, the same on /search and on the open data
 * downloads (/data/bans.csv?platform=instagram&restriction=DECISION_ACCOUNT), so a search's
 * download link is its own filters: `platform`, `restriction`, `verification`, `appeal`, `from`,
 * `to`. Checked by the data API's own reader (amplify/data/search/record-filters.ts).
 */
const PARAM_OF: Readonly<Record<(typeof RECORD_FILTER_NAMES)[number], string>> = {
  platform: 'platform',
  restriction: 'restriction',
  verification: 'verification',
  appealStatus: 'appeal',
  dateFrom: 'from',
  dateTo: 'to',
};

const ARGUMENT_NAMES = new RegExp(`\\b(${RECORD_FILTER_NAMES.join('|')})\\b`, 'g');

/** Enum values in addresses are case-insensitive; the API's are upper case. */
const UPPER_CASE: ReadonlySet<string> = new Set(['restriction', 'verification', 'appealStatus']);

export type ParsedRecordFilters = { ok: true; filters: RecordFilters } | { ok: false; message: string };

class Refused extends Error {}

/** The filters an address names (`read` gives a parameter's value, '' when absent), or what is wrong with one. */
export function readRecordFilterParams(read: (name: string) => string): ParsedRecordFilters {
  const args: Record<string, unknown> = {};
  for (const name of RECORD_FILTER_NAMES) {
    const value = read(PARAM_OF[name]).trim();
    if (value) args[name] = UPPER_CASE.has(name) ? value.toUpperCase() : value;
  }
  try {
    // The API's words name its arguments (dateFrom); a reader knows the address's (from).
    const filters = readRecordFilters(
      args,
      (message) => new Refused(message.replace(ARGUMENT_NAMES, (name) => PARAM_OF[name as keyof typeof PARAM_OF] ?? name)),
    );
    return { ok: true, filters };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}

/** The filters set on `params`, as an address carries them (lower-case enum values). */
export function writeRecordFilterParams(filters: RecordFilters, params: URLSearchParams): URLSearchParams {
  for (const name of RECORD_FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined)
      params.set(
        PARAM_OF[name],
        UPPER_CASE.has(name) && name !== 'restriction' ? value.toLowerCase() : value,
      );
  }
  return params;
}
