import type { Database, Queryable } from '../../core/database/database';
import { isDeadlock, isUniqueViolation } from '../../core/database/database-error';
import { retryingDeadlocks } from '../../core/database/retry-deadlocks';
import { RecordRuleError } from '../../../amplify/data/creator-records/record-rule-error';
import type { RecordDocument, RecordWrite, RecordsPort } from '../../../amplify/data/creator-records/records-port';
import { queueCountUp } from '../store/count-up-queue';
import { stringPath } from '../store/sql-params';
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
    async listByIndex(model, field, value, options) {
      // The field is the rules' own (never a request's), written as the declared index is, so
      // PostgreSQL reads that index rather than every record of the model.
      const limit = options?.limit === undefined ? '' : ` LIMIT ${Math.max(0, Math.floor(options.limit))}`;
      const { rows } = await db.query<{ doc: string }>(
        `SELECT doc::text AS doc FROM data_records WHERE model = $1 AND ${stringPath(field)} = $2${limit}`,
        [model, value],
      );
      return rows.map((row) => JSON.parse(row.doc) as RecordDocument);
    },
    // A unique index beside the primary key (0008's on usernames) refuses like a taken claim. One
    // write is one statement, atomic by itself: no BEGIN and COMMIT around it (two round trips
    // fewer; on PGlite, whose one session every request shares, that is most of a small write).
    // A deadlock's victim commits again (retry-deadlocks.ts); one that stays a victim is a Conflict,
    // as a conflicting transaction is on AWS.
    commit: (writes) =>
      retryingDeadlocks(() =>
        writes.length === 1 ? applyWrites(db, writes) : db.transaction((tx) => applyWrites(tx, writes)),
      ).catch((error: unknown) => {
        throw isUniqueViolation(error) || isDeadlock(error) ? conflict() : error;
      }),
    // Grouped with the counts that arrive while one runs, one statement per group (count-up-queue.ts).
    async countUp(model, id, counter, then) {
      const { counted, inserted } = await queueCountUp(db, { model, id, counter, then });
      if (counted && then && !inserted) throw conflict();
      return counted;
    },
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
