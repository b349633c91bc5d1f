import {
  getNamedType,
  GraphQLError,
  GraphQLObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../store/list-page';
import { QUERY_LIMITS, type QueryLimits } from './query-limits';

export interface QueryMeasure {
  /** Nesting of selection sets; past the limit, the first level found beyond it. */
  depth: number;
  /** Fields the answer may resolve; past the limit, the count when the walk stopped. */
  cost: number;
  /** Selections looked at: each fragment is walked once per type it lands on, so linear in the document. */
  visits: number;
  /** Why the operation may not run (too deep, too costly, a fragment cycle), or null. */
  refusal: GraphQLError | null;
}

/**
 * What one selection set costs, per unit of the multiplier it is reached with: `fixed` fields
 * plus `perItem` fields for each item of the connection it belongs to (its `items` and what they
 * select), and how many levels of selection sets it holds below itself.
 */
interface SetMeasure {
  fixed: number;
  perItem: number;
  depthBelow: number;
}

/** Thrown inside the walk to stop it at the first limit passed. */
class Refused extends Error {
  constructor(readonly refusal: GraphQLError) {
    super(refusal.message);
  }
}

/**
 * How deep and how costly an operation is, before it runs: every field counts once per item of
 * each enclosing list, and a connection's size is its `limit` argument (or the default page).
 * Cost is linear in the multiplier a selection set is reached with, so a fragment is measured
 * once per type it is spread on and its measure reused wherever it is spread again; the walk
 * stops at the first limit passed.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: QueryLimits = QUERY_LIMITS,
): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const measured = new Map<FragmentDefinitionNode, Map<string, SetMeasure>>();
  const inProgress = new Set<FragmentDefinitionNode>();
  let visits = 0;
  let deepest = 1;
  let costSeen = 0;

  const refuseDepth = (level: number) => {
    deepest = Math.max(deepest, level);
    return new Refused(
      new GraphQLError(`The query is nested ${level} levels deep; the limit is ${limits.maxDepth}.`),
    );
  };
  const checkCost = (cost: number) => {
    costSeen = Math.max(costSeen, cost);
    if (cost > limits.maxCost)
      throw new Refused(
        new GraphQLError(
          `The query could resolve ${cost} fields; the limit is ${limits.maxCost}. Ask for smaller pages.`,
        ),
      );
  };

  // `level` is the absolute nesting of `selectionSet`; measures are kept relative to it.
  const measureSet = (
    selectionSet: SelectionSetNode,
    parent: GraphQLObjectType | null,
    level: number,
  ): SetMeasure => {
    const total: SetMeasure = { fixed: 0, perItem: 0, depthBelow: 0 };
    const add = (part: SetMeasure, isPerItem = false) => {
      if (isPerItem) total.perItem += part.fixed + part.perItem;
      else {
        total.fixed += part.fixed;
        total.perItem += part.perItem;
      }
      total.depthBelow = Math.max(total.depthBelow, part.depthBelow);
      // Any multiplier and page size is at least 1, so this much is resolved at the least.
      checkCost(total.fixed + total.perItem);
    };
    for (const selection of selectionSet.selections) {
      visits += 1;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) add(measureFragment(fragment, parent, level));
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const narrowed = selection.typeCondition
          ? typeNamed(schema, selection.typeCondition.name.value)
          : parent;
        add(measureSet(selection.selectionSet, narrowed ?? parent, level));
        continue;
      }
      const isItems = selection.name.value === 'items';
      add({ fixed: 1, perItem: 0, depthBelow: 0 }, isItems);
      if (!selection.selectionSet) continue;
      if (level + 1 > limits.maxDepth) throw refuseDepth(level + 1);
      deepest = Math.max(deepest, level + 1);
      const fieldType = parent?.getFields()[selection.name.value]?.type;
      const named = fieldType ? getNamedType(fieldType) : null;
      const childParent = named instanceof GraphQLObjectType ? named : null;
      let childPageSize = 1;
      if (childParent && /^Model.+Connection$/.test(childParent.name)) {
        const limit = selection.arguments?.find((argument) => argument.name.value === 'limit');
        childPageSize = pageSize(limit ? valueOf(limit.value, variables) : undefined);
      }
      const child = measureSet(selection.selectionSet, childParent, level + 1);
      // One instance of this field: the child's fixed part and a page of its items.
      const instance = child.fixed + childPageSize * child.perItem;
      checkCost(instance);
      add({ fixed: instance, perItem: 0, depthBelow: child.depthBelow + 1 }, isItems);
    }
    return total;
  };

  const measureFragment = (
    fragment: FragmentDefinitionNode,
    parent: GraphQLObjectType | null,
    level: number,
  ): SetMeasure => {
    const narrowed = typeNamed(schema, fragment.typeCondition.name.value) ?? parent;
    const typeKey = narrowed?.name ?? '';
    let byType = measured.get(fragment);
    const known = byType?.get(typeKey);
    if (known) {
      if (level + known.depthBelow > limits.maxDepth) throw refuseDepth(level + known.depthBelow);
      return known;
    }
    if (inProgress.has(fragment))
      throw new Refused(new GraphQLError(`Cannot spread fragment "${fragment.name.value}" within itself.`));
    inProgress.add(fragment);
    const measure = measureSet(fragment.selectionSet, narrowed, level);
    inProgress.delete(fragment);
    if (!byType) {
      byType = new Map();
      measured.set(fragment, byType);
    }
    byType.set(typeKey, measure);
    return measure;
  };

  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  try {
    const measure = measureSet(operation.selectionSet, root ?? null, 1);
    const cost = measure.fixed + measure.perItem;
    return { depth: 1 + measure.depthBelow, cost, visits, refusal: null };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { depth: deepest, cost: costSeen, visits, refusal: error.refusal };
  }
}

function pageSize(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(value, MAX_PAGE_SIZE);
}

function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  // A variable named like an Object.prototype member (`$constructor`) is simply not given.
  if (node.kind === Kind.VARIABLE)
    return Object.hasOwn(variables, node.name.value) ? variables[node.name.value] : undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  return undefined;
}

function typeNamed(schema: GraphQLSchema, name: string): GraphQLObjectType | null {
  const type = schema.getType(name);
  return type instanceof GraphQLObjectType ? type : null;
}
