import { stat, unlink } from 'node:fs/promises';
import { fileIdOf, generationOf, type DiskLayout } from './disk-layout';

/**
 * What becomes of a blob's file once no catalogue row names it: removed, or kept to be written
 * over by a later small blob. A new file costs the disk a journal commit (its inode, its name, its
 * blocks) and its folder a sync; writing over a file whose name and blocks are already on the
 * disk is a flush of its bytes alone, about three times as many 64 KB writes a second here (issue
 * 50's 64 KB PUT+GET row overwrites its keys over and over).
 *
 * A file written over takes the next generation of its blob id (`<file id>.<n>`, disk-layout.ts),
 * so a row naming the earlier one never reads the later bytes: `read` answers null for an earlier
 * generation (as for a file gone, and the caller looks the key up again), and a file a read holds
 * is not handed out until the read is done. Only a store whose catalogue this process alone writes
 * keeps files (`maxKept` > 0): it alone knows every row and every read. A file another name links
 * (a backup in progress holds hard links, write-backup.ts) is never kept: its bytes must stay.
 * Files kept and not yet used are removed on close; a crash leaves them unnamed, as a crash
 * between a blob's write and its row does.
 */
export interface BlobRecycler {
  /** Keeps the file of a blob no row names any more, or removes it. */
  release(blobId: string): Promise<void>;
  /** Removes the file of a blob that was never recorded (its write or its row failed). */
  discard(blobId: string): Promise<void>;
  /** A kept file holding at least `size` bytes that no read holds, under the blob id its next bytes take; null when there is none. */
  take(size: number): string | null;
  /** Runs `open` holding the blob's file; null, without running it, when the file now holds a later blob. */
  read<T>(blobId: string, open: () => Promise<T>): Promise<T | null>;
  /** Removes the kept files. */
  close(): Promise<void>;
}

export interface BlobRecyclerOptions {
  /** How many files may wait to be written over (0: none, every released file is removed). */
  maxKept: number;
  /**
   * Whether a blob this size is read whole within `read` (only such files are kept: a larger blob
   * is streamed from its file after `read` has answered, so its bytes must never change).
   */
  isReadWhole(bytes: number): boolean;
  /** How many files' generations are remembered (default GENERATIONS_REMEMBERED). */
  rememberedGenerations?: number;
}

interface KeptFile {
  fileId: string;
  generation: number;
  /** Bytes the file holds: a blob this size or smaller is written over it without growing it. */
  capacity: number;
}

export function createBlobRecycler(layout: DiskLayout, options: BlobRecyclerOptions): BlobRecycler {
  const kept: KeptFile[] = [];
  /**
   * The generation each file written over lately holds now, the latest `rememberedGenerations` (in
   * the order they were written over): a lookup older than that many writes since is caught by
   * the store's ETag check instead (disk-object-store.ts), as an error rather than null.
   */
  const generations = new Map<string, number>();
  /** Reads running per file. */
  const readers = new Map<string, number>();

  const remove = async (blobId: string) => {
    generations.delete(fileIdOf(blobId));
    await unlink(layout.objectPath(blobId)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  };

  const keepable = async (blobId: string) => {
    if (options.maxKept === 0) return null;
    const file = await stat(layout.objectPath(blobId)).catch(() => null);
    if (!file || file.nlink !== 1 || file.size === 0 || !options.isReadWhole(file.size)) return null;
    return file.size;
  };

  return {
    async release(blobId) {
      const capacity = await keepable(blobId);
      if (capacity === null) return remove(blobId);
      kept.push({ fileId: fileIdOf(blobId), generation: generationOf(blobId), capacity });
      // The latest kept: the oldest goes (it may be too small for what is written now).
      const evicted = kept.length > options.maxKept ? kept.shift() : undefined;
      if (evicted) await remove(`${evicted.fileId}.${evicted.generation}`);
    },
    discard: remove,
    take(size) {
      const index = kept.findIndex((file) => file.capacity >= size && !readers.has(file.fileId));
      if (index < 0) return null;
      const [file] = kept.splice(index, 1);
      const generation = file.generation + 1;
      // From here a read of the earlier blob answers null: its bytes are about to change.
      generations.delete(file.fileId);
      generations.set(file.fileId, generation);
      const oldest = generations.keys().next();
      if (generations.size > (options.rememberedGenerations ?? GENERATIONS_REMEMBERED) && !oldest.done)
        generations.delete(oldest.value);
      return `${file.fileId}.${generation}`;
    },
    async read(blobId, open) {
      const fileId = fileIdOf(blobId);
      const current = generations.get(fileId);
      if (current !== undefined && current !== generationOf(blobId)) return null;
      readers.set(fileId, (readers.get(fileId) ?? 0) + 1);
      try {
        return await open();
      } finally {
        const left = (readers.get(fileId) ?? 1) - 1;
        if (left > 0) readers.set(fileId, left);
        else readers.delete(fileId);
      }
    },
    async close() {
      const files = kept.splice(0);
      await Promise.all(files.map((file) => remove(`${file.fileId}.${file.generation}`)));
    },
  };
}

/** About 2 MB of ids; 20 s of the peers bench's writes over kept files. */
const GENERATIONS_REMEMBERED = 20_000;
