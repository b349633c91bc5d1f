import type { IncomingMessage } from 'node:http';
import { emptyRecord } from '../../core/own-property';
import { GRAPHQL_PATH } from '../endpoints';
import type { Actor } from '../policy/actor';
import { authenticateRequest, type AuthenticationServices } from '../protocol/authenticate-request';
import { TransportError } from '../protocol/transport-error';

/** Headers a client may pack into its authorization object; more than this is not a header set. */
const MAX_HEADER_COUNT = 50;
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * The authorization headers of a connection: the `header-<base64url>` subprotocol the Amplify
 * client sends, or the base64 `header` query parameter of AppSync's guide (older clients). Null
 * when neither is there or what is there is not a JSON object of strings.
 */
export function readConnectionHeaders(url: URL, subprotocols: readonly string[]): Record<string, string> | null {
  const fromProtocol = subprotocols.find((protocol) => protocol.startsWith('header-'));
  const encoded = fromProtocol ? fromProtocol.slice('header-'.length) : url.searchParams.get('header');
  if (!encoded || encoded.length > MAX_HEADER_BYTES * 2) return null;
  // base64url and base64 alike: Node reads either with 'base64'.
  return readHeaderObject(Buffer.from(encoded, 'base64').toString('utf8'));
}

/** An authorization object (`extensions.authorization` of a start) as lower-cased header names, or null. */
export function readHeaderObject(source: unknown): Record<string, string> | null {
  let value = source;
  if (typeof value === 'string') {
    if (value.length > MAX_HEADER_BYTES) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_HEADER_COUNT) return null;
  const headers = emptyRecord<string>();
  for (const [name, headerValue] of entries) {
    if (headerValue === undefined || headerValue === null) continue;
    if (typeof headerValue !== 'string') return null;
    headers[name.toLowerCase()] = headerValue;
  }
  return headers;
}

/**
 * Who is behind an authorization object, by the same rules as a GraphQL request: the API key, a
 * user-pool token, or a SigV4 signature. The Amplify client signs the connection as a POST of `{}`
 * to <graphql url>/connect and each start as a POST of its `data` to the GraphQL URL.
 */
export async function authenticateHeaders(
  headers: Record<string, string>,
  signed: { path: 'connect' | 'graphql'; body: string },
  services: AuthenticationServices,
): Promise<Actor> {
  const request = {
    method: 'POST',
    url: signed.path === 'connect' ? `${GRAPHQL_PATH}/connect` : GRAPHQL_PATH,
    headers,
  } as unknown as IncomingMessage;
  return authenticateRequest(request, Buffer.from(signed.body, 'utf8'), services);
}

/** AppSync's error object for a failed authorization, with the HTTP-like code the client reads. */
export function authorizationError(error: unknown): { errorType: string; message: string; errorCode: number } {
  if (error instanceof TransportError) return { errorType: error.errorType, message: error.message, errorCode: error.status };
  throw error;
}
