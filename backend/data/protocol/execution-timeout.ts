import {
  GraphQLError,
  isNonNullType,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { DataApiError } from '../operations/data-api-error';

const TIMED_OUT = Symbol('timed out');

/**
 * What `work` answers, or what `onTimeout` answers once `timeoutMs` have passed first. The event
 * loop stays free for other requests meanwhile (resolvers wait on the database, long lists are
 * paced), so the timer fires on time; `onTimeout` stops what it can of the work left behind,
 * whose outcome the race then ignores (a late rejection included).
 */
export async function withinTimeLimit<T>(
  work: Promise<T>,
  timeoutMs: number,
  onTimeout: () => T,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const outcome = await Promise.race([work, timeout]);
    return outcome === TIMED_OUT ? onTimeout() : outcome;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What AppSync answers for an operation past its time limit: HTTP 200, each root field null with
 * an `ExecutionTimeout` error, "Execution timed out.".
 */
export function timedOutResult(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): ExecutionResult {
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const data = Object.create(null) as Record<string, null>;
  let isDataNull = false;
  const errors: GraphQLError[] = [];
  for (const [responseKey, node] of rootFields(document, operation.selectionSet)) {
    data[responseKey] = null;
    if (isNonNullType(rootType?.getFields()[node.name.value]?.type)) isDataNull = true;
    errors.push(
      new GraphQLError(
        'Execution timed out.',
        node,
        undefined,
        undefined,
        [responseKey],
        new DataApiError('ExecutionTimeout', 'Execution timed out.'),
      ),
    );
  }
  return { data: isDataNull ? null : data, errors };
}

/** The root fields by response key, through fragments (each followed once), first node of each key. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode): Map<string, FieldNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const fields = new Map<string, FieldNode>();
  const followed = new Set<string>();
  const collect = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        if (!fields.has(key)) fields.set(key, selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet);
      } else if (!followed.has(selection.name.value)) {
        followed.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(selectionSet);
  return fields;
}
