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
import { getVariableValues } from 'graphql/execution/values';
import type { DataRequestContext } from '../operations/request-context';
import type { DocumentCache } from './document-cache';
import { measureOperation, QUERY_LIMITS } from './query-limits';
import { planQuery } from './query-plan';
import { runQueryPlan } from './run-query-plan';

export interface GraphqlRequestBody {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/**
 * Parse (cached), validate (cached), check depth and cost, then run against the data schema:
 * a plain query by its plan (see query-plan.ts), anything else, and any query whose planned run
 * meets an error, by graphql-js.
 */
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
  const plan = planQuery(schema, cached.document, operation);
  if (plan) {
    // The same coercion graphql-js's execute applies; a query with bad variables is left to it.
    const variables = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables, {
      maxErrors: 50,
    });
    if (variables.coerced) {
      try {
        return { data: await runQueryPlan(plan, schema, context, variables.coerced) };
      } catch {
        // A query only reads, so graphql-js may run it again and answer with its errors.
      }
    }
  }
  return execute({
    schema,
    document: cached.document,
    variableValues: request.variables,
    operationName: request.operationName ?? undefined,
    contextValue: context,
  });
}
