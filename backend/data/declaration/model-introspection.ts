import { generateModelsSync } from '@aws-amplify/graphql-generator';

/** The parts of Amplify's model introspection schema the local backend reads. */
export interface ModelIntrospection {
  version: number;
  models: Record<
    string,
    {
      name: string;
      pluralName: string;
      attributes?: { type: string; properties?: { name?: string; queryField?: string; fields?: string[] } }[];
    }
  >;
  enums: Record<string, { name: string; values: string[] }>;
  nonModels: Record<string, unknown>;
}

/**
 * The model introspection schema exactly as Gen 2 makes it for amplify_outputs.json: its data
 * factory runs this generator over the same transformer input (see @aws-amplify/backend-data).
 */
export function generateModelIntrospection(transformerSchema: string): ModelIntrospection {
  const files = generateModelsSync({ schema: transformerSchema, target: 'introspection' });
  const text = files['model-introspection.json'];
  if (!text) throw new Error('The model generator produced no model-introspection.json.');
  return JSON.parse(text) as ModelIntrospection;
}
