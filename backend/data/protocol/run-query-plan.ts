import type { GraphQLResolveInfo, OperationDefinitionNode, GraphQLSchema } from 'graphql';
import { getArgumentValues } from 'graphql/execution/values';
import type { Path } from 'graphql/jsutils/Path';
import type { FieldPlan, QueryPlan, ValuePlan } from './query-plan';

interface Run {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  contextValue: unknown;
  variableValues: Record<string, unknown>;
  /** Planned documents have no fragments; resolvers still get the map graphql-js passes. */
  fragments: GraphQLResolveInfo['fragments'];
}

type Data = Record<string, unknown>;

/**
 * Where graphql-js would record an error (a resolver failed, a null in a non-null field, a value
 * that does not serialize) or take a path no plan covers, this run stops and the caller lets
 * graphql-js run the query, so every error reads exactly as graphql-js writes it.
 */
const ABANDONED = new Error('The planned run stopped; graphql-js runs this query.');

function abandon(): never {
  throw ABANDONED;
}

/**
 * Runs a planned query as graphql-js's execute would for a query that raises no error: each
 * field's resolver (or a property read) with the same arguments, context and info, values
 * completed and serialized by the same types, list items and sibling fields resolved side by side
 * (so DataLoader still batches). It rejects where graphql-js would record any error.
 */
export function runQueryPlan(
  plan: QueryPlan,
  schema: GraphQLSchema,
  contextValue: unknown,
  variableValues: Record<string, unknown>,
): Promise<Data> {
  const run: Run = {
    schema,
    operation: plan.operation,
    contextValue,
    variableValues,
    fragments: Object.create(null) as GraphQLResolveInfo['fragments'],
  };
  try {
    return Promise.resolve(executeFields(run, plan.fields, undefined, undefined));
  } catch (error) {
    return Promise.reject(error);
  }
}

function executeFields(
  run: Run,
  fields: FieldPlan[],
  source: unknown,
  path: Path | undefined,
): Data | Promise<Data> {
  const result: Data = {};
  let hasPromise = false;
  try {
    for (const field of fields) {
      const value = field.isTypename ? field.parentType.name : resolveField(run, field, source, path);
      result[field.responseKey] = value;
      if (isPromise(value)) hasPromise = true;
    }
  } catch (error) {
    if (hasPromise) settleQuietly(Object.values(result));
    throw error;
  }
  return hasPromise ? resolveObject(result) : result;
}

function resolveField(run: Run, field: FieldPlan, source: unknown, parentPath: Path | undefined): unknown {
  const plan = field.value as ValuePlan;
  const path: Path | undefined = field.needsPath
    ? { prev: parentPath, key: field.responseKey, typename: field.parentType.name }
    : undefined;
  let raw: unknown;
  if (field.resolve) {
    const args = field.hasArguments
      ? getArgumentValues(field.definition!, field.fieldNodes[0], run.variableValues)
      : {};
    raw = field.resolve(source, args, run.contextValue, resolveInfo(run, field, path as Path));
  } else {
    // graphql-js coerces arguments for every field, and a bad one fails the field.
    if (field.hasArguments) getArgumentValues(field.definition!, field.fieldNodes[0], run.variableValues);
    // Its default resolver: a property read, or a method call, which is left to it.
    raw = isObjectLike(source) ? (source as Data)[field.fieldName] : undefined;
    if (typeof raw === 'function') abandon();
  }
  if (isPromise(raw)) return raw.then((resolved) => completeValue(run, plan, field, path, resolved));
  return completeValue(run, plan, field, path, raw);
}

function completeValue(
  run: Run,
  plan: ValuePlan,
  field: FieldPlan,
  path: Path | undefined,
  raw: unknown,
): unknown {
  if (raw instanceof Error) abandon();
  if (plan.kind === 'nonNull') {
    const completed = completeValue(run, plan.of, field, path, raw);
    if (completed === null) abandon();
    return completed;
  }
  if (raw === null || raw === undefined) return null;
  switch (plan.kind) {
    case 'leaf': {
      const serialized: unknown = plan.type.serialize(raw);
      if (serialized === undefined) abandon();
      return serialized;
    }
    case 'list':
      return completeList(run, plan, field, path, raw);
    case 'object':
      return executeFields(run, plan.fields, raw, path);
  }
}

function completeList(
  run: Run,
  plan: Extract<ValuePlan, { kind: 'list' }>,
  field: FieldPlan,
  path: Path | undefined,
  raw: unknown,
): unknown {
  // Iterables and array-likes other than arrays are left to graphql-js.
  if (!Array.isArray(raw)) abandon();
  const pending: unknown[] = [];
  let completed: unknown[];
  try {
    completed = raw.map((item: unknown, index: number) => {
      const itemPath = plan.itemsNeedPath ? { prev: path, key: index, typename: undefined } : undefined;
      const value = isPromise(item)
        ? item.then((resolved) => completeValue(run, plan.of, field, itemPath, resolved))
        : completeValue(run, plan.of, field, itemPath, item);
      if (isPromise(value)) pending.push(value);
      return value;
    });
  } catch (error) {
    settleQuietly(pending);
    throw error;
  }
  return pending.length > 0 ? Promise.all(completed) : completed;
}

function resolveInfo(run: Run, field: FieldPlan, path: Path): GraphQLResolveInfo {
  return {
    fieldName: field.fieldName,
    fieldNodes: field.fieldNodes,
    returnType: field.definition!.type,
    parentType: field.parentType,
    path,
    schema: run.schema,
    fragments: run.fragments,
    rootValue: undefined,
    operation: run.operation,
    variableValues: run.variableValues,
  };
}

/** Waits for the promised fields and puts their values in place, keeping the selection's order. */
function resolveObject(result: Data): Promise<Data> {
  const keys = Object.keys(result);
  return Promise.all(keys.map((key) => result[key])).then((values) => {
    keys.forEach((key, index) => {
      result[key] = values[index];
    });
    return result;
  });
}

/** Promises left behind when a sibling failed must not surface as unhandled rejections. */
function settleQuietly(values: unknown[]): void {
  for (const value of values) if (isPromise(value)) value.then(undefined, () => undefined);
}

/**
 * graphql-js's test (anything with a `then` method), asked of objects and functions only: reading
 * `then` on every string and number of an answer looks it up on their prototypes.
 */
function isPromise(value: unknown): value is PromiseLike<unknown> {
  return isObjectLike(value) && typeof (value as { then?: unknown }).then === 'function';
}

function isObjectLike(value: unknown): boolean {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}
