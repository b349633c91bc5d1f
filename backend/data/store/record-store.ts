import type { Queryable } from '../../core/database/database';
import { RefusalError } from './refusal-error';
import { factsOfRecord } from '../../../amplify/data/record-facts/record-facts';

/** A stored record: the model's fields as one JSON document, keyed by model and id. */
export type RecordDocument = Record<string, unknown>;

export interface SelectQuery {
  model: string;
  /** A SQL boolean expression over `doc` (and `id`), with its parameters already in `params`. */
  where: string;
  params: unknown[];
  /** ORDER BY list, e.g. `(doc->>'blogDate') COLLATE "C" DESC, id DESC`. */
  orderBy: string;
  limit: number;
}

/**
 * The SQL side of the data API: one table of JSONB documents (see migration 0003_data.sql).
 * Every function takes the connection or transaction to run on, so operations compose.
 */
export async function selectRecords(db: Queryable, query: SelectQuery): Promise<RecordDocument[]> {
  const params = [...query.params, query.model, query.limit];
  const modelParam = `$${params.length - 1}`;
  const limitParam = `$${params.length}`;
  const { rows } = await db.query<{ doc: string }>(
    `SELECT doc::text AS doc FROM data_records WHERE model = ${modelParam} AND (${query.where}) ORDER BY ${query.orderBy} LIMIT ${limitParam}`,
    params,
  );
  return rows.map(parseDocument);
}

/**
 * Documents travel as JSON text and are parsed here: for the embedded database that is one string
 * across the worker boundary instead of a cloned object tree, about a third less work per row.
 */
export function parseDocument(row: { doc: string }): RecordDocument {
  return JSON.parse(row.doc) as RecordDocument;
}

export async function findRecord(
  db: Queryable,
  model: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RecordDocument | null> {
  const { rows } = await db.query<{ doc: RecordDocument }>(
    `SELECT doc FROM data_records WHERE model = $1 AND id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [model, id],
  );
  return rows[0]?.doc ?? null;
}

/** Records of one model by id, for batched relationship reads. */
export async function findRecordsByIds(
  db: Queryable,
  model: string,
  ids: string[],
): Promise<RecordDocument[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ doc: string }>(
    'SELECT doc::text AS doc FROM data_records WHERE model = $1 AND id = ANY($2::text[])',
    [model, ids],
  );
  return rows.map(parseDocument);
}

/**
 * DynamoDB's limit on one item, which AppSync's model tables have: without it one record could
 * be a megabyte, and a page of a thousand of them a gigabyte to read and serialise.
 */
export const MAX_RECORD_BYTES = 400 * 1024;

/** A write whose record would pass MAX_RECORD_BYTES; answered as DynamoDB answers it through AppSync. */
export class RecordTooLargeError extends RefusalError {
  constructor() {
    super('Item size has exceeded the maximum allowed size');
    this.name = 'RecordTooLargeError';
  }
}

function serializeRecord(doc: RecordDocument): string {
  const text = JSON.stringify(doc);
  // Characters are at least one byte each: most records are measured without encoding them.
  if (text.length > MAX_RECORD_BYTES / 3 && Buffer.byteLength(text) > MAX_RECORD_BYTES) throw new RecordTooLargeError();
  return text;
}

/**
 * The record's facts (amplify/data/record-facts) as stored beside its document (migration 0030),
 * written with every write of the document: NULL for a model without facts.
 */
export function serializeFacts(model: string, doc: RecordDocument): string | null {
  const facts = factsOfRecord(model, doc);
  return facts === null ? null : JSON.stringify(facts);
}

/** False when a record with this id exists already (nothing is written then). */
export async function insertRecord(
  db: Queryable,
  model: string,
  doc: RecordDocument & { id: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    'INSERT INTO data_records (model, id, doc, facts) VALUES ($1, $2, $3::jsonb, $4::jsonb) ON CONFLICT (model, id) DO NOTHING',
    [model, doc.id, serializeRecord(doc), serializeFacts(model, doc)],
  );
  return rowCount === 1;
}

/**
 * Adds one to the record's `count` (or creates it as `created`) unless the count has reached
 * `limit`, then inserts `then` if given, in one statement (DynamoDB's conditional UpdateItem, in a
 * transaction with a conditional Put): whether it counted, and whether `then` was inserted (false
 * when its id exists; the count stays).
 */
export async function countUpRecord(
  db: Queryable,
  model: string,
  id: string,
  { limit, created, updatedAt }: { limit: number; created: RecordDocument; updatedAt: string },
  then?: { model: string; doc: RecordDocument & { id: string } },
): Promise<{ counted: boolean; inserted: boolean }> {
  // A counter's count and updatedAt are no facts: its facts are those it was created with.
  const counting = `INSERT INTO data_records (model, id, doc, facts) VALUES ($1, $2, $3::jsonb, $6::jsonb)
    ON CONFLICT (model, id) DO UPDATE
      SET doc = data_records.doc || jsonb_build_object('count', (data_records.doc->>'count')::numeric + 1, 'updatedAt', $4::text)
      WHERE coalesce((data_records.doc->>'count')::numeric, 0) < $5
    RETURNING 1`;
  const params: unknown[] = [model, id, serializeRecord(created), updatedAt, limit, serializeFacts(model, created)];
  if (!then) {
    const { rowCount } = await db.query(counting, params);
    return { counted: rowCount === 1, inserted: false };
  }
  // The insert reads the count's RETURNING, so it runs after it and only when it counted.
  const { rows } = await db.query<{ counted: boolean; inserted: boolean }>(
    `WITH counted AS (${counting}),
          inserted AS (INSERT INTO data_records (model, id, doc, facts) SELECT $7, $8, $9::jsonb, $10::jsonb WHERE EXISTS (SELECT 1 FROM counted)
                       ON CONFLICT (model, id) DO NOTHING RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM counted) AS counted, EXISTS (SELECT 1 FROM inserted) AS inserted`,
    [...params, then.model, then.doc.id, serializeRecord(then.doc), serializeFacts(then.model, then.doc)],
  );
  return { counted: rows[0]?.counted === true, inserted: rows[0]?.inserted === true };
}

/** Writes the document whether or not a record with its id exists (DynamoDB's PutItem). */
export async function upsertRecord(db: Queryable, model: string, doc: RecordDocument & { id: string }): Promise<void> {
  await db.query(
    'INSERT INTO data_records (model, id, doc, facts) VALUES ($1, $2, $3::jsonb, $4::jsonb) ON CONFLICT (model, id) DO UPDATE SET doc = EXCLUDED.doc, facts = EXCLUDED.facts',
    [model, doc.id, serializeRecord(doc), serializeFacts(model, doc)],
  );
}

/** Replaces the document when `condition` (SQL over the stored `doc`) holds; false when it did not. */
export async function replaceRecord(
  db: Queryable,
  model: string,
  doc: RecordDocument & { id: string },
  condition: { where: string; params: unknown[] } = { where: 'TRUE', params: [] },
): Promise<boolean> {
  const base = condition.params.length;
  const { rowCount } = await db.query(
    `UPDATE data_records SET doc = $${base + 3}::jsonb, facts = $${base + 4}::jsonb WHERE model = $${base + 1} AND id = $${base + 2} AND (${condition.where})`,
    [...condition.params, model, doc.id, serializeRecord(doc), serializeFacts(model, doc)],
  );
  return rowCount === 1;
}

/** Deletes the record when `condition` holds; returns the deleted document or null. */
export async function deleteRecord(
  db: Queryable,
  model: string,
  id: string,
  condition: { where: string; params: unknown[] } = { where: 'TRUE', params: [] },
): Promise<RecordDocument | null> {
  const base = condition.params.length;
  const { rows } = await db.query<{ doc: RecordDocument }>(
    `DELETE FROM data_records WHERE model = $${base + 1} AND id = $${base + 2} AND (${condition.where}) RETURNING doc`,
    [...condition.params, model, id],
  );
  return rows[0]?.doc ?? null;
}

/** Whether the store holds any record: one row read, however large the store. */
export async function hasRecords(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM data_records) AS found');
  return rows[0]?.found === true;
}

export async function countRecords(db: Queryable, model?: string): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(
    model
      ? 'SELECT count(*) AS count FROM data_records WHERE model = $1'
      : 'SELECT count(*) AS count FROM data_records',
    model ? [model] : [],
  );
  return Number(rows[0]?.count ?? 0);
}
