import { getOperationAST, GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { DataRequestContext } from '../operations/request-context';
import { checkVariableValues } from './check-variable-values';
import type { DocumentCache } from './document-cache';
import { timedOutResult, withinTimeLimit } from './execution-timeout';
import { measureOperation } from './measure-operation';
import { prepareDocument } from './prepare-document';
import { QUERY_LIMITS } from './query-limits';
import { startOperation } from './run-operation';

export interface GraphqlRequestBody {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

export interface ExecuteOptions {
  /** Defaults to AppSync's 30 s (QUERY_LIMITS.timeoutMs). */
  timeoutMs?: number;
}

/**
 * Parse and validate (cached, each behind a linear check of its input), check the variables,
 * the depth and the cost, then run against the data schema (see run-operation.ts) within the
 * time limit.
 */
export async function executeGraphql(
  schema: GraphQLSchema,
  cache: DocumentCache,
  request: GraphqlRequestBody,
  context: DataRequestContext,
  options: ExecuteOptions = {},
): Promise<ExecutionResult> {
  const prepared = prepareDocument(schema, cache, request.query);
  if (prepared.errors || !prepared.document) return { errors: prepared.errors ?? [] };
  const { document } = prepared;

  const operation = getOperationAST(document, request.operationName ?? undefined);
  if (!operation)
    return {
      errors: [
        new GraphQLError('The document has no operation of that name, or several without operationName.'),
      ],
    };
  if (operation.operation === 'subscription') {
    return { errors: [new GraphQLError('Subscriptions are not served by this endpoint.')] };
  }
  const variablesRefusal = checkVariableValues(request.variables);
  if (variablesRefusal) return { errors: [variablesRefusal] };
  const { refusal } = measureOperation(schema, document, operation, request.variables);
  if (refusal) return { errors: [refusal] };
  const run = startOperation(schema, document, operation, request, context);
  return withinTimeLimit(run.result, options.timeoutMs ?? QUERY_LIMITS.timeoutMs, () => {
    run.cancel();
    return timedOutResult(schema, document, operation);
  });
}
