/** GraphQL over HTTP POST with the API key, as the Amplify Data client sends it, on an undici pool. */
import { Pool } from 'undici';

export interface GraphqlEndpoint {
  url: string;
  apiKey: string;
}

export interface GraphqlClient {
  /** Posts the document (with `extraHeaders`, if any); throws unless the answer is 200 with data and no errors. */
  request(query: string, variables: Record<string, unknown>, extraHeaders?: Record<string, string>): Promise<unknown>;
  close(): Promise<void>;
}

export function createGraphqlClient(endpoint: GraphqlEndpoint, connections: number): GraphqlClient {
  const url = new URL(endpoint.url);
  const pool = new Pool(url.origin, { connections, pipelining: 1 });
  const headers = { 'content-type': 'application/json', 'x-api-key': endpoint.apiKey };
  return {
    async request(query, variables, extraHeaders = {}) {
      const response = await pool.request({ path: url.pathname, method: 'POST', headers: { ...headers, ...extraHeaders }, body: JSON.stringify({ query, variables }) });
      const answer = (await response.body.json()) as { data?: unknown; errors?: unknown[] };
      if (response.statusCode !== 200 || !answer.data || answer.errors?.length) {
        throw new Error(`${endpoint.url} answered ${response.statusCode}: ${JSON.stringify(answer).slice(0, 300)}`);
      }
      return answer.data;
    },
    close: () => pool.close(),
  };
}
