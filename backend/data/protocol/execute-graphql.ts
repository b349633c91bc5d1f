import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { DataRequestContext } from '../operations/request-context';
import type { DocumentCache } from './document-cache';
import { measureOperation, QUERY_LIMITS } from './query-limits';

export interface GraphqlRequestBody {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/** Parse (cached), validate (cached), check depth and cost, then run against the data schema. */
export async function executeGraphql(
  schema: GraphQLSchema,
  cache: DocumentCache,
  request: GraphqlRequestBody,
  context: DataRequestContext,
): Promise<ExecutionResult> {
  if (request.query.length > QUERY_LIMITS.maxDocumentLength) {
    return {
      errors: [new GraphQLError(`The query is longer than ${QUERY_LIMITS.maxDocumentLength} characters.`)],
    };
  }
  let cached = cache.get(request.query);
  if (!cached) {
    try {
      const document = parse(request.query);
      const errors = validate(schema, document, specifiedRules);
      cached = errors.length > 0 ? { errors } : { document };
    } catch (error) {
      cached = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    cache.set(request.query, cached);
  }
  if (cached.errors || !cached.document) return { errors: cached.errors ?? [] };

  const operation = getOperationAST(cached.document, request.operationName ?? undefined);
  if (!operation)
    return {
      errors: [
        new GraphQLError('The document has no operation of that name, or several without operationName.'),
      ],
    };
  if (operation.operation === 'subscription') {
    return { errors: [new GraphQLError('Subscriptions are not served by this endpoint.')] };
  }
  const { depth, cost } = measureOperation(schema, cached.document, operation, request.variables);
  if (depth > QUERY_LIMITS.maxDepth)
    return {
      errors: [
        new GraphQLError(`The query is nested ${depth} levels deep; the limit is ${QUERY_LIMITS.maxDepth}.`),
      ],
    };
  if (cost > QUERY_LIMITS.maxCost) {
    return {
      errors: [
        new GraphQLError(
          `The query could resolve ${cost} fields; the limit is ${QUERY_LIMITS.maxCost}. Ask for smaller pages.`,
        ),
      ],
    };
  }
  return execute({
    schema,
    document: cached.document,
    variableValues: request.variables,
    operationName: request.operationName ?? undefined,
    contextValue: context,
  });
}
