import { TransportError } from './transport-error';
import type { GraphqlRequestBody } from './execute-graphql';

/** The POST body of a GraphQL request ({ query, variables, operationName }), or a 400 that says what is wrong. */
export function readGraphqlBody(body: Buffer): GraphqlRequestBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new TransportError(400, 'MalformedHttpRequestException', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new TransportError(
      400,
      'MalformedHttpRequestException',
      'The request body must be a JSON object with a query.',
    );
  }
  const { query, variables, operationName } = parsed as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') {
    throw new TransportError(400, 'MalformedHttpRequestException', 'The request body has no query.');
  }
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    throw new TransportError(400, 'MalformedHttpRequestException', 'variables must be a JSON object.');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new TransportError(400, 'MalformedHttpRequestException', 'operationName must be a string.');
  }
  return {
    query,
    variables: (variables ?? {}) as Record<string, unknown>,
    operationName: operationName ?? null,
  };
}
