import {
  malformedText,
  absurdHeaders,
  deeplyNestedJson,
  hugeString,
  jsonBody,
  malformedValue,
  objectOf,
  PROTOTYPE_NAMES,
} from '../malformed-values';
import type { FuzzContext } from '../fuzz-context';
import type { FuzzRequest } from '../fuzz-request';
import type { SeededRandom } from '../seeded-random';

/** Each fragment spreads the next one twice: naive analysis walks 2^levels paths. */
export function doublingFragments(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, level) =>
    level === levels - 1
      ? `fragment F${level} on Query { listBriefs { items { id } } }`
      : `fragment F${level} on Query { listBriefs { items { id } } ...F${level + 1} ...F${level + 1} }`,
  );
  return `query Q { ...F0 } ${fragments.join(' ')}`;
}

function abusiveDocument(random: SeededRandom): string {
  switch (random.int(0, 9)) {
    case 0:
      return doublingFragments(random.pick([20, 30, 40]));
    case 1:
      return `query { ${Array.from({ length: random.pick([1_000, 20_000]) }, (_, index) => `a${index}: listBriefs { items { id } }`).join(' ')} }`;
    case 2:
      return `query { ${'listProfiles { items { briefs { items { profile { '.repeat(random.pick([5, 40]))}id${' } } } } }'.repeat(random.pick([5, 40]))} }`;
    case 3:
      return `query { listBriefs(filter: ${'{ and: ['.repeat(random.pick([50, 500]))}{ id: { eq: "x" } }${'] }'.repeat(random.pick([50, 500]))}) { items { id } } }`;
    case 4:
      return `query { ${'__typename '.repeat(random.pick([10_000, 40_000]))} }`;
    case 5:
      return `query { listBriefs { items { id ${'@include(if: true) '.repeat(random.pick([100, 5_000]))} } } }`;
    case 6:
      return Array.from(
        { length: random.pick([100, 3_000]) },
        (_, index) => `query Q${index} { listBriefs { items { id } } }`,
      ).join('\n');
    case 7:
      return `{ ${random.pick(PROTOTYPE_NAMES)} { id } }`;
    case 8:
      return hugeString(random, random.pick([10_000, 99_000]));
    default:
      return `query { listBriefs(limit: ${random.pick(['-1', '1e309', '99999999999', '"x"', 'null'])}, nextToken: ${JSON.stringify(malformedText(random, 500))}) { items { id } nextToken } }`;
  }
}

const PLAIN_DOCUMENTS = [
  'query($filter: ModelBriefFilterInput, $limit: Int, $nextToken: String) { listBriefs(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id title } nextToken } }',
  'query($id: ID!) { getProfile(id: $id) { id username briefs { items { id } } platformBans { items { id } } } }',
  'query($slug: String!) { listBriefBySlug(slug: $slug) { items { id } } }',
  'mutation($title: String!, $description: String!, $categories: String!, $status: BriefStatus!) { saveMyBrief(title: $title, description: $description, categories: $categories, status: $status) { id slug } }',
  'mutation($username: String!, $displayName: String!) { saveMyProfile(username: $username, displayName: $displayName) { id } }',
  'mutation($model: ModeratedModel!, $id: ID!, $reason: String!) { reportRecord(model: $model, id: $id, reason: $reason) }',
  'mutation($model: ModeratedModel!, $id: ID!, $reason: String!) { hideRecord(model: $model, id: $id, reason: $reason) { id } }',
  'mutation($input: DeleteStreamInput!) { deleteStream(input: $input) { id } }',
  'mutation($model: String!, $id: ID!, $visitorId: String!) { recordView(model: $model, id: $id, visitorId: $visitorId) }',
];

/** AppSync-style GraphQL with the public API key: exponential and oversized documents, broken variables and filters. */
export function graphqlRequests(random: SeededRandom, context: FuzzContext, count: number): FuzzRequest[] {
  const variables = () =>
    objectOf(
      random,
      [
        'filter',
        'limit',
        'nextToken',
        'id',
        'slug',
        'input',
        'condition',
        'model',
        'visitorId',
        ...PROTOTYPE_NAMES,
      ],
      (field) => {
        if (field === 'filter' || field === 'condition' || field === 'input') {
          return random.chance(0.3)
            ? JSON.parse(deeplyNestedJson(random, 60))
            : objectOf(random, ['id', 'title', 'and', 'or', 'not', 'status', ...PROTOTYPE_NAMES]);
        }
        return malformedValue(random);
      },
    );
  return random.many(count, () => {
    const isAbusive = random.chance(0.5);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-api-key': context.apiKey,
    };
    if (random.chance(0.15)) Object.assign(headers, absurdHeaders(random));
    if (random.chance(0.1))
      headers.authorization = random.pick(['a.b.c', context.accessToken, 'constructor']);
    const body = jsonBody(random, () => ({
      query: isAbusive ? abusiveDocument(random) : random.pick(PLAIN_DOCUMENTS),
      variables: random.chance(0.8) ? variables() : malformedValue(random),
      operationName: random.chance(0.3) ? random.pick([...PROTOTYPE_NAMES, 'Q', 'Q0']) : undefined,
    }));
    return {
      door: 'GraphQL',
      method: random.chance(0.95) ? 'POST' : 'GET',
      path: '/_aws/graphql/graphql',
      headers,
      body,
    };
  });
}
