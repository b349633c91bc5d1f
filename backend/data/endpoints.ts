/** Where the data API lives on the public origin; the URL goes into amplify_outputs.json as data.url. */
export const DATA_PREFIX = '/_aws/graphql/';
export const GRAPHQL_PATH = `${DATA_PREFIX}graphql`;
/**
 * AppSync's real-time WebSocket for a custom domain: the Amplify client connects to the GraphQL
 * URL plus `/realtime`, always as wss:// (so only a server reached over https serves it).
 */
export const REALTIME_PATH = `${GRAPHQL_PATH}/realtime`;

export function graphqlEndpoint(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${GRAPHQL_PATH}`;
}
