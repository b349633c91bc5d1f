import { mkdir, rename } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { createKeptFolderHandles } from './kept-folder-handles';

/**
 * Makes names durable: a file renamed into a folder, or a folder made, survives a crash only once
 * the folder holding the name is synced (fsync on the folder), as the file's own bytes only once
 * the file is. Calls for one folder share syncs (group commit): a call waits for a sync that
 * begins after it was made, so it always covers the caller's change; everyone who asked while a
 * sync ran shares the next one. No call is ever answered without a sync of its own folder.
 */
export interface FolderSyncer {
  /** Resolves once everything already done in `folder` (renames into it, files made in it) is on the disk. */
  sync(folder: string): Promise<void>;
  /** Makes `folder` (and any missing parents) so that it survives a crash: each new folder's parent is synced. */
  makeFolder(folder: string): Promise<void>;
  /**
   * Renames the file `from` to `to` and syncs `to`'s folder, making the folder when it is missing
   * (once per folder, not per file): `to` survives a crash once this resolves.
   */
  moveInto(from: string, to: string): Promise<void>;
  /**
   * Makes the new file `to` with `make` (which creates it and has its bytes on the disk when it
   * resolves, and removes it when it fails), making the folder when it is missing, and syncs the
   * folder: `to` survives a crash once this resolves. One flush of the folder besides the bytes',
   * where a file written elsewhere and moved in needs a second for the rename. A `make` that says
   * when the file's name exists (`created`, called once it is in the folder, before its bytes are
   * written) has the folder synced meanwhile, while it writes; otherwise the sync follows `make`.
   * Either way this resolves only once both the bytes and a sync begun after the name was made are done.
   */
  placeNew(to: string, make: (path: string, created: () => void) => Promise<void>): Promise<void>;
  /** Closes the folders it keeps open. */
  close(): Promise<void>;
}

export interface FolderSyncerOptions {
  /** Folders whose handles may stay open between syncs (default none). */
  keepOpen?: (folder: string) => boolean;
  /** The sync itself (tests replace it). */
  syncFolder?: (folder: string) => Promise<void>;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export function createFolderSyncer(options: FolderSyncerOptions = {}): FolderSyncer {
  const kept = createKeptFolderHandles(options.keepOpen ?? (() => false));
  const syncFolder = options.syncFolder ?? kept.syncFolder;
  /** Per folder: callers waiting for the next sync. A folder is here only while a sync of it runs. */
  const queues = new Map<string, Waiter[]>();

  const run = async (folder: string, queue: Waiter[]) => {
    while (queue.length > 0) {
      const batch = queue.splice(0);
      try {
        await syncFolder(folder);
        for (const waiter of batch) waiter.resolve();
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    queues.delete(folder);
  };

  const sync = (folder: string) =>
    new Promise<void>((resolve, reject) => {
      const running = queues.get(folder);
      if (running) {
        running.push({ resolve, reject });
        return;
      }
      const queue: Waiter[] = [{ resolve, reject }];
      queues.set(folder, queue);
      void run(folder, queue);
    });

  const makeFolder = async (folder: string) => {
    const first = await mkdir(folder, { recursive: true });
    if (first === undefined) return;
    // Each folder made, from the first down to `folder`, is a name in its parent.
    const made = [first];
    for (const part of relative(first, folder).split(sep).filter(Boolean)) made.push(`${made[made.length - 1]}${sep}${part}`);
    for (const child of made) await sync(dirname(child));
  };

  const placeNew = async (to: string, make: (path: string, created: () => void) => Promise<void>) => {
    const folder = dirname(to);
    let syncing: Promise<void> | undefined;
    const created = () => {
      if (syncing) return;
      syncing = sync(folder);
      // Awaited below when the make succeeds; a failed make does not wait for it.
      syncing.catch(() => undefined);
    };
    try {
      await make(to, created);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || syncing) throw error;
      await makeFolder(folder);
      await make(to, created);
    }
    await (syncing ?? sync(folder));
  };

  return {
    sync,
    makeFolder,
    moveInto: (from, to) => placeNew(to, (path) => rename(from, path)),
    placeNew,
    close: () => kept.close(),
  };
}
