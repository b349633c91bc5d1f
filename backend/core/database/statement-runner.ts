import type { Queryable, Row } from './database';

/** What both drivers report for one statement (the last one, when a simple query holds several). */
export interface StatementResult {
  rows: Row[];
  rowCount: number;
  command?: string;
}

export type StatementRunner = (sql: string, params?: unknown[]) => Promise<StatementResult>;

/** BEGIN … COMMIT on one session; any failure rolls back and rethrows. */
export async function runTransaction<T>(run: StatementRunner, work: (tx: Queryable) => Promise<T>): Promise<T> {
  let isFinished = false;
  const tx: Queryable = {
    query: async <R extends Row>(sql: string, params?: unknown[]) => {
      if (isFinished) throw new Error('This transaction has already finished; use the database, not the old tx.');
      const { rows, rowCount } = await run(sql, params);
      return { rows: rows as R[], rowCount };
    },
  };
  await run('BEGIN');
  try {
    const result = await work(tx);
    const commit = await run('COMMIT');
    // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK and no error; a caught
    // statement error inside `work` must not pass for success.
    if (commit.command === 'ROLLBACK') {
      throw new Error('The transaction was rolled back because a statement in it failed.');
    }
    return result;
  } catch (error) {
    await run('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    isFinished = true;
  }
}
