/**
 * The DynamoDB table Gen 2 deploys for each model of amplify/data/schema.ts: partition key `id`
 * (the primary key), and one global secondary index per `.secondaryIndexes` entry, named as Gen 2
 * names it (the declaration's index names, which backend/data/dynamodb-index-names.test.ts holds
 * to the functions' own), projecting every attribute. Read from the same declaration the local
 * backend reads, so a model or index added to the schema appears here without a second list.
 */
import type { DataModel } from '../../../backend/data/declaration/data-model';
import { loadDataDeclaration } from '../../../backend/data/declaration/load-declaration';

export interface KeyAttribute {
  name: string;
  type: 'S' | 'N';
}

export interface ModelTable {
  model: string;
  partitionKey: KeyAttribute;
  indexes: { name: string; partitionKey: KeyAttribute; sortKey?: KeyAttribute }[];
}

/** GraphQL scalars the transformer stores as DynamoDB numbers; every other key (ID, String, enums, dates) is a string. */
const NUMBER_SCALARS = new Set(['Int', 'Float', 'AWSTimestamp']);

function keyOf(model: DataModel, fields: readonly string[]): KeyAttribute {
  const types = fields.map((name) => model.fields.find((field) => field.name === name)?.type);
  if (types.some((type) => !type)) throw new Error(`${model.name} has no field ${fields.join(', ')} to index.`);
  // Several sort key fields make one composite string attribute, named as the transformer names it.
  const name = fields.join('#');
  return { name, type: fields.length === 1 && NUMBER_SCALARS.has(String(types[0])) ? 'N' : 'S' };
}

export function modelTablesOf(): ModelTable[] {
  return loadDataDeclaration().models.models.map((model) => ({
    model: model.name,
    partitionKey: keyOf(model, [model.primaryKey]),
    indexes: model.indexes.map((index) => ({
      name: index.name,
      partitionKey: keyOf(model, [index.partitionKey]),
      ...(index.sortKeys.length ? { sortKey: keyOf(model, index.sortKeys) } : {}),
    })),
  }));
}
