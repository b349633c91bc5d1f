import { schema } from '../../../amplify/data/schema';
import type { DataModels } from './data-model';
import { describeDataModels } from './describe-data-models';
import { generateModelIntrospection, type ModelIntrospection } from './model-introspection';

export interface DataDeclaration {
  /** What Gen 2 hands the AppSync transformer. */
  transformerSchema: string;
  introspection: ModelIntrospection;
  models: DataModels;
}

let declared: DataDeclaration | undefined;

/** The declaration in amplify/data/schema.ts, read once per process. */
export function loadDataDeclaration(): DataDeclaration {
  declared ??= describeDeclaration(schema.transform().schema);
  return declared;
}

export function describeDeclaration(transformerSchema: string): DataDeclaration {
  const introspection = generateModelIntrospection(transformerSchema);
  return { transformerSchema, introspection, models: describeDataModels(transformerSchema, introspection) };
}
