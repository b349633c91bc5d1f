import type { Queryable } from '../../core/database/database';

/** A table of remembered answers and the one-row table holding the version of the facts they come from. */
type Remembered =
  | { answers: 'ban_figures'; version: 'ban_facts_version' }
  | { answers: 'record_figures'; version: 'record_facts_version' }
  | { answers: 'brief_figures'; version: 'brief_count' };

/**
 * Figures remembered per filter (migrations 0014, 0016 and 0021): the stored answer when it was computed
 * from the current version of its facts, else computed now and stored with the version it was
 * computed from, so after a write the first reader pays once. An answer stored by a reader that
 * saw an older version never replaces a newer one. `alongside` are further answers the same
 * statement gave (same version), stored under their own keys in the same statement.
 */
export async function rememberedFigures<T>(
  db: Queryable,
  tables: Remembered,
  key: string,
  compute: () => Promise<{ version: number; answer: T; alongside?: [string, unknown][] }>,
): Promise<T> {
  const stored = await storedFigures<T>(db, tables, key);
  if (stored !== null) return stored;
  const { version, answer, alongside = [] } = await compute();
  await rememberFigures(db, tables, version, [[key, answer], ...alongside]);
  return answer;
}

/** Stores answers computed from `version` of their facts, each under its key, in one statement. */
export async function rememberFigures(db: Queryable, tables: Remembered, version: number, answers: [string, unknown][]): Promise<void> {
  await db.query(
    `INSERT INTO ${tables.answers} (filters, version, answer)
     SELECT filters, $1, answer FROM unnest($2::text[], $3::jsonb[]) AS stored(filters, answer)
     ON CONFLICT (filters) DO UPDATE SET version = excluded.version, answer = excluded.answer WHERE ${tables.answers}.version < excluded.version`,
    [version, answers.map(([name]) => name), answers.map(([, value]) => JSON.stringify(value))],
  );
}

/** The answer stored for `key` if it was computed from the current version of its facts, else null. */
export async function storedFigures<T>(db: Queryable, tables: Remembered, key: string): Promise<T | null> {
  const { rows } = await db.query<{ answer: string }>(
    `SELECT f.answer::text AS answer FROM ${tables.answers} f JOIN ${tables.version} v ON f.version = v.version WHERE f.filters = $1`,
    [key],
  );
  return rows[0] ? (JSON.parse(rows[0].answer) as T) : null;
}
