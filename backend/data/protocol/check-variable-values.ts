import { GraphQLError } from 'graphql';
import { QUERY_LIMITS, type QueryLimits } from './query-limits';

/**
 * Refuses variables nested too deep or holding too many values before graphql-js coerces them
 * (recursively, at a few µs a value). The walk stops at the first limit passed, so a megabyte of
 * JSON nested a hundred thousand levels costs no more than a small one.
 */
export function checkVariableValues(
  variables: Record<string, unknown>,
  limits: QueryLimits = QUERY_LIMITS,
): GraphQLError | null {
  let values = 0;
  const walk = (value: unknown, depth: number): GraphQLError | null => {
    values += 1;
    if (values > limits.maxInputValues)
      return new GraphQLError(`The variables hold more than ${limits.maxInputValues} values.`);
    if (typeof value !== 'object' || value === null) return null;
    if (depth > limits.maxValueDepth)
      return new GraphQLError(`The variables are nested more than ${limits.maxValueDepth} levels deep.`);
    // Keys are read one at a time (no Object.values copy), so the walk stops early on a huge object too.
    for (const key in value) {
      const refusal = walk((value as Record<string, unknown>)[key], depth + 1);
      if (refusal) return refusal;
    }
    return null;
  };
  for (const name in variables) {
    const refusal = walk(variables[name], 1);
    if (refusal) return refusal;
  }
  return null;
}
