import { LRUCache } from 'lru-cache';
import { totalLength } from '../bytes-stream';

/** Memory the remembered bytes may take in all (issue 50: a few hundred small objects). */
export const BLOB_BYTES_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Larger blobs are always read from their file (as those of a large object are streamed). */
export const BLOB_BYTES_MAX_OBJECT_BYTES = 256 * 1024;

/**
 * The bytes of small blobs this process wrote or read lately, by blob id, so a GET of a small
 * object reads no file (three thread-pool calls and a copy fewer). Correct on any number of
 * instances and with any catalogue: a blob's bytes never change once its id is in the catalogue
 * (every write makes a new blob with a new random id, disk-object-store.ts), so bytes found here
 * are exactly what the blob's file holds. Which blob a key names is still decided by the
 * catalogue on every request. A removed blob is forgotten when its removal is decided, as its
 * file is unlinked; a reader that found the old entry before that may still get its bytes, as it
 * would from a file it opened before the unlink.
 */
export interface BlobBytesCache {
  /** The blob's bytes, in pieces. */
  get(blobId: string): readonly Buffer[] | undefined;
  /** Remembers a blob's bytes (the whole blob, exactly as its file holds it, in pieces) when small enough. */
  remember(blobId: string, pieces: readonly Buffer[]): void;
  forget(blobId: string): void;
  /** Whether a blob of `size` bytes would be remembered. */
  fits(size: number): boolean;
  /** Bytes held in all. */
  readonly bytes: number;
}

export function createBlobBytesCache(options: { maxBytes?: number; maxObjectBytes?: number } = {}): BlobBytesCache {
  const maxBytes = options.maxBytes ?? BLOB_BYTES_CACHE_MAX_BYTES;
  const maxObjectBytes = Math.min(options.maxObjectBytes ?? BLOB_BYTES_MAX_OBJECT_BYTES, maxBytes);
  // Counted by the memory the pieces keep (an empty blob one byte, so the entries stay bounded).
  const entries = new LRUCache<string, { pieces: readonly Buffer[]; held: number }>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.held) });
  const fits = (size: number) => size <= maxObjectBytes;
  return {
    get: (blobId) => entries.get(blobId)?.pieces,
    remember(blobId, pieces) {
      if (!fits(totalLength(pieces))) return;
      const kept = keepable(pieces);
      entries.set(blobId, { pieces: kept, held: heldBytes(kept) });
    },
    forget(blobId) {
      entries.delete(blobId);
    },
    fits,
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

/**
 * The pieces as they are when they keep little more memory than their bytes (a body's pieces are
 * views of the buffers its socket reads filled: no copy); else one copy owning exactly its bytes,
 * so a small body does not keep a large read buffer alive.
 */
export function keepable(pieces: readonly Buffer[]): readonly Buffer[] {
  const size = totalLength(pieces);
  if (heldBytes(pieces) <= 2 * size + 4096) return pieces;
  const joined = Buffer.allocUnsafeSlow(size);
  let offset = 0;
  for (const piece of pieces) offset += piece.copy(joined, offset);
  return [joined];
}

/** The memory the pieces keep alive: their buffers' whole sizes, each buffer counted once. */
export function heldBytes(pieces: readonly Buffer[]): number {
  const buffers = new Set<ArrayBufferLike>();
  let held = 0;
  for (const piece of pieces) {
    if (buffers.has(piece.buffer)) continue;
    buffers.add(piece.buffer);
    held += piece.buffer.byteLength;
  }
  return held;
}
