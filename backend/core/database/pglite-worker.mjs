// Hosts the embedded PostgreSQL (PGlite) on its own thread. PGlite runs queries synchronously in
// WebAssembly, so here they do not stall the HTTP server; and it loads with dynamic import(),
// which a worker (unlike Jest's module sandbox) supports as Node does. Plain JS: no loader runs here.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteServerParams } from './pglite-server-params.mjs';
import { createPreparedStatements } from './pglite-statements.mjs';

const INT8 = 20;
const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint'];

function describeError(error) {
  const described = { message: error instanceof Error ? error.message : String(error) };
  for (const field of ERROR_FIELDS) {
    if (error && error[field] !== undefined) described[field] = error[field];
  }
  return described;
}

async function runStatement(db, sql, params) {
  // Without parameters the simple protocol runs (as node-postgres does), so a migration file may hold many statements.
  if (!params || params.length === 0) statements.noteUnprepared(sql);
  const result = params && params.length > 0 ? await statements.run(sql, params) : (await db.exec(sql)).at(-1);
  if (!result) return { rows: [], rowCount: 0, command: undefined };
  return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length, command: result.command };
}

let db;
let statements;
try {
  // int8 as text, as node-postgres returns it, so services see the same values on either database.
  db = await PGlite.create(workerData.dataDir, {
    parsers: { [INT8]: (value) => value },
    // A new folder was made by pglite-initdb.mjs; this opens it (PGlite would run initdb here otherwise).
    startParams: [...PGlite.defaultStartParams, ...pgliteServerParams(workerData)],
  });
  statements = createPreparedStatements(db);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: describeError(error) });
}

// One message at a time, in the order they came: the main thread may send statements before the
// ones it sent earlier have answered (open-embedded-database.ts), and a statement's steps (closing
// forgotten statements, preparing, running) must not interleave with the next one's.
let handled = Promise.resolve();
parentPort.on('message', (message) => {
  handled = handled.then(() => handle(message));
});

async function handle(message) {
  if (message.close) {
    await db?.close().catch(() => undefined);
    parentPort.postMessage({ id: message.id, closed: true });
    return;
  }
  try {
    if (message.listen) {
      // Notifications (data-record changes, migration 0024) go to the main thread as they arrive.
      await db.listen(message.listen, (payload) => parentPort.postMessage({ notice: { channel: message.listen, payload } }));
      parentPort.postMessage({ id: message.id, result: { rows: [], rowCount: 0, command: 'LISTEN' } });
      return;
    }
    parentPort.postMessage({ id: message.id, result: await runStatement(db, message.sql, message.params) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: describeError(error) });
  }
}
