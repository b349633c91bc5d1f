// Hosts the embedded PostgreSQL (PGlite) on its own thread. PGlite runs queries synchronously in
// WebAssembly, so here they do not stall the HTTP server; and it loads with dynamic import(),
// which a worker (unlike Jest's module sandbox) supports as Node does. Plain JS: no loader runs here.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { createPreparedStatements } from './pglite-statements.mjs';

const INT8 = 20;
/**
 * PGlite is one session: PostgreSQL's default of 100 connections only sizes shared memory (lock
 * table, process slots) for sessions that never come. Above superuser_reserved_connections (3).
 */
const MAX_CONNECTIONS = 8;
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
    // Shared memory is allocated, and touched, in full at start: its size is what the database holds
    // in memory however little it reads (initdb's postgresql.conf says 128 MB; config.ts explains the default).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${workerData.sharedBuffersMb}MB`,
      '-c',
      `max_connections=${MAX_CONNECTIONS}`,
    ],
  });
  statements = createPreparedStatements(db);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: describeError(error) });
}

parentPort.on('message', async (message) => {
  if (message.close) {
    await db?.close();
    parentPort.postMessage({ id: message.id, closed: true });
    return;
  }
  try {
    parentPort.postMessage({ id: message.id, result: await runStatement(db, message.sql, message.params) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: describeError(error) });
  }
});
