import type { Queryable } from '../../core/database/database';

/**
 * Inserts a record as the record store wrote it before migration 0030 (its document only): for
 * the migration tests, whose stores are built at an older migration, where today's record store
 * (which also writes the record's facts) cannot write. The backend's start, or fillRecordFacts,
 * gives such rows their facts.
 */
export async function insertRecordBefore(db: Queryable, model: string, doc: { id: string } & Record<string, unknown>): Promise<boolean> {
  const { rowCount } = await db.query('INSERT INTO data_records (model, id, doc) VALUES ($1, $2, $3::jsonb) ON CONFLICT (model, id) DO NOTHING', [
    model,
    doc.id,
    JSON.stringify(doc),
  ]);
  return rowCount === 1;
}
