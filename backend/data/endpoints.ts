/** Where the data API lives on the public origin; the URL goes into amplify_outputs.json as data.url. */
export const DATA_PREFIX = '/_aws/graphql/';
export const GRAPHQL_PATH = `${DATA_PREFIX}graphql`;

export function graphqlEndpoint(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${GRAPHQL_PATH}`;
}
