import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import { DataUnavailableError, readPublicData, type PublicDataClient } from './public-data';
import { selectionSetText, type ModelIntrospection } from './selection-set-text';
import { readUntypedDocument } from './untyped-graphql';

/**
 * Gets per request. The backend answers at most 100 aliases (QUERY_LIMITS.maxAliases) and a
 * page is at most a few dozen records; AppSync's own limits are far above this.
 */
const GETS_PER_REQUEST = 50;

/**
 * The records of one page, read by id as a guest, in the page's order; a record deleted (or
 * hidden) between the listing and this read is left out. All of them in one GraphQL request of
 * aliased gets — the same `getX(id)` fields, authorization and answers as the Data client's
 * `get`, without a round trip per record: the backend reads a document's gets of one model with
 * one statement (backend/data/operations/relation-loaders.ts), as AppSync runs them side by side.
 */
export async function readPublicRecords<Wire>(modelName: keyof PublicDataClient['models'] & string, ids: readonly string[], fields: readonly string[]): Promise<Wire[]> {
  if (ids.length === 0) return [];
  const introspection = await readIntrospection();
  const selection = selectionSetText(introspection, modelName, fields);
  const key = introspection.models[modelName]?.primaryKeyInfo?.primaryKeyFieldName ?? 'id';
  const chunks: (readonly string[])[] = [];
  for (let start = 0; start < ids.length; start += GETS_PER_REQUEST) chunks.push(ids.slice(start, start + GETS_PER_REQUEST));
  const answers = await readPublicData<(Wire | null)[][]>((client, context) =>
    Promise.all(
      chunks.map(async (chunk) => {
        const query = getsDocument(`get${modelName}`, key, chunk.length, selection);
        const variables = Object.fromEntries(chunk.map((id, index) => [`id${index}`, id]));
        const data = await readUntypedDocument(client, context, query, variables);
        return chunk.map((_id, index) => (data[`r${index}`] as Wire | null | undefined) ?? null);
      }),
    ),
  );
  return answers.flat().filter((wire): wire is Wire => wire !== null && wire !== undefined);
}

/** `query ReadRecords($id0: ID!, …) { r0: getX(id: $id0) { … } … }`: ids are variables, never text. */
function getsDocument(field: string, key: string, count: number, selection: string): string {
  const indexes = Array.from({ length: count }, (_value, index) => index);
  const variables = indexes.map((index) => `$id${index}: ID!`).join(', ');
  const gets = indexes.map((index) => `r${index}: ${field}(${key}: $id${index}) { ${selection} }`).join(' ');
  return `query ReadRecords(${variables}) { ${gets} }`;
}

async function readIntrospection(): Promise<ModelIntrospection> {
  const data = (await readAmplifyOutputs())?.data as { model_introspection?: ModelIntrospection } | undefined;
  if (!data?.model_introspection) throw new DataUnavailableError();
  return data.model_introspection;
}
