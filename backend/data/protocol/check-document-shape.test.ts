import { parse } from 'graphql';
import { checkDocumentShape } from './check-document-shape';
import { QUERY_LIMITS } from './query-limits';

const check = (text: string) => checkDocumentShape(parse(text))?.message ?? null;
const repeat = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index)).join(' ');
/** Distinct field names, so no response name repeats. */
const fields = (count: number, prefix = 'f') => repeat(count, (index) => `${prefix}${index}`);

describe('checking the shape of a parsed document before validating it', () => {
  it('accepts the documents the Amplify Data client sends', () => {
    expect(
      check(
        'query ListBriefs($filter: ModelBriefFilterInput, $limit: Int, $nextToken: String) { listBriefs(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id title slug description username blogDate month categories profileId status views createdAt updatedAt owner profile { id username displayName } } nextToken __typename } }',
      ),
    ).toBeNull();
    expect(
      check(
        'mutation CreateBrief($input: CreateBriefInput!, $condition: ModelBriefConditionInput) { createBrief(input: $input, condition: $condition) { id title createdAt updatedAt owner __typename } }',
      ),
    ).toBeNull();
  });

  it.each([
    [
      'operations',
      QUERY_LIMITS.maxOperations,
      (n: number) => repeat(n, (index) => `query Q${index} { a }`),
      'The document has more than 20 operations.',
    ],
    [
      'fragments',
      QUERY_LIMITS.maxFragments,
      (n: number) => `{ a } ${repeat(n, (index) => `fragment F${index} on Query { a }`)}`,
      'The document has more than 50 fragments.',
    ],
    [
      'aliases',
      QUERY_LIMITS.maxAliases,
      (n: number) => `{ ${repeat(n, (index) => `x${index}: a`)} }`,
      'The query has more than 100 aliases.',
    ],
    [
      'directives',
      QUERY_LIMITS.maxDirectives,
      (n: number) => `{ ${repeat(n, (index) => `f${index} @include(if: true)`)} }`,
      'The query has more than 50 directives.',
    ],
    [
      'arguments of a field',
      QUERY_LIMITS.maxArguments,
      (n: number) => `{ f(${repeat(n, (index) => `a${index}: 1`)}) }`,
      'A field has more than 20 arguments.',
    ],
    [
      'arguments of a directive',
      QUERY_LIMITS.maxArguments,
      (n: number) => `{ f @d(${repeat(n, (index) => `a${index}: 1`)}) }`,
      'A directive has more than 20 arguments.',
    ],
    [
      'fields in one selection set',
      QUERY_LIMITS.maxFieldsPerSelection,
      (n: number) => `{ ${fields(n)} }`,
      'A selection set holds more than 250 fields (counting the fragments it spreads).',
    ],
    [
      'fields in one selection set, counting inline fragments and spreads',
      QUERY_LIMITS.maxFieldsPerSelection,
      (n: number) =>
        `{ ${fields(100, 'a')} ... on Query { ${fields(100, 'b')} } ...F } fragment F on Query { ${fields(n - 200, 'c')} }`,
      'A selection set holds more than 250 fields (counting the fragments it spreads).',
    ],
    [
      'nesting of an argument value',
      QUERY_LIMITS.maxValueDepth,
      (n: number) => `{ f(a: ${'['.repeat(n)}${']'.repeat(n)}) }`,
      'An argument value is nested more than 32 levels deep.',
    ],
    [
      'values in argument literals',
      QUERY_LIMITS.maxInputValues,
      (n: number) => `{ f(a: [${'1 '.repeat(n - 1)}]) }`,
      "The query's argument values hold more than 1000 values.",
    ],
  ])('accepts as many %s as the limit and refuses one more', (_what, limit, make, message) => {
    expect(check(make(limit))).toBeNull();
    expect(check(make(limit + 1))).toBe(message);
  });

  it('counts the pairs of fields that share a response name, however they are spread', () => {
    // n fields under one name make n(n-1)/2 pairs: 141 `a` and 13 `b` make 9948; 142 `a` alone make 10,011.
    const pairs = (a: number, b: number) => (a * (a - 1)) / 2 + (b * (b - 1)) / 2;
    expect(pairs(141, 13)).toBeLessThanOrEqual(QUERY_LIMITS.maxSameNamePairs);
    expect(pairs(142, 13)).toBeGreaterThan(QUERY_LIMITS.maxSameNamePairs);
    const document = (a: number, b: number) =>
      `{ x { ${'a '.repeat(100)} } y { ${'a '.repeat(a - 100)} ...B } } fragment B on T { ${'b '.repeat(b)} }`;
    expect(check(document(141, 13))).toBeNull();
    expect(check(document(142, 13))).toMatch(
      /^Too many fields share response names \("a" is selected 142 times\); the limit is 10000 pairs/,
    );
  });

  it('refuses fragments that each spread the next one twice, whose fields double at every level', () => {
    let text = 'query Q { ...F0 }';
    for (let level = 0; level < 30; level += 1)
      text += ` fragment F${level} on Query { listBriefs { items { id } }${level < 29 ? ` ...F${level + 1} ...F${level + 1}` : ''} }`;
    expect(check(text)).toBe(
      'A selection set holds more than 250 fields (counting the fragments it spreads).',
    );
  });

  it('leaves fragment cycles to validation without looping', () => {
    expect(check('{ ...A } fragment A on Query { a ...B } fragment B on Query { b ...A }')).toBeNull();
  });
});
