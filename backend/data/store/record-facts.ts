import type { Queryable } from '../../core/database/database';
import { FACTS_MODELS } from '../../../amplify/data/record-facts/record-facts';
import { serializeFacts } from './record-store';

/** Rows written per statement while filling. */
const FILL_BATCH = 500;

/**
 * Writes the facts (amplify/data/record-facts, migration 0030) of every record that has none: the
 * rows of the store before migration 0030, and rows a bulk SQL load wrote without them (the record
 * store writes them with every document). Runs at start, before the content tables are checked
 * (content-facts.ts); reads the rows through the partial index data_records_facts_missing, so it
 * costs one index probe when there is nothing to do. Returns how many records it filled.
 */
export async function fillRecordFacts(db: Queryable): Promise<number> {
  let filled = 0;
  for (;;) {
    const { rows } = await db.query<{ model: string; id: string; doc: string }>(
      `SELECT model, id, doc::text AS doc FROM data_records
        WHERE facts IS NULL AND model = ANY($1::text[]) ORDER BY model, id LIMIT ${FILL_BATCH}`,
      [FACTS_MODELS],
    );
    if (rows.length === 0) return filled;
    const facts = rows.map((row) => ({ model: row.model, id: row.id, facts: serializeFacts(row.model, JSON.parse(row.doc) as Record<string, unknown>) }));
    await db.query(
      `UPDATE data_records r SET facts = f.facts::jsonb
         FROM jsonb_to_recordset($1::jsonb) AS f(model text, id text, facts text)
        WHERE r.model = f.model AND r.id = f.id AND r.facts IS NULL`,
      [JSON.stringify(facts)],
    );
    filled += rows.length;
  }
}

/**
 * Writes every record's facts again from its document: after documents were changed by SQL that
 * left their facts as they were (tests changing records in place; a repair by hand).
 */
export async function refreshRecordFacts(db: Queryable): Promise<number> {
  await db.query(`UPDATE data_records SET facts = NULL WHERE facts IS NOT NULL AND model = ANY($1::text[])`, [FACTS_MODELS]);
  return fillRecordFacts(db);
}
