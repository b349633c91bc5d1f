import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DEFAULT_EMBEDDED_DB_SHARED_BUFFERS_MB } from '../config';
import { DatabaseError, type DatabaseErrorFields } from './database-error';
import type { Row } from './database';
import type { StatementResult } from './statement-runner';

type WorkerError = DatabaseErrorFields & { message: string };
type WorkerReply =
  | { ready: true }
  | { failed: WorkerError }
  | { id: number; result: StatementResult }
  | { id: number; error: WorkerError }
  | { id: number; closed: true }
  | { notice: { channel: string; payload: string } };

type StatementReply = { result: StatementResult } | { error: WorkerError } | { closed: true };

interface Pending {
  resolve(reply: StatementReply): void;
  reject(error: Error): void;
}

export interface PgliteWorkerClient {
  run(sql: string, params?: unknown[]): Promise<StatementResult>;
  /** LISTEN on `channel`: its notifications reach `onNotice` after the transaction that sent them commits. */
  listen(channel: string, onNotice: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

const WORKER_FILE = join(__dirname, 'pglite-worker.mjs');

/** How the embedded PostgreSQL is run (config.ts EmbeddedDatabaseConfig; its default when absent). */
export interface PgliteSettings {
  sharedBuffersMb: number;
}

const DEFAULT_SETTINGS: PgliteSettings = { sharedBuffersMb: DEFAULT_EMBEDDED_DB_SHARED_BUFFERS_MB };

/** Starts the worker that owns the PGlite files in `pgliteDir`; resolves once the database is open. */
export function startPgliteWorker(pgliteDir: string, settings: PgliteSettings = DEFAULT_SETTINGS): Promise<PgliteWorkerClient> {
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir: pgliteDir, sharedBuffersMb: settings.sharedBuffersMb } });
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };

  const send = (message: object): Promise<StatementReply> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
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
        rejectStart(
          new DatabaseError(
            `Could not open the embedded database in ${pgliteDir}: ${reply.failed.message}`,
            reply.failed,
          ),
        );
        return;
      }
      if ('notice' in reply) {
        for (const onNotice of listeners.get(reply.notice.channel) ?? []) onNotice(reply.notice.payload);
        return;
      }
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      waiter.resolve(reply);
    });

    const client: PgliteWorkerClient = {
      run: async (sql, params) => {
        const reply = await send({ sql, params });
        if ('error' in reply) {
          // Made here, after the await, so its stack is the caller's chain of awaits (V8's async
          // stack traces): the worker's own stack says nothing useful, and capturing a stack
          // before every statement in case it fails costs more than the statement's bookkeeping.
          const { message, ...fields } = reply.error;
          throw new DatabaseError(message, fields);
        }
        if (!('result' in reply))
          throw new Error('The embedded database answered a statement with no result.');
        adoptRows(reply.result.rows);
        return reply.result;
      },
      listen: async (channel, onNotice) => {
        let channelListeners = listeners.get(channel);
        if (!channelListeners) {
          channelListeners = new Set();
          listeners.set(channel, channelListeners);
          const reply = await send({ listen: channel });
          if ('error' in reply) throw new DatabaseError(reply.error.message, reply.error);
        }
        channelListeners.add(onNotice);
      },
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
 * Rows are the worker's fresh copies, so they are changed in place.
 */
function adoptRows(rows: Row[]): void {
  for (const row of rows) {
    for (const key in row) {
      const value = row[key];
      if (value !== null && typeof value === 'object') adoptValue(row, key, value);
    }
  }
}

function adoptValue(row: Row, key: string, value: object): void {
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]' && !(value instanceof Date)) row[key] = new Date((value as Date).getTime());
  else if (tag === '[object Uint8Array]') {
    const bytes = value as Uint8Array;
    row[key] = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
}
