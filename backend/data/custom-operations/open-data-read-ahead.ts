import { LRUCache } from 'lru-cache';

/**
 * The next page of an open data download, read before it is asked for (issue 50). A download asks
 * for its pages one after another, each after the cursor the page before it gave, so a page's
 * statement used to start only once the page before had been answered, sent and read: in one
 * process (`npm start` serves the site and the data API together) the database and the process
 * took turns, and at 10x, where a page's rows come from outside the database's buffers, a page
 * waited for its statement as long as the rest of its work took. Now, as a page is answered, the
 * statement of the one after it starts; the next request takes its rows when they were read from
 * the current version of the records the pages are made of (migration 0040's open_data_version,
 * read in the same statement as the rows and again when the page is asked for): a record written,
 * hidden, restored or anonymised after the read, on any instance, and the page is read again, so
 * what a page holds is never older than the request for it.
 *
 * A few pages at most (one per download under way), each for a short while: a download that stops
 * leaves one page behind, dropped when it expires or when others need the room.
 */

/** Rows read ahead, with the version of the records they were read from (null: the read found no row to carry it). */
export type ReadAheadRows<T> = { rows: T[]; version: string | null };

/** Pages kept at most: more downloads at once than this read their own pages again. */
const PAGES = 16;
/** How long a page read ahead waits to be asked for: a download asks for its next page within milliseconds. */
const KEPT_MS = 10_000;

export class OpenDataReadAhead<T> {
  private readonly pages = new LRUCache<string, Promise<ReadAheadRows<T>>>({ max: PAGES, ttl: KEPT_MS });

  /** Starts reading the page that `key` names, to be taken by the request for it. */
  start(key: string, read: () => Promise<ReadAheadRows<T>>): void {
    const reading = read();
    // A failed read is met, if ever, by the request that takes it, and then read again.
    reading.catch(() => undefined);
    this.pages.set(key, reading);
  }

  /**
   * The rows read ahead for `key`, when they were read from the version `current` gives (read
   * now, after the request began); otherwise undefined, and the caller reads the page itself.
   * A page is taken once.
   */
  async take(key: string, current: () => Promise<string | null>): Promise<T[] | undefined> {
    const reading = this.pages.get(key);
    if (!reading) return undefined;
    this.pages.delete(key);
    const [read, version] = await Promise.all([reading.catch(() => undefined), current()]);
    return read && read.version !== null && read.version === version ? read.rows : undefined;
  }
}
