import type { Queryable } from '../../core/database/database';
import { DataApiError, badRequest } from '../operations/data-api-error';
import type { DataRequestContext } from '../operations/request-context';
import { findRecord, insertRecord } from '../store/record-store';

/** Marks outlive their UTC day by a day (as the DynamoDB TTL does on AWS), then go. */
const MARK_LIFETIME_SECONDS = 2 * 24 * 60 * 60;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
const MARK_MODEL = 'ViewMark';

/**
 * What a guest may see of each model with views: only published briefs, every stream. A Map, so
 * a model named like an Object.prototype member (`constructor`) is simply not viewable.
 */
type Viewable = { sql: string; test: (doc: Record<string, unknown>) => boolean; missing: string };
const VIEWABLE = new Map<string, Viewable>([
  ['Brief', { sql: `doc->>'status' = 'PUBLISHED'`, test: (doc) => doc.status === 'PUBLISHED', missing: 'published Brief' }],
  ['Stream', { sql: 'TRUE', test: () => true, missing: 'Stream' }],
]);

const lastPurge = new WeakMap<object, number>();

/**
 * recordView(model, id, visitorId) – one view per visitor, record and UTC day. The first call of
 * the day stores a mark (model#id#visitor#day) and adds one to the record's views in the same
 * transaction; a reload, a second tab or a replay finds the mark and only reads the count. The
 * AppSync JS pipeline in amplify/data/record-view/ does the same on AWS.
 */
export async function recordView(
  ctx: DataRequestContext,
  args: Record<string, unknown>,
): Promise<{ views: number; counted: boolean }> {
  const model = String(args.model);
  const id = String(args.id);
  const visitorId = String(args.visitorId);
  const viewable = VIEWABLE.get(model);
  if (!viewable) throw badRequest(`${model} records have no views.`);
  if (!VISITOR_ID.test(visitorId))
    throw badRequest('visitorId must be 8 to 64 letters, digits, dashes or underscores.');
  const notFound = new DataApiError('NotFound', `No ${viewable.missing} with id ${id}.`);
  const now = ctx.now();
  const nowIso = now.toISOString();
  const mark = {
    id: `${model}#${id}#${visitorId}#${nowIso.slice(0, 10)}`,
    expiresAt: Math.floor(now.getTime() / 1000) + MARK_LIFETIME_SECONDS,
    createdAt: nowIso,
    updatedAt: nowIso,
  };

  const answer = await ctx.db.transaction(async (tx) => {
    if (!(await insertRecord(tx, MARK_MODEL, mark))) {
      const record = await findRecord(tx, model, id);
      if (!record || !viewable.test(record)) throw notFound;
      return { views: viewsOf(record.views), counted: false };
    }
    // One statement adds the view, so concurrent first views of one record all count.
    const { rows } = await tx.query<{ views: number }>(
      `UPDATE data_records
          SET doc = jsonb_set(doc, '{views}', to_jsonb(COALESCE((doc->>'views')::int, 0) + 1))
        WHERE model = $1 AND id = $2 AND ${viewable.sql}
        RETURNING (doc->>'views')::int AS views`,
      [model, id],
    );
    // Thrown inside the transaction, so the mark is rolled back with it.
    if (rows.length === 0) throw notFound;
    return { views: Number(rows[0].views), counted: true };
  });
  await purgeExpiredMarks(ctx.db, now);
  return answer;
}

function viewsOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** At most once an hour per database: drop marks whose day is long over. */
async function purgeExpiredMarks(db: Queryable, now: Date): Promise<void> {
  const last = lastPurge.get(db) ?? 0;
  if (now.getTime() - last < PURGE_INTERVAL_MS && now.getTime() >= last) return;
  lastPurge.set(db, now.getTime());
  await db.query(
    `DELETE FROM data_records WHERE model = $1 AND (doc->>'expiresAt')::bigint < $2`,
    [MARK_MODEL, Math.floor(now.getTime() / 1000)],
  );
}
