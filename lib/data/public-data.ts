import { createServerRunner } from '@aws-amplify/adapter-nextjs';
import { generateServerClientUsingReqRes } from '@aws-amplify/adapter-nextjs/data';
import type { ResourcesConfig } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import { toResourcesConfig } from '@/lib/amplify/resources-config';
import type { Schema } from './schema';

// Amplify warns on every server context that the endpoints are custom: they are, on purpose.
ConsoleLogger.LOG_LEVEL = 'ERROR';

function createPublicReader(outputs: AmplifyOutputsDocument) {
  // The API key is all a public read needs: with the pools in this reader's configuration, every
  // read first fetched guest credentials from the identity pool (a round trip and a write each).
  const config = { ...toResourcesConfig(outputs), Auth: undefined };
  const { runWithAmplifyServerContext } = createServerRunner({ config: withoutModelIntrospection(config) });
  const client = generateServerClientUsingReqRes<Schema>({ config, authMode: 'apiKey' });
  return { runWithAmplifyServerContext, client };
}

/**
 * The configuration a read's server context needs: the client holds the data model (its
 * introspection, ~97 % of the outputs document) from its own configuration, and a request reads
 * only the endpoint, region, auth mode and key from the context's. Amplify deep-freezes the
 * context's configuration afresh for every read (runWithAmplifyServerContext), walking every
 * object of the model: 8–12 ms of CPU per public read, every page and search (issue 50, profiled
 * under the readers bench's load).
 */
function withoutModelIntrospection(config: ResourcesConfig): ResourcesConfig {
  const graphql = config.API?.GraphQL;
  if (!graphql) return config;
  return { ...config, API: { ...config.API, GraphQL: { ...graphql, modelIntrospection: undefined } } };
}

export type PublicDataClient = ReturnType<typeof createPublicReader>['client'];
export type PublicDataContext = Parameters<PublicDataClient['models']['Brief']['get']>[0];
type ContextSpec = PublicDataContext;

let reader: { outputs: AmplifyOutputsDocument; value: ReturnType<typeof createPublicReader> } | undefined;

/** Thrown when the site has no data API to read from (no outputs, or outputs without a data section). */
export class DataUnavailableError extends Error {
  constructor() {
    super('The data API is not configured: amplify_outputs.json has no data section. Start the site with npm start.');
    this.name = 'DataUnavailableError';
  }
}

/**
 * Runs `read` with the Amplify Data client on the public API key, outside any request's cookies:
 * what a guest may read, so the result may be cached and shared between visitors.
 */
export async function readPublicData<T>(read: (client: PublicDataClient, context: ContextSpec) => Promise<T>): Promise<T> {
  const outputs = await readAmplifyOutputs();
  if (!outputs?.data) throw new DataUnavailableError();
  if (reader?.outputs !== outputs) reader = { outputs, value: createPublicReader(outputs) };
  const { runWithAmplifyServerContext, client } = reader.value;
  return runWithAmplifyServerContext({ nextServerContext: null, operation: (context) => read(client, context) });
}
