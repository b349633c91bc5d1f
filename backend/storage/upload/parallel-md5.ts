import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Bytes gathered before one message to the worker: few messages, little memory. */
const BATCH_BYTES = 1024 * 1024;
const WORKER_FILE = join(__dirname, 'md5-worker.mjs');

export interface ParallelMd5 {
  update(chunk: Uint8Array): void;
  digest(): Promise<Buffer>;
  /** Stops hashing a body that will not be kept. */
  discard(): void;
}

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve(digest: Buffer): void; reject(error: Error): void }>();

function hashingWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE);
  started.on('message', ({ id, digest }: { id: number; digest: ArrayBuffer }) => {
    waiting.get(id)?.resolve(Buffer.from(digest));
    waiting.delete(id);
  });
  const fail = (error: Error) => {
    worker = undefined;
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`The MD5 worker stopped (exit code ${code}).`)));
  // A worker nobody waits on must not keep the process alive. After the listeners: adding a
  // 'message' listener refs the worker again.
  started.unref();
  worker = started;
  return started;
}

/**
 * An MD5 computed on a worker thread while the body streams in: hashing is the largest cost of
 * receiving an upload, and this way it runs beside the network and disk work instead of in
 * between. Chunks are copied into batches whose memory is handed to the worker, not copied again.
 */
export function createParallelMd5(): ParallelMd5 {
  const id = nextId++;
  const target = hashingWorker();
  let batch = new Uint8Array(BATCH_BYTES);
  let filled = 0;
  const flush = (end = false) => {
    // A full batch is handed over whole; only the last, partial one is cut to size.
    const data = filled === BATCH_BYTES ? batch.buffer : filled > 0 ? batch.buffer.slice(0, filled) : undefined;
    target.postMessage({ id, data, end }, data ? [data] : []);
    batch = new Uint8Array(BATCH_BYTES);
    filled = 0;
  };
  return {
    update(chunk) {
      let offset = 0;
      while (offset < chunk.length) {
        const taken = Math.min(chunk.length - offset, BATCH_BYTES - filled);
        batch.set(chunk.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === BATCH_BYTES) flush();
      }
    },
    digest() {
      const result = new Promise<Buffer>((resolve, reject) => waiting.set(id, { resolve, reject }));
      flush(true);
      return result;
    },
    discard() {
      target.postMessage({ id, discard: true });
    },
  };
}
