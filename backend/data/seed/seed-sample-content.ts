import type { GraphQLInputObjectType } from 'graphql';
import type { Database, Queryable } from '../../core/database/database';
import { findModel, type DataModels } from '../declaration/data-model';
import { hasRecords, insertRecord } from '../store/record-store';
import { withIntegrityRecords } from './integrity-records';
import { toStoredRecord, type SeedContent } from './to-stored-record';

export const SAMPLE_SEED_NAME = 'sample-content';
// Any fixed number: instances starting together on an empty PostgreSQL seed once.
const SEED_LOCK_KEY = 4_201_734_621;

export interface SeedContext {
  db: Database;
  /** Each model's CreateXInput (graphql/build-data-schema.ts createRecordInputTypes). */
  recordInputs: ReadonlyMap<string, GraphQLInputObjectType>;
  models: DataModels;
  now?: () => Date;
}

/**
 * Loads the sample content into an empty store, once: a store that already holds records, or
 * that was seeded before (and emptied on purpose since), is left alone. Returns how many records
 * were written (0 when nothing was done). All or nothing: one transaction.
 */
export async function seedSampleContent(context: SeedContext, content: SeedContent): Promise<number> {
  return context.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query('SELECT 1 FROM data_seeds WHERE name = $1', [SAMPLE_SEED_NAME]);
    if (rows.length > 0 || (await hasRecords(tx))) return 0;
    const count = await writeContent(tx, context, withIntegrityRecords(content));
    await tx.query('INSERT INTO data_seeds (name, record_count) VALUES ($1, $2)', [SAMPLE_SEED_NAME, count]);
    return count;
  });
}

/**
 * Puts every sample record back as it was first loaded. Records users made stay, unless `wipe`
 * is set, which first removes every record of the sample's models.
 */
export async function resetSampleContent(
  context: SeedContext,
  content: SeedContent,
  options: { wipe?: boolean } = {},
): Promise<number> {
  const arranged = withIntegrityRecords(content);
  return context.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    for (const [modelName, records] of Object.entries(arranged)) {
      if (options.wipe) await tx.query('DELETE FROM data_records WHERE model = $1', [modelName]);
      else
        await tx.query('DELETE FROM data_records WHERE model = $1 AND id = ANY($2::text[])', [
          modelName,
          (records ?? []).map((record) => record.id),
        ]);
    }
    const count = await writeContent(tx, context, arranged);
    await tx.query(
      `INSERT INTO data_seeds (name, record_count) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET record_count = EXCLUDED.record_count, applied_at = now()`,
      [SAMPLE_SEED_NAME, count],
    );
    return count;
  });
}

async function writeContent(tx: Queryable, context: SeedContext, content: SeedContent): Promise<number> {
  const now = (context.now?.() ?? new Date()).toISOString();
  let count = 0;
  for (const [modelName, records] of Object.entries(content)) {
    const model = findModel(context.models, modelName);
    for (const record of records ?? []) {
      const doc = toStoredRecord(context.recordInputs, model, record, now);
      if (!(await insertRecord(tx, model.name, doc)))
        throw new Error(`Sample content has ${modelName} ${record.id} twice.`);
      count += 1;
    }
  }
  return count;
}
