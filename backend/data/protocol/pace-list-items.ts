import {
  getNamedType,
  isObjectType,
  Kind,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/**
 * Completes long lists over several turns of the event loop. graphql-js (and the planned run)
 * complete every item of a resolved list in one synchronous stretch, so a page of 1000 records
 * with many fields each would hold the one event loop for a long time. The pacer hands out the
 * items of each list in order, with a request-wide tally of the fields they will resolve: those
 * within the current turn's budget are returned as they are, later ones as promises released one
 * setImmediate per turn, which graphql-js completes when they resolve. Other requests get the
 * event loop between turns; the answer and its order are unchanged.
 */
export interface ItemPacer {
  pace<T>(items: readonly T[], info: GraphQLResolveInfo): (T | Promise<T>)[];
  /**
   * After a timeout: items not yet released are never released, so the abandoned run does no
   * more work and makes no more errors; nothing else holds it, so it is collected whole.
   */
  cancel(): void;
}

const NEVER = new Promise<never>(() => undefined);

export function createItemPacer(fieldsPerTurn: number): ItemPacer {
  let tally = 0;
  let releasedTurn = 0;
  let isCancelled = false;
  const turns: Promise<void>[] = [Promise.resolve()];
  const turnAt = (index: number): Promise<void> => {
    while (turns.length <= index) {
      const turn = turns.length;
      const release = () =>
        new Promise<void>((resolve) =>
          setImmediate(() => {
            if (isCancelled) return;
            releasedTurn = turn;
            resolve();
          }),
        );
      turns.push(turns[turn - 1].then(release));
    }
    return turns[index];
  };
  return {
    pace(items, info) {
      // Lists that arrive after a cut (their queries were under way) are not completed either.
      if (isCancelled) return items.map(() => NEVER);
      const weight = itemWeight(info);
      return items.map((item) => {
        const turn = Math.floor(tally / fieldsPerTurn);
        tally += weight;
        return turn <= releasedTurn ? item : turnAt(turn).then(() => item);
      });
    },
    cancel() {
      isCancelled = true;
    },
  };
}

/**
 * A field with a resolver (a relation: a loader call, and perhaps an error) costs several times a
 * property read; weighing it so keeps a turn's work even when every item fails such a field.
 */
const RESOLVED_FIELD_WEIGHT = 10;

const weights = new WeakMap<SelectionSetNode, number>();

/** The work one item costs: its fields and its nested objects', each nested list counted as one item. */
function itemWeight(info: GraphQLResolveInfo): number {
  const objectType = (type: GraphQLOutputType | undefined) => {
    const named = type ? getNamedType(type) : undefined;
    return isObjectType(named) ? named : null;
  };
  // A selection set is always read against the same type (a fragment's type is its condition).
  const weightOf = (selectionSet: SelectionSetNode, parent: GraphQLObjectType | null): number => {
    const known = weights.get(selectionSet);
    if (known !== undefined) return known;
    let weight = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = parent?.getFields()[selection.name.value];
        weight += field?.resolve ? RESOLVED_FIELD_WEIGHT : 1;
        if (selection.selectionSet) weight += weightOf(selection.selectionSet, objectType(field?.type));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        weight += weightOf(selection.selectionSet, narrow(selection.typeCondition?.name.value) ?? parent);
      } else if (Object.hasOwn(info.fragments, selection.name.value)) {
        const fragment = info.fragments[selection.name.value];
        weight += weightOf(fragment.selectionSet, narrow(fragment.typeCondition.name.value) ?? parent);
      }
    }
    weights.set(selectionSet, weight);
    return weight;
  };
  const narrow = (typeName: string | undefined) => {
    const type = typeName ? info.schema.getType(typeName) : undefined;
    return isObjectType(type) ? type : null;
  };
  const itemType = objectType(info.returnType);
  let total = 0;
  for (const node of info.fieldNodes) if (node.selectionSet) total += weightOf(node.selectionSet, itemType);
  return Math.max(total, 1);
}
