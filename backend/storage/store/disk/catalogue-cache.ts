import { LRUCache } from 'lru-cache';
import type { CatalogueEntry } from './disk-catalogue';

/**
 * Entries remembered: an object's entry is a few hundred bytes (its metadata and stored headers
 * at most a few KB), so the cache stays within a few megabytes.
 */
export const CATALOGUE_CACHE_MAX_ENTRIES = 2000;

/**
 * The catalogue's entries as this process last wrote or read them, so a GET or HEAD of an object
 * needs no database statement. Only for a catalogue no other process writes (the embedded
 * database is one process's, DATA_DIR/pglite.lock): every change goes through `change`.
 */
export interface CatalogueCache {
  /** The entry of `key`: remembered, else `load`ed (and remembered when no change began meanwhile). */
  find(key: string, load: () => Promise<CatalogueEntry | null>): Promise<CatalogueEntry | null>;
  /**
   * Runs `write` (one statement that changes `key`'s entry) and remembers what it wrote: the new
   * entry, or nothing when it removed the key. Begun before `write` runs, so changes are seen in
   * the order their statements were queued.
   */
  change<T>(key: string, write: () => Promise<T>, entryOf: (written: T) => CatalogueEntry | null): Promise<T>;
  /** Forgets `entry` when it is still the one remembered for its key (its blob went missing). */
  forget(entry: CatalogueEntry): void;
  /**
   * The entry remembered for `key`, without asking the database: none while a change of the key
   * is running (a change forgets it when it begins), so it is what the catalogue holds when no
   * change is; none on a catalogue other processes may write.
   */
  remembered(key: string): CatalogueEntry | undefined;
  readonly size: number;
}

export function createCatalogueCache(maxEntries = CATALOGUE_CACHE_MAX_ENTRIES): CatalogueCache {
  // Keyed by a Map underneath: any key a client sends is a plain string here.
  const entries = new LRUCache<string, CatalogueEntry>({ max: maxEntries });
  /** Changes begun so far: a read remembers what it found only if none began while it ran. */
  let changesBegun = 0;
  /**
   * Per key, changes not yet settled. When two overlap, which one the database kept is not
   * known here, so neither is remembered: the next read asks the database.
   */
  const changing = new Map<string, { running: number; isContended: boolean }>();

  return {
    async find(key, load) {
      const remembered = entries.get(key);
      if (remembered) return remembered;
      const before = changesBegun;
      const isQuiet = !changing.has(key);
      const found = await load();
      if (found && isQuiet && changesBegun === before) entries.set(key, freeze(found));
      return found;
    },
    async change<T>(key: string, write: () => Promise<T>, entryOf: (written: T) => CatalogueEntry | null): Promise<T> {
      changesBegun += 1;
      const running = changing.get(key);
      if (running) {
        running.running += 1;
        running.isContended = true;
      } else changing.set(key, { running: 1, isContended: false });
      entries.delete(key);
      let entry: CatalogueEntry | null = null;
      try {
        const written = await write();
        entry = entryOf(written);
        return written;
      } finally {
        const settled = changing.get(key);
        if (settled && --settled.running === 0) changing.delete(key);
        if (entry && settled?.running === 0 && !settled.isContended) entries.set(key, freeze(entry));
        else entries.delete(key);
      }
    },
    forget(entry) {
      if (entries.peek(entry.info.key) === entry) entries.delete(entry.info.key);
    },
    remembered: (key) => entries.peek(key),
    get size() {
      return entries.size;
    },
  };
}

/** Shared by every request that finds it, so nobody may change it. */
function freeze(entry: CatalogueEntry): CatalogueEntry {
  Object.freeze(entry.info.metadata);
  Object.freeze(entry.info.headers);
  if (entry.info.checksum) Object.freeze(entry.info.checksum);
  Object.freeze(entry.info);
  return Object.freeze(entry);
}

/** For a catalogue other processes may write too: every read asks the database. */
export const UNCACHED_CATALOGUE: CatalogueCache = {
  find: (_key, load) => load(),
  change: (_key, write) => write(),
  forget: () => undefined,
  remembered: () => undefined,
  size: 0,
};
