/**
 * The rows a port read for the page after the one it answered, kept for that page's request: a
 * download asks for its pages one after another, each after the cursor of the last, so only the
 * port can read the next page's rows while the current page travels (issue 50). Plain: no I/O.
 *
 * An entry is taken once, by the key of the position it starts at (the previous page's cursor
 * with the request's other arguments); entries older than `maxAgeMs` are dropped, and past
 * `maxEntries` the oldest goes, so abandoned downloads hold little and nothing for long. Used by
 * the local backend only: the AWS function's invocations share no memory to keep it in.
 */
export type PageReadAhead<Row> = {
  /** Rows the page before read past its end (the records its byte bound left out), in page order. */
  rows: Row[];
  /** The rows after those, still being read; null when their read failed (the page is then read afresh). */
  more: Promise<Row[] | null>;
};

export class PageReadAheads<Row> {
  private readonly entries = new Map<string, { at: number; ahead: PageReadAhead<Row> }>();

  constructor(
    private readonly maxEntries = 8,
    private readonly maxAgeMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps `ahead` for the request at `key`, replacing any entry there. */
  put(key: string, ahead: PageReadAhead<Row>): void {
    this.prune();
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { at: this.now(), ahead });
  }

  /** The rows read ahead for the request at `key`, or undefined; either way nothing is left there. */
  take(key: string): PageReadAhead<Row> | undefined {
    this.prune();
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry?.ahead;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Entries are kept in the order they came, so the old ones are at the front. */
  private prune(): void {
    const oldest = this.now() - this.maxAgeMs;
    for (const [key, entry] of this.entries) {
      if (entry.at >= oldest) return;
      this.entries.delete(key);
    }
  }
}
