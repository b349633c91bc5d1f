/**
 * The planned run must answer exactly what graphql-js's execute answers: every document here runs
 * through executeGraphql and through graphql-js alone, and data, errors and what the resolvers
 * were handed (arguments, path, types) must match.
 */
import {
  buildSchema,
  execute,
  getOperationAST,
  parse,
  validate,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
} from 'graphql';
import { pathToArray } from 'graphql/jsutils/Path';
import type { DataRequestContext } from '../operations/request-context';
import { DocumentCache } from './document-cache';
import { executeGraphql } from './execute-graphql';
import { planQuery } from './query-plan';

const schema = buildSchema(`
  enum Colour { RED GREEN }
  input ItemFilter { name: String, and: [ItemFilter] }
  type Item {
    id: ID!
    name: String
    count: Int
    tags: [String!]
    colour: Colour
    owner: String
    method: String
    parent: Item
    children(first: Int = 2): [Item!]!
  }
  type Query {
    items(limit: Int, filter: ItemFilter): [Item!]!
    item(id: ID!): Item
    slow: [Item]
    failing: Item
    missing: Item!
    letters: [String]
    badInt: Int
  }
  type Mutation { touch: Int }
`);

type Item = Record<string, unknown>;
const ITEMS: Item[] = [
  { id: '1', name: 'one', count: 1, tags: ['a', 'b'], colour: 'RED', parentId: '2', owner: 'sub::ann' },
  { id: '2', name: null, count: 2, tags: [], colour: 'GREEN' },
  { id: '3', name: 'three', method: () => 'called' },
  { id: '4', name: 'four', colour: 'BLUE' },
];

interface Recorder {
  calls: string[];
}
const recorded =
  (
    resolve: GraphQLFieldResolver<Item | undefined, Recorder>,
  ): GraphQLFieldResolver<Item | undefined, Recorder> =>
  (source, args, context, info: GraphQLResolveInfo) => {
    context.calls.push(
      JSON.stringify([
        `${info.parentType.name}.${info.fieldName}`,
        pathToArray(info.path),
        args,
        String(info.returnType),
        info.operation.name?.value ?? null,
        info.variableValues,
        info.fieldNodes.length,
        Object.keys(info.fragments),
      ]),
    );
    return resolve(source, args, context, info);
  };
const RESOLVERS: Record<string, Record<string, GraphQLFieldResolver<Item | undefined, Recorder>>> = {
  Query: {
    items: async (_source, args: { limit?: number; filter?: { and?: { name?: string }[] } }) => {
      const name = args.filter?.and?.[0]?.name;
      return ITEMS.filter((item) => !name || item.name === name).slice(0, args.limit ?? ITEMS.length);
    },
    item: (_source, args) => ITEMS.find((item) => item.id === args.id) ?? null,
    slow: () => ITEMS.slice(0, 2).map((item) => Promise.resolve(item)),
    failing: async () => {
      throw new Error('The store is unavailable.');
    },
    missing: () => null,
    letters: () => new Set(['x', 'y']),
    badInt: () => 'many',
  },
  Item: {
    owner: (item) => (typeof item?.owner === 'string' ? item.owner.split('::').pop() : null),
    parent: async (item) => ITEMS.find((candidate) => candidate.id === item?.parentId) ?? null,
    children: (item, args) =>
      ITEMS.filter((candidate) => candidate.id !== item?.id).slice(0, args.first as number),
  },
  Mutation: { touch: () => 1 },
};
for (const [typeName, resolvers] of Object.entries(RESOLVERS)) {
  const fields = (schema.getType(typeName) as GraphQLObjectType).getFields();
  for (const [fieldName, resolve] of Object.entries(resolvers)) fields[fieldName].resolve = recorded(resolve);
}

interface Case {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

async function runBoth({ query, variables = {}, operationName }: Case) {
  const viaService: Recorder = { calls: [] };
  const answer = await executeGraphql(
    schema,
    new DocumentCache(),
    { query, variables, operationName: operationName ?? null },
    viaService as unknown as DataRequestContext,
  );
  const viaGraphqlJs: Recorder = { calls: [] };
  const document = parse(query);
  expect(validate(schema, document)).toEqual([]);
  const reference = await execute({
    schema,
    document,
    variableValues: variables,
    operationName,
    contextValue: viaGraphqlJs,
  });
  return { answer, reference, viaService, viaGraphqlJs };
}

const comparable = (result: Awaited<ReturnType<typeof execute>>) =>
  JSON.parse(
    JSON.stringify({
      data: result.data,
      errors: result.errors?.map(({ message, path, locations }) => ({ message, path, locations })),
    }),
  ) as unknown;

const planOf = ({ query, operationName }: Case) => {
  const document = parse(query);
  return planQuery(schema, document, getOperationAST(document, operationName)!);
};

const PLANNED: [string, Case][] = [
  [
    'leaves, lists of scalars, enums and __typename',
    { query: '{ items(limit: 3) { id name count tags colour __typename } }' },
  ],
  [
    'aliases and arguments from variables',
    {
      query: 'query($n: Int) { first: items(limit: $n) { key: id } all: items { id } }',
      variables: { n: 1 },
    },
  ],
  [
    'resolvers below lists and objects, reading their path',
    { query: '{ items { id owner parent { id owner parent { id } } children(first: 1) { id owner } } }' },
  ],
  ['promises as list items', { query: '{ slow { id owner } }' }],
  [
    'a recursive input in variables',
    {
      query: 'query($f: ItemFilter) { items(filter: $f) { id } }',
      variables: { f: { and: [{ name: 'one' }] } },
    },
  ],
  ['null where the type allows it', { query: '{ item(id: "9") { id } }' }],
  [
    'the named operation of several',
    { query: 'query A { item(id: "1") { id } } query B { item(id: "2") { name } }', operationName: 'B' },
  ],
];

/** Values graphql-js completes without error but no plan covers: the planned run stops there. */
const UNPLANNED_VALUES: [string, Case][] = [
  ['a property that is a method', { query: '{ item(id: "3") { method } }' }],
  ['an iterable that is not an array', { query: '{ letters }' }],
];

const LEFT_TO_GRAPHQL_JS: [string, Case][] = [
  ['fragments', { query: '{ items { ...Names } } fragment Names on Item { id name }' }],
  [
    'directives',
    { query: 'query($s: Boolean!) { items { id name @skip(if: $s) } }', variables: { s: true } },
  ],
  ['a repeated response key', { query: '{ items { id id } }' }],
  ['introspection', { query: '{ __schema { queryType { name } } }' }],
  ['a mutation', { query: 'mutation { touch }' }],
];

const FAILING: [string, Case][] = [
  ['a resolver that fails beside one that works', { query: '{ items { id } failing { id } }' }],
  ['a null in a non-null field', { query: '{ missing { id } }' }],
  ['a value its scalar does not serialize', { query: '{ badInt }' }],
  ['a value its enum does not know', { query: '{ item(id: "4") { id colour } }' }],
  [
    'variables of the wrong type',
    { query: 'query($n: Int) { items(limit: $n) { id } }', variables: { n: 'x' } },
  ],
];

describe('a planned query', () => {
  it.each(PLANNED)('answers as graphql-js does, in one run: %s', async (_name, testCase) => {
    expect(planOf(testCase)).not.toBeNull();
    const { answer, reference, viaService, viaGraphqlJs } = await runBoth(testCase);
    expect(reference.errors).toBeUndefined();
    expect(comparable(answer)).toEqual(comparable(reference));
    // The same calls with the same arguments and info, and no second run.
    expect([...viaService.calls].sort()).toEqual([...viaGraphqlJs.calls].sort());
  });

  it.each(FAILING)('answers with graphql-js errors on %s', async (_name, testCase) => {
    expect(planOf(testCase)).not.toBeNull();
    const { answer, reference } = await runBoth(testCase);
    expect(reference.errors?.length).toBeGreaterThan(0);
    expect(comparable(answer)).toEqual(comparable(reference));
  });

  it.each(UNPLANNED_VALUES)('hands over to graphql-js on %s', async (_name, testCase) => {
    expect(planOf(testCase)).not.toBeNull();
    const { answer, reference } = await runBoth(testCase);
    expect(reference.errors).toBeUndefined();
    expect(comparable(answer)).toEqual(comparable(reference));
  });
});

describe('an operation beyond plain selections', () => {
  it.each(LEFT_TO_GRAPHQL_JS)('is left to graphql-js: %s', async (_name, testCase) => {
    expect(planOf(testCase)).toBeNull();
    const { answer, reference } = await runBoth(testCase);
    expect(comparable(answer)).toEqual(comparable(reference));
  });
});
