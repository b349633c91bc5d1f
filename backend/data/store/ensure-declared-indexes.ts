import { createHash } from 'node:crypto';
import type { Database } from '../../core/database/database';
import type { DataModel, DataModels } from '../declaration/data-model';
import { sortExpression } from './compile-filter';

const INDEX_PREFIX = 'data_idx_';
// Any fixed number: instances starting together on one PostgreSQL take turns on the indexes.
const INDEX_LOCK_KEY = 4_201_734_620;

interface IndexSpec {
  name: string;
  sql: string;
}

/**
 * One partial expression index per declared secondary index, per reference field that a
 * relationship queries and per owner field, as AppSync would have a GSI for each; indexes of
 * this kind that the declaration no longer asks for are dropped.
 */
export async function ensureDeclaredIndexes(db: Database, declaration: DataModels): Promise<void> {
  const wanted = declaration.models.flatMap((model) => indexSpecsFor(model, declaration));
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [INDEX_LOCK_KEY]);
    const { rows } = await tx.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'data_records' AND indexname LIKE $1",
      [`${INDEX_PREFIX}%`],
    );
    const existing = new Set(rows.map((row) => row.indexname));
    for (const spec of wanted) if (!existing.has(spec.name)) await tx.query(spec.sql);
    const wantedNames = new Set(wanted.map((spec) => spec.name));
    for (const name of existing) if (!wantedNames.has(name)) await tx.query(`DROP INDEX IF EXISTS "${name}"`);
  });
}

function indexSpecsFor(model: DataModel, declaration: DataModels): IndexSpec[] {
  const keyLists: string[][] = model.indexes.map((index) => [index.partitionKey, ...index.sortKeys]);
  for (const other of declaration.models) {
    for (const relation of other.relations) {
      if (relation.kind !== 'belongsTo' && relation.relatedModel === model.name)
        keyLists.push(relation.referenceFields);
    }
  }
  for (const rule of model.rules) if (rule.ownerField) keyLists.push([rule.ownerField]);
  const unique = new Map(keyLists.map((keys) => [keys.join(','), keys]));
  return [...unique.values()].map((keys) => indexSpec(model, keys));
}

function indexSpec(model: DataModel, keys: string[]): IndexSpec {
  const expressions = keys.map((key) => {
    const field = model.fields.find((candidate) => candidate.name === key);
    if (!field) throw new Error(`${model.name}: index field ${key} is not declared.`);
    return `(${sortExpression(field)})`;
  });
  const columns = [...expressions, 'id'].join(', ');
  const modelLiteral = `'${model.name.replace(/'/g, "''")}'`;
  const hash = createHash('sha256').update(`${model.name}|${columns}`).digest('hex').slice(0, 10);
  const readable = `${model.name}_${keys.join('_')}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, 40);
  const name = `${INDEX_PREFIX}${readable}_${hash}`;
  return {
    name,
    sql: `CREATE INDEX IF NOT EXISTS "${name}" ON data_records (${columns}) WHERE model = ${modelLiteral}`,
  };
}
