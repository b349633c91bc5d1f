import { DEFAULT_SEARCH_PAGE_SIZE } from '../../../amplify/data/search/search-terms';
import type { Database } from '../../core/database/database';
import { describeHits } from './search-hits';
import { SEARCHABLE_KIND_BY_NAME, SEARCHABLE_KINDS } from './search-kinds';
import { oneAfterAnotherUntil } from './search-content';
import { findMatches } from './search-matches';

/**
 * About how many records the warm-up's word should match: enough runs of the search's functions
 * for V8 to optimise them (with synthetic records, a warm-up over 18,000 matches made the next
 * common-word search as fast as later ones, one over 6,000 only partly), while the warm-up stays one
 * search whatever the store's size.
 */
export const WARM_UP_MATCHES = 20_000;
/** Past this many matches (by the statistics' estimate) a word is not searched at start: see chooseWarmUpWord. */
export const MAX_WARM_UP_MATCHES = 5 * WARM_UP_MATCHES;

export interface SearchWarmUp {
  word: string;
  matches: number;
}

/**
 * PGlite's first search for a common word after a start runs PostgreSQL's search code (the index
 * scan, ts_rank, the grouped counts, the top-N sort, ts_headline) as V8's baseline WebAssembly:
 * `throttled` on the content-scale store (36,230 matches) took 180-290 ms of the database's time
 * against 85-115 for the next. With every function compiled optimised at start (`--no-liftoff
 * --no-wasm-lazy-compilation`) the first was as fast as the next, but that costs ~4 s and ~40 MB
 * at every start. So the start runs one search with a visitor's statements, for a word the
 * store's statistics say is common, before the first visitor asks. It only reads (a read-only
 * transaction); nothing is remembered.
 *
 * The word is one of those ANALYZE lists as the most common in search_entries (chooseWarmUpWord).
 * Without statistics (a new or small store: the start's upkeep leaves tables under 1 MB alone)
 * there is nothing slow to warm up, and nothing runs. Answers the word and what it matched.
 */
export async function warmUpSearch(db: Database): Promise<SearchWarmUp | undefined> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION READ ONLY');
    const { rows } = await tx.query<{ word: string; matches: number }>(
      `SELECT e.word, e.freq * greatest(c.reltuples, 0)::float8 AS matches
         FROM pg_stats s, pg_class c,
              unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(word, freq)
        WHERE s.schemaname = current_schema() AND s.tablename = 'search_entries' AND s.attname = 'words'
          AND c.oid = 'search_entries'::regclass AND e.word IS NOT NULL
          -- A word a visitor could type: its query is the word itself.
          AND websearch_to_tsquery('english', e.word)::text = quote_literal(e.word)`,
    );
    const word = chooseWarmUpWord(rows.map((row) => ({ word: row.word, matches: Number(row.matches) })));
    if (word === undefined) return undefined;
    // One statement at a time, as on PGlite: a transaction's statements share one connection.
    const run = oneAfterAnotherUntil(tx, Number.POSITIVE_INFINITY);
    const request = { q: word, sort: 'RELEVANCE' as const, page: 1, pageSize: DEFAULT_SEARCH_PAGE_SIZE };
    // The statements a visitor's search sends on PGlite, where this runs: each step one statement.
    const { counts, ranked } = await findMatches(run, SEARCHABLE_KINDS, SEARCHABLE_KINDS, request, { oneStatement: true });
    await describeHits(run, ranked, SEARCHABLE_KIND_BY_NAME, word, { oneStatement: true });
    return { word, matches: [...counts.values()].reduce((sum, count) => sum + count, 0) };
  });
}

/**
 * Of the words with their estimated matches, the most common that matches at most WARM_UP_MATCHES;
 * when every one matches more, the rarest, unless it matches more than MAX_WARM_UP_MATCHES (a start
 * never waits on a search of a huge store's commonest words). Equal estimates: the first word
 * bytewise, so the choice does not depend on the order the statistics list them in.
 */
export function chooseWarmUpWord(words: readonly { word: string; matches: number }[]): string | undefined {
  const byWord = (a: { word: string }, b: { word: string }) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
  const within = words.filter((word) => word.matches <= WARM_UP_MATCHES).sort((a, b) => b.matches - a.matches || byWord(a, b));
  const past = words.filter((word) => word.matches > WARM_UP_MATCHES && word.matches <= MAX_WARM_UP_MATCHES).sort((a, b) => a.matches - b.matches || byWord(a, b));
  return (within[0] ?? past[0])?.word;
}
