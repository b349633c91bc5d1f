import { LRUCache } from 'lru-cache';
import type { SearchRequest } from '../../../amplify/data/search/search-request';
import type { SearchFacet } from '../../../amplify/data/search/search-terms';

/**
 * A kind's answer to a search, remembered (issue 50): a common word's search reads every match of
 * each kind to count them, count them per filter value and rank them (83,204 bans for `throttled`
 * on the 10x store, seconds cold), and its next pages, or another reader's same search, read them
 * all again. What one kind's statement gave (its count, its counts per value and its best `places`
 * matches, search-matches.ts) is kept here under the version of that kind's rows in search_entries
 * it was computed from (migration 0039, read in the same statement). A search uses it only when the
 * version it reads first is still that one: every write of the kind's rows (a record written,
 * hidden, restored, anonymised, a bulk load) moves the version on in its transaction, so a search
 * that starts after the write has committed computes again, on every instance.
 *
 * Only answers that were costly are kept (at least REMEMBER_FROM_MATCHES matches read: a rare word
 * is answered in a few ms and would only crowd the common ones out); at most REMEMBERED_BYTES.
 */

/** One row of a kind's statement (search-matches.ts' KindRow), as remembered. */
export type RememberedRow = {
  facet: SearchFacet | '';
  id: string | null;
  rank: number | null;
  date: string | null;
  value: string | null;
  count: number | null;
};

/** A kind's answer: its rows, the version of its entries they come from, and how far its best matches reach. */
export type KindAnswer = {
  version: number;
  rows: RememberedRow[];
  /** How many best matches were asked for: pages reaching no further are answered from `rows`. */
  places: number;
  /** Whether `rows` hold every match the page could show (fewer than `places` were found). */
  complete: boolean;
};

/** Best matches kept at least: ten pages of 20, four of 50. */
export const REMEMBERED_PLACES = 200;
/** Below this many matches read, a kind's answer costs less than remembering it is worth. */
export const REMEMBER_FROM_MATCHES = 1_000;
const REMEMBERED_BYTES = 32 * 1024 * 1024;
/** A row's rough size in memory (its strings and the object around them). */
const ROW_BYTES = 120;

export class RememberedMatches {
  private readonly answers = new LRUCache<string, KindAnswer>({
    maxSize: REMEMBERED_BYTES,
    sizeCalculation: (answer) => Math.max(1, answer.rows.length * ROW_BYTES),
  });
  private readonly computing = new Map<string, Promise<void>>();

  /** The remembered answer of `model` for `key` reaching `needed` matches, whatever its version. */
  find(model: string, key: string, needed: number): KindAnswer | undefined {
    const answer = this.answers.get(entryKey(model, key));
    return answer && (answer.complete || answer.places >= needed) ? answer : undefined;
  }

  /** Keeps `answer` when it was costly, unless one of a later version is kept already. */
  keep(model: string, key: string, answer: KindAnswer, matchesRead: number): void {
    if (matchesRead < REMEMBER_FROM_MATCHES) return;
    const kept = this.answers.peek(entryKey(model, key));
    if (kept && (kept.version > answer.version || (kept.version === answer.version && kept.places >= answer.places))) return;
    this.answers.set(entryKey(model, key), answer);
  }

  /** Forgets `model`'s answer for `key` (one of an older version). */
  forget(model: string, key: string): void {
    this.answers.delete(entryKey(model, key));
  }

  /**
   * Marks `model`'s answer for `key` as being computed until the returned function is called, so a
   * search asking for it meanwhile (the next page, another reader) waits for it instead of reading
   * every match again.
   */
  beginComputing(model: string, key: string): () => void {
    let done = () => {};
    const computed = new Promise<void>((resolve) => (done = resolve));
    const name = entryKey(model, key);
    this.computing.set(name, computed);
    return () => {
      if (this.computing.get(name) === computed) this.computing.delete(name);
      done();
    };
  }

  /** Settles when the computation of `model`'s answer for `key` under way (if any) is over. */
  computed(model: string, key: string): Promise<void> | undefined {
    return this.computing.get(entryKey(model, key));
  }
}

/**
 * How many best matches to compute when `needed` are: REMEMBERED_PLACES, doubled until they reach
 * `needed`, so the next pages are kept too, and a reader paging far computes a few times, not once
 * every ten pages.
 */
export function placesFor(needed: number): number {
  let places = REMEMBERED_PLACES;
  while (places < needed) places *= 2;
  return places;
}

const entryKey = (model: string, key: string) => `${model}\u0000${key}`;

/**
 * What a kind's answer depends on besides its version: every part of the request but its page (the
 * rows reach REMEMBERED_PLACES matches or more), and whether the page can show the kind (a kind
 * only counted has no best matches). Written field by field, so nothing else a request carries
 * can change the key.
 */
export function rememberedKey(request: SearchRequest, isShown: boolean): string {
  return JSON.stringify([
    request.q,
    request.sort,
    request.kind ?? null,
    request.platform ?? null,
    request.restriction ?? null,
    request.verification ?? null,
    request.appealStatus ?? null,
    request.year ?? null,
    request.dateFrom ?? null,
    request.dateTo ?? null,
    isShown,
  ]);
}
