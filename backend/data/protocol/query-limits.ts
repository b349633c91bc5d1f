import {
  getNamedType,
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

export const QUERY_LIMITS = {
  /** Characters of GraphQL text. */
  maxDocumentLength: 100_000,
  /** Nesting of selection sets (listProfiles { items { briefs { items { profile { id } } } } } is 6). */
  maxDepth: 12,
  /** Fields the answer may resolve, counting each list field as `limit` of its items (100 by default). */
  maxCost: 200_000,
};

export interface QueryMeasure {
  depth: number;
  cost: number;
}

/**
 * How deep and how costly an operation is, before it runs: every field counts once per item of
 * each enclosing list, and a connection's size is its `limit` argument (or the default page).
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  let depth = 0;
  let cost = 0;
  // `pageSizeHere` is the size of the connection `parent` is (1 elsewhere): its `items` multiply what lies below.
  const visit = (
    selectionSet: SelectionSetNode,
    parent: GraphQLObjectType | null,
    multiplier: number,
    pageSizeHere: number,
    level: number,
    seen: Set<string>,
  ) => {
    depth = Math.max(depth, level);
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          const narrowed = typeNamed(schema, fragment.typeCondition.name.value) ?? parent;
          visit(
            fragment.selectionSet,
            narrowed,
            multiplier,
            pageSizeHere,
            level,
            new Set([...seen, fragment.name.value]),
          );
        }
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const narrowed = selection.typeCondition
          ? typeNamed(schema, selection.typeCondition.name.value)
          : parent;
        visit(selection.selectionSet, narrowed ?? parent, multiplier, pageSizeHere, level, seen);
        continue;
      }
      const fieldMultiplier = selection.name.value === 'items' ? multiplier * pageSizeHere : multiplier;
      cost += fieldMultiplier;
      if (!selection.selectionSet) continue;
      const fieldType = parent?.getFields()[selection.name.value]?.type;
      const named = fieldType ? getNamedType(fieldType) : null;
      const childParent = named instanceof GraphQLObjectType ? named : null;
      let childPageSize = 1;
      if (childParent && /^Model.+Connection$/.test(childParent.name)) {
        const limit = selection.arguments?.find((argument) => argument.name.value === 'limit');
        childPageSize = pageSize(limit ? valueOf(limit.value, variables) : undefined);
      }
      visit(selection.selectionSet, childParent, fieldMultiplier, childPageSize, level + 1, seen);
    }
  };
  visit(operation.selectionSet, root ?? null, 1, 1, 1, new Set());
  return { depth, cost };
}

function pageSize(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(value, MAX_PAGE_SIZE);
}

function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.INT) return Number(node.value);
  return undefined;
}

function typeNamed(schema: GraphQLSchema, name: string): GraphQLObjectType | null {
  const type = schema.getType(name);
  return type instanceof GraphQLObjectType ? type : null;
}
