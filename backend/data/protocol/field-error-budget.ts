import { GraphQLError, GraphQLObjectType, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { DataApiError } from '../operations/data-api-error';

/**
 * How many field errors one answer lists. Each error graphql-js makes costs a stack trace and a
 * scan of the document for its line and column, and takes room in the answer: a page of 1000
 * items asking a denied relation under 90 aliases makes 90,000 of them (seconds of CPU, 20 MB
 * of JSON). Past the budget a failing field answers null and is only counted; the answer ends
 * with one error saying how many were left out.
 */
export class FieldErrorBudget {
  private listed = 0;
  private omitted = 0;

  constructor(private readonly limit: number) {}

  /** Throws `error` again while the budget lasts (graphql-js lists it); past it, counts it, answers null. */
  absorb(error: unknown): null {
    if (this.listed < this.limit) {
      this.listed += 1;
      throw error;
    }
    this.omitted += 1;
    return null;
  }

  /** A fresh count, for a run that starts over (graphql-js after an abandoned planned run). */
  reset(): void {
    this.listed = 0;
    this.omitted = 0;
  }

  /** The result with one more error saying how many were left out, if any were. */
  summarize(result: ExecutionResult): ExecutionResult {
    if (this.omitted === 0) return result;
    const summary = new GraphQLError(
      `${this.omitted} more field errors were left out of this answer (it lists the first ${this.limit}).`,
      undefined,
      undefined,
      undefined,
      undefined,
      new DataApiError('TooManyErrors', 'Too many field errors.'),
    );
    return { ...result, errors: [...(result.errors ?? []), summary] };
  }
}

interface WithFieldErrors {
  fieldErrors?: FieldErrorBudget;
}

/**
 * Routes the failures of every resolver of `schema` through the request's budget (the context's
 * `fieldErrors`; without one, failures pass untouched). Fields without a resolver (property
 * reads) do not fail. Called once, on the schema as built.
 */
export function budgetFieldErrors(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve) continue;
      field.resolve = (source, args, context: WithFieldErrors | undefined, info) => {
        const budget = context?.fieldErrors;
        if (!budget) return resolve(source, args, context, info);
        try {
          const value: unknown = resolve(source, args, context, info);
          return value instanceof Promise
            ? value.then(undefined, (error: unknown) => budget.absorb(error))
            : value;
        } catch (error) {
          return budget.absorb(error);
        }
      };
    }
  }
  return schema;
}
