import {
  execute,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import type { DataRequestContext } from '../operations/request-context';
import type { GraphqlRequestBody } from './execute-graphql';
import { FieldErrorBudget } from './field-error-budget';
import { createItemPacer, type ItemPacer } from './pace-list-items';
import { planQuery } from './query-plan';
import { QUERY_LIMITS } from './query-limits';
import { runQueryPlan } from './run-query-plan';

export interface OperationRun {
  result: Promise<ExecutionResult>;
  /** Stops the run's paced lists (after a timeout): it makes no more progress and no more errors. */
  cancel(): void;
}

/**
 * Runs a checked operation: a plain query by its plan (see query-plan.ts), anything else, and any
 * query whose planned run meets an error, by graphql-js. Each run gets guards of its own, a pacer
 * for long lists and a field-error budget, so an abandoned planned run stops where it is and its
 * errors never count against the run that answers.
 */
export function startOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  request: GraphqlRequestBody,
  context: DataRequestContext,
): OperationRun {
  const pacers: ItemPacer[] = [];
  const guarded = (): DataRequestContext & { fieldErrors: FieldErrorBudget } => {
    const pacer = createItemPacer(QUERY_LIMITS.fieldsPerTurn);
    pacers.push(pacer);
    return { ...context, pacer, fieldErrors: new FieldErrorBudget(QUERY_LIMITS.maxFieldErrors) };
  };
  const run = async (): Promise<ExecutionResult> => {
    const plan = planQuery(schema, document, operation);
    if (plan) {
      // The same coercion graphql-js's execute applies; a query with bad variables is left to it.
      const variables = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables, {
        maxErrors: 50,
      });
      if (variables.coerced) {
        const planned = guarded();
        try {
          const data = await runQueryPlan(plan, schema, planned, variables.coerced);
          return planned.fieldErrors.summarize({ data });
        } catch {
          // A query only reads, so graphql-js may run it again and answer with its errors.
          planned.pacer?.cancel();
        }
      }
    }
    const executed = guarded();
    const result = await execute({
      schema,
      document,
      variableValues: request.variables,
      operationName: request.operationName ?? undefined,
      contextValue: executed,
    });
    return executed.fieldErrors.summarize(result);
  };
  return {
    result: run(),
    cancel: () => pacers.forEach((pacer) => pacer.cancel()),
  };
}
