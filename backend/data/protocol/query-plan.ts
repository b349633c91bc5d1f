import {
  getNullableType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** How one value of a field's type is completed: graphql-js's completeValue, decided once per document. */
export type ValuePlan =
  | { kind: 'nonNull'; of: ValuePlan }
  | { kind: 'list'; of: ValuePlan; itemsNeedPath: boolean }
  | { kind: 'leaf'; type: GraphQLLeafType }
  | { kind: 'object'; type: GraphQLObjectType; fields: FieldPlan[] };

export interface FieldPlan {
  responseKey: string;
  fieldName: string;
  /** What graphql-js hands resolvers as info.fieldNodes (one node: repeated response keys are not planned). */
  fieldNodes: readonly FieldNode[];
  parentType: GraphQLObjectType;
  /** __typename: the parent type's name (a String!, so graphql-js answers the name itself). */
  isTypename: boolean;
  /** Undefined for __typename. */
  definition?: GraphQLField<unknown, unknown>;
  /** The declared resolver; undefined means graphql-js's default (a property read). */
  resolve?: GraphQLFieldResolver<unknown, unknown>;
  /** Whether arguments must be coerced for the resolver (else it gets `{}`, as graphql-js gives it). */
  hasArguments: boolean;
  /** Whether a resolver here or below reads info.path, so the run must build it. */
  needsPath: boolean;
  /** Undefined for __typename. */
  value?: ValuePlan;
}

export interface QueryPlan {
  operation: OperationDefinitionNode;
  fields: FieldPlan[];
}

const plans = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, QueryPlan | null>>();

/**
 * A plan for running a query without graphql-js's per-field bookkeeping, or null when the
 * operation uses anything beyond plain field selections (fragments, directives, repeated response
 * keys, introspection, abstract types, mutations), which graphql-js then runs as before.
 * Plans are kept per schema and operation node; cached documents keep their nodes.
 */
export function planQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): QueryPlan | null {
  let bySchema = plans.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    plans.set(schema, bySchema);
  }
  if (bySchema.has(operation)) return bySchema.get(operation) ?? null;
  const plan = buildPlan(schema, document, operation);
  bySchema.set(operation, plan);
  return plan;
}

function buildPlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): QueryPlan | null {
  const rootType = schema.getQueryType();
  if (operation.operation !== 'query' || !rootType || operation.directives?.length) return null;
  // Validation refuses unused fragments, so any fragment definition is in use.
  if (document.definitions.some((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)) return null;
  const fields = planSelections(rootType, operation.selectionSet);
  return fields && { operation, fields };
}

function planSelections(parentType: GraphQLObjectType, selectionSet: SelectionSetNode): FieldPlan[] | null {
  const fields: FieldPlan[] = [];
  const responseKeys = new Set<string>();
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return null;
    const responseKey = selection.alias?.value ?? selection.name.value;
    // `__proto__` as a key of a plain object would set its prototype instead of a field.
    if (responseKeys.has(responseKey) || responseKey === '__proto__') return null;
    responseKeys.add(responseKey);
    const field = planField(parentType, selection, responseKey);
    if (!field) return null;
    fields.push(field);
  }
  return fields;
}

function planField(parentType: GraphQLObjectType, node: FieldNode, responseKey: string): FieldPlan | null {
  const fieldName = node.name.value;
  const common = { responseKey, fieldName, fieldNodes: [node], parentType };
  if (fieldName === '__typename')
    return { ...common, isTypename: true, hasArguments: false, needsPath: false };
  const definition = parentType.getFields()[fieldName];
  // __schema, __type and unknown names (validation refuses those) stay with graphql-js.
  if (!definition) return null;
  const value = planValue(definition.type, node.selectionSet);
  if (!value) return null;
  return {
    ...common,
    isTypename: false,
    definition,
    resolve: definition.resolve,
    hasArguments: definition.args.length > 0 || (node.arguments?.length ?? 0) > 0,
    needsPath: definition.resolve !== undefined || holdsObjects(value),
    value,
  };
}

function planValue(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined): ValuePlan | null {
  if (isNonNullType(type)) {
    const of = planValue(getNullableType(type) as GraphQLOutputType, selectionSet);
    return of && { kind: 'nonNull', of };
  }
  if (isListType(type)) {
    const of = planValue(type.ofType as GraphQLOutputType, selectionSet);
    return of && { kind: 'list', of, itemsNeedPath: holdsObjects(of) };
  }
  if (isLeafType(type)) return { kind: 'leaf', type };
  // isTypeOf checks and abstract types (interfaces, unions) stay with graphql-js.
  if (!isObjectType(type) || type.isTypeOf || !selectionSet) return null;
  const fields = planSelections(type, selectionSet);
  return fields && { kind: 'object', type, fields };
}

function holdsObjects(plan: ValuePlan): boolean {
  return plan.kind === 'object' || (plan.kind !== 'leaf' && holdsObjects(plan.of));
}
