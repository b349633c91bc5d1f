import {
  getNamedType,
  getOperationAST,
  GraphQLObjectType,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { loadDataDeclaration } from '../declaration/load-declaration';
import { buildDataSchema } from '../graphql/build-data-schema';
import { measureOperation } from './measure-operation';
import { QUERY_LIMITS } from './query-limits';

const schema = buildDataSchema(loadDataDeclaration().models);

const measure = (text: string, variables: Record<string, unknown> = {}) => {
  const document = parse(text);
  return measureOperation(schema, document, getOperationAST(document)!, variables);
};

/** Fields, spreads and inline fragments in the text: what a walk linear in the document may visit. */
const selectionsIn = (document: DocumentNode) => {
  let count = 0;
  visit(document, {
    Field: () => void (count += 1),
    FragmentSpread: () => void (count += 1),
    InlineFragment: () => void (count += 1),
  });
  return count;
};

/** `levels` fragments, each selecting a list and spreading the next one twice: 2^levels paths. */
const doubledFragments = (levels: number) => {
  let text = 'query Q { ...F0 }';
  for (let level = 0; level < levels; level += 1) {
    const next = level + 1 < levels ? ` ...F${level + 1} ...F${level + 1}` : '';
    text += ` fragment F${level} on Query { listBriefs { items { id } }${next} }`;
  }
  return text;
};

/**
 * The measure as it was first written: every path through the fragments walked in full. Its
 * answers are the reference for small documents; on large ones it takes exponential time.
 */
function measureByExpanding(schema: GraphQLSchema, text: string, variables: Record<string, unknown> = {}) {
  const document = parse(text);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const typeNamed = (name: string) => {
    const type = schema.getType(name);
    return type instanceof GraphQLObjectType ? type : null;
  };
  let depth = 0;
  let cost = 0;
  const walk = (
    set: SelectionSetNode,
    parent: GraphQLObjectType | null,
    multiplier: number,
    page: number,
    level: number,
  ) => {
    depth = Math.max(depth, level);
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value)!;
        walk(
          fragment.selectionSet,
          typeNamed(fragment.typeCondition.name.value) ?? parent,
          multiplier,
          page,
          level,
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const narrowed = selection.typeCondition ? typeNamed(selection.typeCondition.name.value) : parent;
        walk(selection.selectionSet, narrowed ?? parent, multiplier, page, level);
      } else {
        const fieldMultiplier = selection.name.value === 'items' ? multiplier * page : multiplier;
        cost += fieldMultiplier;
        if (!selection.selectionSet) continue;
        const fieldType = parent?.getFields()[selection.name.value]?.type;
        const named = fieldType ? getNamedType(fieldType) : null;
        const child = named instanceof GraphQLObjectType ? named : null;
        let childPage = 1;
        if (child && /^Model.+Connection$/.test(child.name)) {
          const limit = selection.arguments?.find((argument) => argument.name.value === 'limit')?.value;
          const value =
            limit?.kind === Kind.INT
              ? Number(limit.value)
              : limit?.kind === Kind.VARIABLE
                ? variables[limit.name.value]
                : undefined;
          childPage = typeof value === 'number' && value >= 1 ? Math.min(value, 1000) : 100;
        }
        walk(selection.selectionSet, child, fieldMultiplier, childPage, level + 1);
      }
    }
  };
  const operation = getOperationAST(document)!;
  walk(
    operation.selectionSet,
    operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!,
    1,
    1,
    1,
  );
  return { depth, cost };
}

describe('measuring an operation', () => {
  it.each([
    ['a plain list', '{ listBriefs { items { id title } nextToken } }'],
    [
      'nested lists and a relation',
      '{ listProfiles(limit: 3) { items { id briefs(limit: 7) { items { slug profile { id } } } } } }',
    ],
    [
      'a fragment spread at several depths and multipliers',
      '{ listBriefs(limit: 5) { items { ...B } } getBrief(id: "x") { ...B } } fragment B on Brief { id profile { briefs(limit: 2) { items { id } } } }',
    ],
    [
      'fragments spreading fragments, twice over',
      '{ ...Q ...Q } fragment Q on Query { listStreams(limit: 4) { items { ...S ...S } } } fragment S on Stream { id title }',
    ],
    [
      'an inline fragment on a connection',
      '{ listBriefs(limit: 9) { ... on ModelBriefConnection { items { id } } } }',
    ],
    [
      'a mutation',
      'mutation { createStream(input: { title: "t", description: "d", url: "/u" }) { id title } }',
    ],
  ])('counts %s as expanding every fragment would', (_name, text) => {
    const { depth, cost, refusal } = measure(text);
    expect(refusal).toBeNull();
    expect({ depth, cost }).toEqual(measureByExpanding(schema, text));
  });

  it('reads a page size from a variable, and a variable named like an Object.prototype member is simply absent', () => {
    const text =
      'query($size: Int, $constructor: Int) { a: listBriefs(limit: $size) { items { id } } b: listBriefs(limit: $constructor) { items { id } } }';
    expect(measure(text, { size: 7 }).cost).toBe(1 + 7 + 7 + 1 + 100 + 100);
    for (const name of [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '__defineGetter__',
    ]) {
      const inherited = `query($${name}: Int) { listBriefs(limit: $${name}) { items { id } } }`;
      expect(measure(inherited).cost).toBe(1 + 100 + 100);
    }
  });

  it('refuses the document whose fragments each spread the next one twice, 30 levels deep, after a walk linear in its size', () => {
    const text = doubledFragments(30);
    const result = measure(text);
    expect(result.refusal?.message).toMatch(
      /^The query could resolve \d+ fields; the limit is 200000\. Ask for smaller pages\.$/,
    );
    expect(result.visits).toBeLessThanOrEqual(2 * selectionsIn(parse(text)));
  });

  it('walks each fragment once per type even when nothing is refused', () => {
    // Small pages and few levels keep the cost low; the paths still double at each level.
    let text = 'query Q { ...F0 }';
    for (let level = 0; level < 16; level += 1)
      text += ` fragment F${level} on Query { __typename${level < 15 ? ` ...F${level + 1} ...F${level + 1}` : ''} }`;
    const result = measure(text);
    expect(result.refusal).toBeNull();
    expect(result.cost).toBe(2 ** 16 - 1);
    expect(result.visits).toBeLessThanOrEqual(2 * selectionsIn(parse(text)));
  });

  it('accepts a query nested as deep as the limit and refuses one level more', () => {
    // The root and getBrief's selection are two levels; each `profile { … }` adds one, and no page multiplies.
    const nested = (levels: number) =>
      `{ getBrief(id: "x") { ${'profile { '.repeat(levels - 2)}id${' }'.repeat(levels - 2)} } }`;
    expect(measure(nested(QUERY_LIMITS.maxDepth))).toMatchObject({
      depth: QUERY_LIMITS.maxDepth,
      refusal: null,
    });
    expect(measure(nested(QUERY_LIMITS.maxDepth + 1)).refusal?.message).toBe(
      `The query is nested ${QUERY_LIMITS.maxDepth + 1} levels deep; the limit is ${QUERY_LIMITS.maxDepth}.`,
    );
  });

  it('refuses depth reached through a fragment measured earlier at a shallower level', () => {
    const deep = 'profile { '.repeat(9) + 'id' + ' }'.repeat(9);
    const text = `{ getBrief(id: "x") { ...P } getProfile(id: "p") { briefs { items { ...P } } } } fragment P on Brief { ${deep} }`;
    expect(measure(text).refusal?.message).toMatch(/nested 13 levels deep/);
  });

  it('accepts a query that may resolve as many fields as the limit and refuses one more', () => {
    // listBriefs (1) + items (1000) + 1000 × fields.
    const fields = (count: number) => Array.from({ length: count }, (_, index) => `f${index}`).join(' ');
    const atLimit = `{ listBriefs(limit: 1000) { items { ${fields(198)} } } ${fields(QUERY_LIMITS.maxCost - 1 - 1000 - 198_000)} }`;
    expect(measure(atLimit)).toMatchObject({ cost: QUERY_LIMITS.maxCost, refusal: null });
    expect(measure(`${atLimit.slice(0, -1)} one_more }`).refusal?.message).toMatch(
      /could resolve \d+ fields/,
    );
  });

  it('refuses a fragment that spreads itself instead of walking forever', () => {
    const text = '{ ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }';
    expect(measure(text).refusal?.message).toBe('Cannot spread fragment "A" within itself.');
  });
});
