import type { Database, Queryable } from '../../core/database/database';
import { RecordRuleError } from '../../../amplify/data/creator-records/record-rule-error';
import type { RecordDocument, RecordWrite, RecordsPort } from '../../../amplify/data/creator-records/records-port';
import { deleteRecord, findRecord, insertRecord, replaceRecord, upsertRecord } from '../store/record-store';

const conflict = () => new RecordRuleError('Conflict', 'A record changed meanwhile, or a name was just taken.');

/**
 * The records port of the creator and moderation rules over the local store: the same reads and
 * one-transaction commit the DynamoDB port gives on AWS. A claim's uniqueness is the store's
 * primary key (model, id), as a DynamoDB table's is.
 */
export function createSqlRecordsPort(db: Database): RecordsPort {
  return {
    get: (model, id) => findRecord(db, model, id) as Promise<RecordDocument | null>,
    async listByIndex(model, field, value) {
      const { rows } = await db.query<{ doc: string }>(
        'SELECT doc::text AS doc FROM data_records WHERE model = $1 AND doc->>$2 = $3',
        [model, field, value],
      );
      return rows.map((row) => JSON.parse(row.doc) as RecordDocument);
    },
    commit: (writes) => db.transaction((tx) => applyWrites(tx, writes)),
  };
}

async function applyWrites(tx: Queryable, writes: readonly RecordWrite[]): Promise<void> {
  for (const write of writes) {
    if (write.kind === 'create') {
      if (!(await insertRecord(tx, write.model, write.doc))) throw conflict();
    } else if (write.kind === 'put') {
      if (write.expectUpdatedAt) {
        const where = { where: `doc->>'updatedAt' = $1`, params: [write.expectUpdatedAt] };
        if (!(await replaceRecord(tx, write.model, write.doc, where))) throw conflict();
      } else {
        await upsertRecord(tx, write.model, write.doc);
      }
    } else {
      await deleteRecord(tx, write.model, write.id);
    }
  }
}
