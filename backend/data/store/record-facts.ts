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
 * Past this many records without facts (the first start after migration 0033 cleared them, a
 * bulk SQL load that left them out), the start fills them as one pass: see fillRecordFactsAtStart.
 */
export const BULK_FILL_ROWS = 5_000;

async function isMissingAtLeast(db: Queryable, count: number): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM data_records WHERE facts IS NULL AND model = ANY($1::text[]) LIMIT ${count}) AS missing`,
    [FACTS_MODELS],
  );
  return Number(rows[0]?.n ?? 0) >= count;
}

/**
 * Holds data_records' triggers for the rest of the transaction (session_replication_role =
 * replica): false, with nothing changed, where the role may not set it (PostgreSQL lets only a
 * superuser, or a role granted SET on it, do so).
 */
async function holdRecordTriggers(tx: Queryable): Promise<boolean> {
  await tx.query('SAVEPOINT hold_record_triggers');
  try {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query('RELEASE SAVEPOINT hold_record_triggers');
    return true;
  } catch {
    await tx.query('ROLLBACK TO SAVEPOINT hold_record_triggers');
    return false;
  }
}

/**
 * The start's fill, in its transaction (`tx`, content-facts.ts). A few records without facts are
 * filled as fillRecordFacts fills them, each update rewriting that record's rows in the content
 * tables through the triggers. From `bulkFrom` records on, the rows are filled with the triggers
 * held and the content tables (ban_facts, brief_facts, brief_choices, record_facts,
 * search_entries) are then rebuilt from every record once: the same tables, without a delete and
 * an insert per record and table (22,000 records of the content-scale store at scale 0.1 on
 * PostgreSQL, host load 7-10: 24-28 s against 58-66 s through the triggers). Where the triggers
 * cannot be held, the plain fill.
 */
export async function fillRecordFactsAtStart(tx: Queryable, bulkFrom = BULK_FILL_ROWS): Promise<number> {
  if (!(await isMissingAtLeast(tx, bulkFrom)) || !(await holdRecordTriggers(tx))) return fillRecordFacts(tx);
  const filled = await fillRecordFacts(tx);
  await tx.query('SET LOCAL session_replication_role = origin');
  await tx.query('SELECT rebuild_content_facts()');
  await tx.query('SELECT rebuild_record_facts()');
  await tx.query('SELECT rebuild_search_entries()');
  return filled;
}

/**
 * Writes every record's facts again from its document: after documents were changed by SQL that
 * left their facts as they were (tests changing records in place; a repair by hand).
 */
export async function refreshRecordFacts(db: Queryable): Promise<number> {
  await db.query(`UPDATE data_records SET facts = NULL WHERE facts IS NOT NULL AND model = ANY($1::text[])`, [FACTS_MODELS]);
  return fillRecordFacts(db);
}
