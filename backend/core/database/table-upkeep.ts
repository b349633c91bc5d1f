import type { Queryable } from './database';
import type { Logger } from '../log';

/** How often the embedded database's tables are looked at (it has no autovacuum of its own). */
export const UPKEEP_INTERVAL_MS = 5 * 60 * 1000;
/** Smaller tables are read whole whatever the plan: they are left alone, which keeps starts quick. */
const SMALL_TABLE_BYTES = 1024 * 1024;

type TableState = {
  relname: string;
  reltuples: number;
  never_analyzed: boolean;
  never_vacuumed: boolean;
  n_mod_since_analyze: number;
  n_dead_tup: number;
  n_ins_since_vacuum: number;
};

/**
 * What PostgreSQL's autovacuum would do now, by its default thresholds: ANALYZE a table never
 * analysed or changed by more than a tenth since, VACUUM one never vacuumed, or with many dead rows
 * or many rows inserted since (which also marks pages all-visible, so counts can be answered from indexes).
 * Without fresh statistics the planner guesses: after a bulk load of 100,000 records it chose
 * plans forty times slower. Returns the tables it worked on.
 */
export async function keepTablesUp(db: Queryable, log: Logger, { vacuum }: { vacuum: boolean }): Promise<string[]> {
  const { rows } = await db.query<TableState>(
    `SELECT s.relname, greatest(c.reltuples, 0)::float8 AS reltuples,
            (s.last_analyze IS NULL AND s.last_autoanalyze IS NULL) AS never_analyzed,
            (s.last_vacuum IS NULL AND s.last_autovacuum IS NULL) AS never_vacuumed,
            s.n_mod_since_analyze::float8 AS n_mod_since_analyze, s.n_dead_tup::float8 AS n_dead_tup,
            s.n_ins_since_vacuum::float8 AS n_ins_since_vacuum
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = current_schema() AND pg_relation_size(s.relid) >= $1`,
    [SMALL_TABLE_BYTES],
  );
  const done: string[] = [];
  for (const table of rows) {
    const size = Number(table.reltuples);
    // A table never vacuumed whose counters say nothing happened (a database copied from a template,
    // counters reset by a crash or an upgrade): its pages were never marked all-visible either (the
    // 10x bench's kept store, restored as a copy: /profiles' total read every row, 765 ms cold).
    const needsVacuum =
      vacuum && (table.never_vacuumed || Number(table.n_dead_tup) > 50 + 0.2 * size || Number(table.n_ins_since_vacuum) > 1000 + 0.2 * size);
    const needsAnalyze = table.never_analyzed || Number(table.n_mod_since_analyze) > 50 + 0.1 * size;
    if (!needsVacuum && !needsAnalyze) continue;
    const name = `"${table.relname.replace(/"/g, '""')}"`;
    const began = Date.now();
    await db.query(needsVacuum ? `VACUUM (ANALYZE) ${name}` : `ANALYZE ${name}`);
    done.push(table.relname);
    log.info(`[database] ${needsVacuum ? 'vacuumed and analysed' : 'analysed'} ${table.relname} (${size} rows before) in ${Date.now() - began} ms`);
  }
  return done;
}

/**
 * Whether this instance must keep its tables up itself: always on the embedded database (it has no
 * autovacuum), and on a PostgreSQL server whose autovacuum is off. Without VACUUM no page is marked
 * all-visible, so a deep list window or a count that an index alone could answer reads every row
 * instead, and after a bulk load statistics are never refreshed.
 */
export async function keepsOwnTables(db: Queryable, isEmbedded: boolean): Promise<boolean> {
  if (isEmbedded) return true;
  const { rows } = await db.query<{ autovacuum: string }>('SHOW autovacuum');
  return rows[0]?.autovacuum !== 'on';
}
