import { join } from 'node:path';
import { createPgliteDataDir } from './create-pglite-data-dir';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database, Row } from './database';
import { startPgliteWorker, type PgliteSettings } from './pglite-worker-client';
import { createSerialQueue } from './serialize';
import { runTransaction } from './statement-runner';

/**
 * PGlite persisted in `<dataDir>/pglite`, owned by this process through `<dataDir>/pglite.lock`;
 * a missing folder is created first by a short-lived process (create-pglite-data-dir.ts).
 * PGlite is one session, so statements run one at a time, in the order they were asked for, and a
 * transaction holds the session until it ends: inside `transaction(work)` use `tx`, never the
 * database itself (that would wait forever).
 */
export async function openEmbeddedDatabase(dataDir: string, settings?: PgliteSettings): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  const pgliteDir = join(dataDir, 'pglite');
  let client;
  try {
    await createPgliteDataDir(pgliteDir, settings);
    client = await startPgliteWorker(pgliteDir, settings);
  } catch (error) {
    lock.release();
    throw error;
  }
  const serial = createSerialQueue();
  // Tasks holding the session or waiting for it: while there are none, a statement is sent at once,
  // behind those already sent (the worker runs them in the order they came), so the worker goes
  // from one to the next without waiting for this thread to hear of each answer and send the next.
  let queued = 0;
  const exclusive = async <T>(task: () => Promise<T>): Promise<T> => {
    queued += 1;
    try {
      return await serial(task);
    } finally {
      queued -= 1;
    }
  };
  let closing: Promise<void> | undefined;

  return {
    query: async <T extends Row>(sql: string, params?: unknown[]) => {
      const { rows, rowCount } = await (queued === 0 ? client.run(sql, params) : exclusive(() => client.run(sql, params)));
      return { rows: rows as T[], rowCount };
    },
    transaction: (work) => exclusive(() => runTransaction(client.run, work)),
    listen: (channel, onNotice) => exclusive(() => client.listen(channel, onNotice)),
    stopsLongStatements: false,
    runsAsWebAssembly: true,
    close: () => {
      closing ??= exclusive(() => client.close()).finally(() => lock.release());
      return closing;
    },
  };
}
