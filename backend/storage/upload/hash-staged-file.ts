import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ChecksumAlgorithm } from './checksums';

const WORKER_FILE = join(__dirname, 'hash-worker.mjs');

/** What the hashing worker computed over a staged file. */
export interface StagedFileDigests {
  md5: Buffer;
  /** Hex, when asked for. */
  sha256?: string;
  /** The x-amz-checksum-* value, when asked for. */
  checksum?: Buffer;
}

export interface StagedFileHasher {
  /** The file's first `bytes` bytes are written: hash up to there. */
  written(bytes: number): void;
  /** Hashes up to `bytes`, the file's final length, and gives the digests. */
  digest(bytes: number): Promise<StagedFileDigests>;
  /** Stops hashing a file that will not be kept. */
  discard(): void;
}

interface Answer {
  id: number;
  md5?: ArrayBuffer;
  sha256?: string;
  checksum?: ArrayBuffer;
  error?: string;
}

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve(digests: StagedFileDigests): void; reject(error: Error): void }>();

function hashingWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE);
  started.on('message', ({ id, md5, sha256, checksum, error }: Answer) => {
    const waiter = waiting.get(id);
    waiting.delete(id);
    if (error !== undefined || !md5) waiter?.reject(new Error(`Hashing the upload failed: ${error ?? 'no digest'}`));
    else waiter?.resolve({ md5: Buffer.from(md5), sha256, checksum: checksum && Buffer.from(checksum) });
  });
  const fail = (error: Error) => {
    worker = undefined;
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
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
 * Hashes a file while it is being written, on a worker thread: MD5 always (the ETag), SHA-256
 * and an x-amz-checksum-* algorithm when the client's claims need them. Hashing is the largest
 * cost of receiving an upload; this way it runs beside the network and disk work, and the main
 * thread hands over no bytes, only how far the file has been written.
 */
export function hashStagedFile(path: string, wanted: { sha256: boolean; checksum?: ChecksumAlgorithm }): StagedFileHasher {
  const id = nextId++;
  const target = hashingWorker();
  target.postMessage({ id, path, sha256: wanted.sha256, checksum: wanted.checksum });
  return {
    written(bytes) {
      target.postMessage({ id, written: bytes });
    },
    digest(bytes) {
      if (worker !== target) return Promise.reject(new Error('The hashing worker stopped while the upload came in.'));
      const result = new Promise<StagedFileDigests>((resolve, reject) => waiting.set(id, { resolve, reject }));
      target.postMessage({ id, written: bytes, end: true });
      return result;
    },
    discard() {
      target.postMessage({ id, discard: true });
    },
  };
}
