import type { Database } from '../../core/database/database';

// Any fixed number: instances starting together on one PostgreSQL check the tables one at a time.
const FACTS_LOCK_KEY = 4_201_734_621;

/**
 * The tables migration 0013 keeps beside data_records (ban_facts, brief_facts, brief_choices) are
 * written by triggers; a load that bypassed them (pg_restore --disable-triggers, a replica that
 * copied data_records alone) would leave figures short. At start their row counts are compared with
 * the records', and on any difference the tables are rebuilt from the records. Returns whether it
 * rebuilt them.
 */
export async function ensureContentFacts(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FACTS_LOCK_KEY]);
    const { rows } = await tx.query<{ is_current: boolean }>(
      `SELECT (SELECT count(*) FROM ban_facts) = (SELECT count(*) FROM data_records WHERE model = 'PlatformBan')
          AND (SELECT count(*) FROM brief_facts) =
              (SELECT count(*) FROM data_records WHERE model = 'Brief' AND (doc->>'status') COLLATE "C" = 'PUBLISHED')
          AND NOT EXISTS (SELECT 1 FROM brief_choices c WHERE NOT EXISTS (SELECT 1 FROM brief_facts f WHERE f.id = c.brief_id))
          AS is_current`,
    );
    if (rows[0]?.is_current) return false;
    await tx.query('SELECT rebuild_content_facts()');
    return true;
  });
}
