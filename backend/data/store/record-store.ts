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

/** What countUpRecord and countUpRecords are asked: one counter to move, and what to insert when it moves. */
export interface CountUp {
  model: string;
  id: string;
  counter: { limit: number; created: RecordDocument; updatedAt: string };
  then?: { model: string; doc: RecordDocument & { id: string } };
}

export interface CountUpResult {
  /** Whether the count moved (false: the limit was reached, and nothing was written). */
  counted: boolean;
  /** Whether `then` was inserted (false when its id exists, or nothing was to be inserted). */
  inserted: boolean;
}

/** A CountUp with its documents serialised (a record too large is refused here, before any SQL). */
export interface SerializedCountUp {
  model: string;
  id: string;
  doc: string;
  facts: string | null;
  updatedAt: string;
  limit: number;
  then?: { model: string; id: string; doc: string; facts: string | null };
}

export function serializeCountUp({ model, id, counter, then }: CountUp): SerializedCountUp {
  // A counter's count and updatedAt are no facts: its facts are those it was created with.
  return {
    model,
    id,
    doc: serializeRecord(counter.created),
    facts: serializeFacts(model, counter.created),
    updatedAt: counter.updatedAt,
    limit: counter.limit,
    then: then && { model: then.model, id: then.doc.id, doc: serializeRecord(then.doc), facts: serializeFacts(then.model, then.doc) },
  };
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
  counter: { limit: number; created: RecordDocument; updatedAt: string },
  then?: { model: string; doc: RecordDocument & { id: string } },
): Promise<CountUpResult> {
  return countUpSerialized(db, serializeCountUp({ model, id, counter, then }));
}

export async function countUpSerialized(db: Queryable, item: SerializedCountUp): Promise<CountUpResult> {
  const counting = `INSERT INTO data_records (model, id, doc, facts) VALUES ($1, $2, $3::jsonb, $6::jsonb)
    ON CONFLICT (model, id) DO UPDATE
      SET doc = data_records.doc || jsonb_build_object('count', (data_records.doc->>'count')::numeric + 1, 'updatedAt', $4::text)
      WHERE coalesce((data_records.doc->>'count')::numeric, 0) < $5
    RETURNING 1`;
  const params: unknown[] = [item.model, item.id, item.doc, item.updatedAt, item.limit, item.facts];
  const { then } = item;
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
    [...params, then.model, then.id, then.doc, then.facts],
  );
  return { counted: rows[0]?.counted === true, inserted: rows[0]?.inserted === true };
}

/**
 * countUpRecord for several counters at once, in one statement: each answer as countUpRecord
 * would give it, in the items' order. Every counter (model, id) and every `then` (model, id) must
 * be distinct within the call (one statement cannot update a row twice). Rows are written in key
 * order, so two calls at once on a PostgreSQL server take their rows' locks in the same order.
 * All or nothing: when the statement fails, nothing is written.
 */
export async function countUpRecords(db: Queryable, items: readonly SerializedCountUp[]): Promise<CountUpResult[]> {
  if (items.length === 1) return [await countUpSerialized(db, items[0])];
  const { rows } = await db.query<{ counted: boolean; inserted: boolean }>(
    `WITH pending AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::text[], $8::text[], $9::text[], $10::text[])
         WITH ORDINALITY AS p(model, id, doc, facts, updated_at, count_limit, then_model, then_id, then_doc, then_facts, position)
     ),
     counted AS (
       INSERT INTO data_records AS r (model, id, doc, facts)
         SELECT p.model, p.id, p.doc::jsonb, p.facts::jsonb FROM pending p ORDER BY p.model, p.id
       ON CONFLICT (model, id) DO UPDATE
         SET doc = r.doc || jsonb_build_object('count', (r.doc->>'count')::numeric + 1,
                                               'updatedAt', (SELECT p.updated_at FROM pending p WHERE p.model = EXCLUDED.model AND p.id = EXCLUDED.id))
         WHERE coalesce((r.doc->>'count')::numeric, 0) < (SELECT p.count_limit FROM pending p WHERE p.model = EXCLUDED.model AND p.id = EXCLUDED.id)
       RETURNING r.model, r.id
     ),
     inserted AS (
       INSERT INTO data_records (model, id, doc, facts)
         SELECT p.then_model, p.then_id, p.then_doc::jsonb, p.then_facts::jsonb FROM pending p
          WHERE p.then_model IS NOT NULL AND EXISTS (SELECT 1 FROM counted c WHERE c.model = p.model AND c.id = p.id)
          ORDER BY p.then_model, p.then_id
       ON CONFLICT (model, id) DO NOTHING
       RETURNING model, id
     )
     SELECT EXISTS (SELECT 1 FROM counted c WHERE c.model = p.model AND c.id = p.id) AS counted,
            EXISTS (SELECT 1 FROM inserted i WHERE i.model = p.then_model AND i.id = p.then_id) AS inserted
       FROM pending p ORDER BY p.position`,
    [
      items.map((item) => item.model),
      items.map((item) => item.id),
      items.map((item) => item.doc),
      items.map((item) => item.facts),
      items.map((item) => item.updatedAt),
      items.map((item) => item.limit),
      items.map((item) => item.then?.model ?? null),
      items.map((item) => item.then?.id ?? null),
      items.map((item) => item.then?.doc ?? null),
      items.map((item) => item.then?.facts ?? null),
    ],
  );
  if (rows.length !== items.length) throw new Error(`counting ${items.length} records answered ${rows.length} rows`);
  return rows.map((row) => ({ counted: row.counted === true, inserted: row.inserted === true }));
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
