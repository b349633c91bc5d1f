import type { Database } from '../../core/database/database';
import { fillRecordFactsAtStart } from './record-facts';

// Any fixed number: instances starting together on one PostgreSQL check the tables one at a time.
const FACTS_LOCK_KEY = 4_201_734_621;

/**
 * The tables migrations 0013, 0014, 0016, 0020 and 0041 keep beside data_records (ban_facts, brief_facts,
 * brief_choices, model_counts, record_facts, search_entries, profile_counts) are written by triggers; a load that bypassed them (pg_restore
 * --disable-triggers, a replica that copied data_records alone) would leave figures short. At start
 * their counts are compared with the records', and on any difference the tables are rebuilt from the
 * records. Records without facts (migration 0030) get theirs first. Returns whether it wrote any.
 */
export async function ensureContentFacts(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FACTS_LOCK_KEY]);
    // The records' own facts first (migration 0030): what the tables below are built from.
    const filled = await fillRecordFactsAtStart(tx);
    const { rows } = await tx.query<{ is_current: boolean; are_counts_current: boolean; are_profile_counts_current: boolean; are_record_facts_current: boolean }>(
      `SELECT (SELECT count(*) FROM ban_facts) = (SELECT count(*) FROM data_records WHERE model = 'PlatformBan')
          AND (SELECT count(*) FROM brief_facts) =
              (SELECT count(*) FROM data_records WHERE model = 'Brief' AND facts->>'status' = 'PUBLISHED')
          AND NOT EXISTS (SELECT 1 FROM brief_choices c WHERE NOT EXISTS (SELECT 1 FROM brief_facts f WHERE f.id = c.brief_id))
          AS is_current,
          (SELECT count(*) FROM model_counts) = 4
          AND NOT EXISTS (SELECT 1 FROM model_counts m WHERE m.count <> (SELECT count(*) FROM data_records r WHERE r.model = m.model))
          AS are_counts_current,
          (SELECT count(*) FROM profile_counts) = 1
          AND (SELECT with_records FROM profile_counts) = count_profiles_with_records()
          AS are_profile_counts_current,
          (SELECT count(*) FROM record_facts) = (SELECT count(*) FROM data_records WHERE model IN ('PlatformBan', 'ShadowbanExperience'))
          AS are_record_facts_current`,
    );
    if (!rows[0]?.is_current) await tx.query('SELECT rebuild_content_facts()');
    if (!rows[0]?.are_counts_current) await tx.query('SELECT rebuild_model_counts()');
    if (!rows[0]?.are_profile_counts_current) await tx.query('SELECT rebuild_profile_counts()');
    // Migration 0016's per-platform figures of bans and reports.
    if (!rows[0]?.are_record_facts_current) await tx.query('SELECT rebuild_record_facts()');
    // Migration 0020's search words: one row per public record, counted per model against the tables
    // just checked (counting the records themselves again, brief statuses included, took ~1 s).
    const { rows: search } = await tx.query<{ is_current: boolean }>(
      `SELECT NOT EXISTS (
         SELECT 1 FROM (SELECT model, count(*) AS n FROM search_entries GROUP BY model) entries
           FULL JOIN (SELECT 'Brief' AS model, count(*) AS n FROM brief_facts
                      UNION ALL SELECT 'PlatformBan', count(*) FROM ban_facts
                      UNION ALL SELECT model, count FROM model_counts) records USING (model)
          WHERE coalesce(entries.n, 0) <> coalesce(records.n, 0)) AS is_current`,
    );
    if (!search[0]?.is_current) await tx.query('SELECT rebuild_search_entries()');
    return (
      filled > 0 ||
      !rows[0]?.is_current ||
      !rows[0]?.are_counts_current ||
      !rows[0]?.are_profile_counts_current ||
      !rows[0]?.are_record_facts_current ||
      !search[0]?.is_current
    );
  });
}
