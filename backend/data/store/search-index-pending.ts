import type { Queryable } from '../../core/database/database';

/**
 * Moves the entries waiting in the pending lists of search_entries' GIN indexes (the search words,
 * migration 0020) into the indexes proper; returns how many pending pages it emptied.
 *
 * A GIN index takes new rows into a pending list (up to gin_pending_list_limit, 4 MB), merged into
 * the index by VACUUM or once the list is full. Every search reads the whole list: after a bulk
 * load of the content-scale store (310,000 records) the lists held ~950 pages, 2-17 ms of every
 * search's index scans against ~0.05 ms once merged (psql, PostgreSQL). PGlite never vacuums on
 * its own and a PostgreSQL server may not either, so the start merges them, as it checks the fact
 * tables: records loaded straight into the table are searched at full speed after a restart.
 */
export async function mergeSearchIndexPending(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ pages: string }>(
    `SELECT coalesce(sum(gin_clean_pending_list(c.oid)), 0) AS pages
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE i.indrelid = 'search_entries'::regclass AND a.amname = 'gin'`,
  );
  return Number(rows[0]?.pages ?? 0);
}
