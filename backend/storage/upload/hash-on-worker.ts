import { join } from 'node:path';
import { types } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { ChecksumAlgorithm } from './checksums';

const WORKER_FILE = join(__dirname, 'hash-worker.mjs');

/**
 * Bytes handed to the worker and not yet hashed, over all uploads, past which writers wait for it
 * to catch up: a worker starved of CPU must not let bodies pile up in memory.
 */
export const MAX_UNHASHED_BYTES = 32 * 1024 * 1024;

/** What the hashing worker computed over a staged file's bytes. */
export interface StagedFileDigests {
  md5: Buffer;
  /** Hex, when asked for. */
  sha256?: string;
  /** The x-amz-checksum-* value, when asked for. */
  checksum?: Buffer;
}

export interface StagedFileHasher {
  /**
   * These pieces, in order, are now in the staged file, which is `bytes` long. They are handed
   * over: the caller must not read or reuse them afterwards. A promise means: wait for it before
   * writing more (the hasher is behind).
   */
  written(pieces: readonly Buffer[], bytes: number): Promise<void> | undefined;
  /** The digests of everything handed over, which must come to `bytes`, the file's final length. */
  digest(bytes: number): Promise<StagedFileDigests>;
  /** Stops hashing a file that will not be kept. */
  discard(): void;
}

interface Answer {
  id?: number;
  /** Sent after each batch of pieces: how many bytes the worker has just hashed. */
  hashed?: number;
  md5?: ArrayBuffer;
  sha256?: string;
  checksum?: ArrayBuffer;
  error?: string;
}

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve(digests: StagedFileDigests): void; reject(error: Error): void }>();
let unhashedBytes = 0;
/** Writers waiting for the worker to catch up. */
let caughtUp: (() => void)[] = [];

function releaseWriters(): void {
  const writers = caughtUp;
  caughtUp = [];
  for (const resume of writers) resume();
}

function hashingWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE);
  started.on('message', ({ id, hashed, md5, sha256, checksum, error }: Answer) => {
    if (hashed !== undefined) {
      unhashedBytes -= hashed;
      // Half way down, so writers do not wake for every batch.
      if (unhashedBytes <= MAX_UNHASHED_BYTES / 2) releaseWriters();
      return;
    }
    if (id === undefined) return;
    const waiter = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined || !md5) waiter?.reject(new Error(`Hashing the upload failed: ${error ?? 'no digest'}`));
    else waiter?.resolve({ md5: Buffer.from(md5), sha256, checksum: checksum && Buffer.from(checksum) });
  });
  const fail = (error: Error) => {
    worker = undefined;
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
    // Nothing more will be hashed: the writers go on and their digests fail.
    unhashedBytes = 0;
    releaseWriters();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The hashing worker stopped (exit code ${code}).`)));
  // A worker nobody waits on must not keep the process alive. After the listeners: adding a
  // 'message' listener refs the worker again.
  started.unref();
  worker = started;
  return started;
}

/**
 * The pieces as the worker gets them. A piece that is the whole of its memory (a request body's
 * pieces are: Node copies each into memory of its own) is moved, not copied; any other piece is
 * copied first, so memory that something else may still use is never taken from it.
 */
function handOver(pieces: readonly Buffer[]): { views: Uint8Array[]; moved: ArrayBuffer[] } {
  const moved = new Set<ArrayBuffer>();
  const views = pieces.map((piece) => {
    const memory = piece.buffer;
    if (types.isArrayBuffer(memory) && piece.byteOffset === 0 && piece.byteLength === memory.byteLength && !moved.has(memory)) {
      moved.add(memory);
      return piece;
    }
    const copy = new Uint8Array(piece);
    moved.add(copy.buffer);
    return copy;
  });
  return { views, moved: [...moved] };
}

/**
 * Hashes an upload on a worker thread: MD5 always (the ETag), SHA-256 and an x-amz-checksum-*
 * algorithm when the client's claims need them. The staged file's writer hands each batch of
 * pieces over once it is written, so the bytes hashed are the bytes kept. Moving the pieces to the
 * worker, rather than letting them wait here for the garbage collector, matters as much as the
 * hashing: 50 MB of body pieces counted against the server's heap made V8 mark the whole heap
 * (the site included) about twice per 50 MB upload.
 */
export function hashOnWorker(wanted: { sha256: boolean; checksum?: ChecksumAlgorithm }): StagedFileHasher {
  const id = nextId++;
  const target = hashingWorker();
  target.postMessage({ id, start: { sha256: wanted.sha256, checksum: wanted.checksum } });
  return {
    written(pieces) {
      if (worker !== target || pieces.length === 0) return undefined;
      const { views, moved } = handOver(pieces);
      for (const view of views) unhashedBytes += view.byteLength;
      target.postMessage({ id, pieces: views }, moved);
      if (unhashedBytes <= MAX_UNHASHED_BYTES) return undefined;
      return new Promise<void>((resolve) => caughtUp.push(resolve));
    },
    digest(bytes) {
      if (worker !== target) return Promise.reject(new Error('The hashing worker stopped while the upload came in.'));
      const result = new Promise<StagedFileDigests>((resolve, reject) => waiting.set(id, { resolve, reject }));
      target.postMessage({ id, end: bytes });
      return result;
    },
    discard() {
      target.postMessage({ id, discard: true });
    },
  };
}
