import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DatabaseError, type DatabaseErrorFields } from './database-error';
import type { Row } from './database';
import type { StatementResult } from './statement-runner';

type WorkerError = DatabaseErrorFields & { message: string };
type WorkerReply =
  | { ready: true }
  | { failed: WorkerError }
  | { id: number; result: StatementResult }
  | { id: number; error: WorkerError }
  | { id: number; closed: true };

interface Pending {
  resolve(value: StatementResult | undefined): void;
  reject(error: Error): void;
  callSite: Error;
}

export interface PgliteWorkerClient {
  /** `callSite`: an Error made where the caller asked, whose stack a failure will carry. */
  run(sql: string, params?: unknown[], callSite?: Error): Promise<StatementResult>;
  close(): Promise<void>;
}

const WORKER_FILE = join(__dirname, 'pglite-worker.mjs');

/** Starts the worker that owns the PGlite files in `pgliteDir`; resolves once the database is open. */
export function startPgliteWorker(pgliteDir: string): Promise<PgliteWorkerClient> {
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir: pgliteDir } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };

  const send = (message: object, callSite = new Error()): Promise<StatementResult | undefined> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, callSite });
      worker.postMessage({ id, ...message });
    });
  };

  return new Promise((resolveStart, rejectStart) => {
    worker.on('error', (error) => {
      failAll(error);
      rejectStart(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The embedded database stopped (worker exit code ${code}).`);
      failAll(error);
      rejectStart(error);
    });
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        resolveStart(client);
        return;
      }
      if ('failed' in reply) {
        void worker.terminate();
        rejectStart(new DatabaseError(`Could not open the embedded database in ${pgliteDir}: ${reply.failed.message}`, reply.failed));
        return;
      }
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if ('error' in reply) {
        const { message, ...fields } = reply.error;
        const error = new DatabaseError(message, fields);
        // The worker's stack says nothing useful; the caller's does.
        error.stack = `${error.name}: ${message}\n${waiter.callSite.stack?.split('\n').slice(1).join('\n') ?? ''}`;
        waiter.reject(error);
      } else {
        waiter.resolve('result' in reply ? { ...reply.result, rows: reply.result.rows.map(adoptRow) } : undefined);
      }
    });

    const client: PgliteWorkerClient = {
      run: async (sql, params, callSite) => (await send({ sql, params }, callSite)) as StatementResult,
      close: async () => {
        if (failure) return;
        await send({ close: true });
        failure = new Error('The embedded database is closed.');
        await worker.terminate();
      },
    };
  });
}

/**
 * Values arrive as copies made in Node's main realm; re-creating dates in this realm keeps
 * `instanceof Date` true under Jest, and bytea becomes a Buffer as node-postgres returns it.
 */
function adoptRow(row: Row): Row {
  for (const [key, value] of Object.entries(row)) {
    if (value === null || typeof value !== 'object') continue;
    const tag = Object.prototype.toString.call(value);
    if (tag === '[object Date]' && !(value instanceof Date)) row[key] = new Date((value as Date).getTime());
    else if (tag === '[object Uint8Array]') {
      const bytes = value as Uint8Array;
      row[key] = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
  }
  return row;
}
