/**
 * The parts of amplify_outputs.json (schema 1.3) the site reads itself. Gen 2's sections have no
 * field for custom endpoints, so the local backend adds them under `custom`; an outputs file from
 * a real AWS deployment has none and the site talks to AWS.
 */
export interface AmplifyOutputsDocument {
  version: string;
  auth?: {
    aws_region: string;
    user_pool_id: string;
    user_pool_client_id: string;
    identity_pool_id?: string;
    [key: string]: unknown;
  };
  custom?: {
    user_pool_endpoint?: string;
    identity_pool_endpoint?: string;
    [key: string]: unknown;
  };
  [section: string]: unknown;
}

/** The global the /amplify-outputs.js script sets (read by lib/amplify/browser-outputs.ts once it ran). */
export const OUTPUTS_GLOBAL = '__AMPLIFY_OUTPUTS__';

export function isAmplifyOutputsDocument(value: unknown): value is AmplifyOutputsDocument {
  return typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'string';
}

/**
 * The data model's introspection (`data.model_introspection`) is ~97% of the document and only the
 * Data client reads it: /amplify-outputs.js leaves it out (the header's sign-in state needs only
 * `auth`), and the browser fetches it from here when it first makes a Data client
 * (lib/amplify/configure-amplify.ts ensureAmplifyDataConfigured).
 */
export const MODEL_INTROSPECTION_PATH = '/amplify-model-introspection.json';

type DataSection = { model_introspection?: unknown; [key: string]: unknown };

function dataSectionOf(outputs: AmplifyOutputsDocument): DataSection | undefined {
  const data = outputs.data;
  return typeof data === 'object' && data !== null ? (data as DataSection) : undefined;
}

/** The document without the data model's introspection (the same document when it has none). */
export function withoutModelIntrospection(outputs: AmplifyOutputsDocument): AmplifyOutputsDocument {
  const data = dataSectionOf(outputs);
  if (!data || data.model_introspection === undefined) return outputs;
  const rest = { ...data };
  delete rest.model_introspection;
  return { ...outputs, data: rest };
}

/** The data model's introspection, or undefined when the document has none. */
export function modelIntrospectionOf(outputs: AmplifyOutputsDocument): unknown {
  return dataSectionOf(outputs)?.model_introspection;
}

/** Whether the document has a data section whose introspection was left out (so the Data client must fetch it). */
export function lacksModelIntrospection(outputs: AmplifyOutputsDocument): boolean {
  const data = dataSectionOf(outputs);
  return data !== undefined && data.model_introspection === undefined;
}

/** The document with the data model's introspection put back. */
export function withModelIntrospection(outputs: AmplifyOutputsDocument, introspection: unknown): AmplifyOutputsDocument {
  return { ...outputs, data: { ...dataSectionOf(outputs), model_introspection: introspection } };
}
