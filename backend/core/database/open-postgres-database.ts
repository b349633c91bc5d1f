import pg from 'pg';
import type { Database, Row } from './database';
import { runTransaction, type StatementResult } from './statement-runner';

/**
 * No JIT compilation on the product's connections: PostgreSQL compiles a statement it estimates
 * costly (jit_above_cost), which a common word's search or a count over a million records is, and
 * at the 10x store compiling took longer than such a statement's own work (docs/scaling.md).
 */
const NO_JIT = '-c jit=off';

/**
 * The address with NO_JIT added to its `options` (node-postgres takes an address's options over a
 * pool setting, so the setting goes into the address); an address that is not a URL as it is.
 */
export function withoutJit(connectionString: string): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return connectionString;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') return connectionString;
  const options = url.searchParams.get('options');
  url.searchParams.set('options', options ? `${options} ${NO_JIT}` : NO_JIT);
  return url.toString();
}

/** A pool on a PostgreSQL server; each transaction gets a client of its own. Fails fast when unreachable. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  // Idle connections are kept (node-postgres closes them after 10 s by default), so a request after a
  // quiet spell does not open them again: a new connection and its first statement took 4-98 ms
  // against 1-13 ms on a used one (issue 46, load 20), and the admin dashboard opens six at once.
  // allowExitOnIdle lets a script or a test worker whose connections are all idle exit.
  const pool = new pg.Pool({ connectionString: withoutJit(connectionString), max: 10, idleTimeoutMillis: 0, allowExitOnIdle: true });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[database] idle PostgreSQL connection failed:', error.message));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new Error(`Could not connect to the PostgreSQL server of DATABASE_URL (${describeServer(connectionString)}): ${(error as Error).message}`);
  }
  let closing: Promise<void> | undefined;

  return {
    query: async <T extends Row>(sql: string, params?: unknown[]) => {
      const { rows, rowCount } = lastResult(await pool.query(sql, params));
      return { rows: rows as T[], rowCount };
    },
    transaction: async (work) => {
      const client = await pool.connect();
      let isBroken = false;
      try {
        return await runTransaction(async (sql, params) => {
          try {
            return lastResult(await client.query(sql, params));
          } catch (error) {
            isBroken = !(error instanceof pg.DatabaseError);
            throw error;
          }
        }, work);
      } finally {
        // A client that failed below SQL (connection lost) is discarded rather than reused.
        client.release(isBroken);
      }
    },
    stopsLongStatements: true,
    runsAsWebAssembly: false,
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** A parameterless query may hold several statements; node-postgres then answers with an array. */
function lastResult(result: pg.QueryResult | pg.QueryResult[]): StatementResult {
  const last = Array.isArray(result) ? result.at(-1) : result;
  if (!last) return { rows: [], rowCount: 0 };
  return { rows: last.rows, rowCount: last.rowCount ?? last.rows.length, command: last.command };
}

/** host:port/database, never the password. */
export function describeServer(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'unparsable URL';
  }
}
