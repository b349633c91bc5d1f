import {
  BREAK,
  GraphQLError,
  Kind,
  visit,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { QUERY_LIMITS, type QueryLimits } from './query-limits';

/**
 * Refuses a parsed document whose shape would make graphql-js's validation super-linear or slow
 * (see QUERY_LIMITS): too many operations, fragments, aliases, directives or arguments, response
 * names selected too often, a selection set holding too many fields once its fragments are
 * counted in, or argument literals holding too many values or nested too deep. One walk of the
 * document, each fragment's field count worked out once, so the check stays linear in the document.
 */
export function checkDocumentShape(
  document: DocumentNode,
  limits: QueryLimits = QUERY_LIMITS,
): GraphQLError | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operations = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations += 1;
    else if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value))
      fragments.set(definition.name.value, definition);
  }
  if (operations > limits.maxOperations)
    return new GraphQLError(`The document has more than ${limits.maxOperations} operations.`);
  if (fragments.size > limits.maxFragments)
    return new GraphQLError(`The document has more than ${limits.maxFragments} fragments.`);

  const countFields = createFieldCounter(fragments, limits.maxFieldsPerSelection + 1);
  const responseNames = new Map<string, number>();
  let aliases = 0;
  let sameNamePairs = 0;
  let directives = 0;
  let valueDepth = 0;
  let inputValues = 0;
  let refusal: GraphQLError | null = null;
  const refuse = (message: string, node: ASTNode) => {
    refusal = new GraphQLError(message, node);
    return BREAK;
  };
  const countValue = (node: ASTNode) => {
    inputValues += 1;
    if (inputValues > limits.maxInputValues)
      return refuse(`The query's argument values hold more than ${limits.maxInputValues} values.`, node);
    return undefined;
  };
  const enterNestingValue = (node: ASTNode) => {
    valueDepth += 1;
    if (valueDepth > limits.maxValueDepth)
      return refuse(`An argument value is nested more than ${limits.maxValueDepth} levels deep.`, node);
    return countValue(node);
  };
  const leaveNestingValue = () => {
    valueDepth -= 1;
  };

  visit(document, {
    SelectionSet(node) {
      if (countFields(node) > limits.maxFieldsPerSelection)
        return refuse(
          `A selection set holds more than ${limits.maxFieldsPerSelection} fields (counting the fragments it spreads).`,
          node,
        );
      return undefined;
    },
    Field(node) {
      if (node.alias) {
        aliases += 1;
        if (aliases > limits.maxAliases)
          return refuse(`The query has more than ${limits.maxAliases} aliases.`, node);
      }
      // The n-th field under a response name pairs with the n-1 before it.
      const responseName = node.alias?.value ?? node.name.value;
      const earlier = responseNames.get(responseName) ?? 0;
      responseNames.set(responseName, earlier + 1);
      sameNamePairs += earlier;
      if (sameNamePairs > limits.maxSameNamePairs)
        return refuse(
          `Too many fields share response names ("${responseName}" is selected ${earlier + 1} times); the limit is ${limits.maxSameNamePairs} pairs of same-named fields.`,
          node,
        );
      if ((node.arguments?.length ?? 0) > limits.maxArguments)
        return refuse(`A field has more than ${limits.maxArguments} arguments.`, node);
      return undefined;
    },
    Directive(node) {
      directives += 1;
      if (directives > limits.maxDirectives)
        return refuse(`The query has more than ${limits.maxDirectives} directives.`, node);
      if ((node.arguments?.length ?? 0) > limits.maxArguments)
        return refuse(`A directive has more than ${limits.maxArguments} arguments.`, node);
      return undefined;
    },
    ListValue: { enter: enterNestingValue, leave: leaveNestingValue },
    ObjectValue: { enter: enterNestingValue, leave: leaveNestingValue },
    IntValue: countValue,
    FloatValue: countValue,
    StringValue: countValue,
    BooleanValue: countValue,
    NullValue: countValue,
    EnumValue: countValue,
  });
  return refusal;
}

/**
 * The fields a selection set collects: its own, its inline fragments' and, for each spread, the
 * fragment's (spread as often as it is spread). Counts are kept per selection set, so each is
 * worked out once, and stop growing at `cap`; a fragment met again while being counted (a cycle,
 * which validation refuses) adds nothing.
 */
function createFieldCounter(
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  cap: number,
): (selectionSet: SelectionSetNode) => number {
  const counted = new Map<SelectionSetNode, number>();
  const inProgress = new Set<SelectionSetNode>();
  const count = (selectionSet: SelectionSetNode): number => {
    const known = counted.get(selectionSet);
    if (known !== undefined) return known;
    if (inProgress.has(selectionSet)) return 0;
    inProgress.add(selectionSet);
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (total >= cap) break;
      if (selection.kind === Kind.FIELD) total += 1;
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) total += count(fragment.selectionSet);
      }
    }
    inProgress.delete(selectionSet);
    const result = Math.min(total, cap);
    counted.set(selectionSet, result);
    return result;
  };
  return count;
}
