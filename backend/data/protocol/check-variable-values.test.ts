import { checkVariableValues } from './check-variable-values';
import { QUERY_LIMITS } from './query-limits';

/** JSON nested `levels` deep, parsed as a request body is (too deep for JSON.stringify to build). */
const nestedFilter = (levels: number) =>
  JSON.parse(`{"f":${'{"and":['.repeat(levels)}{"id":{"eq":"x"}}${']}'.repeat(levels)}}`) as Record<
    string,
    unknown
  >;

describe('checking variables before graphql-js coerces them', () => {
  it('accepts the variables the Amplify Data client sends', () => {
    expect(
      checkVariableValues({
        filter: { and: [{ status: { eq: 'PUBLISHED' } }, { categories: { contains: 'Stoicism' } }] },
        limit: 1000,
        nextToken: null,
        input: { title: 't', tags: ['a', 'b'], longDescription: 'x'.repeat(200_000) },
      }),
    ).toBeNull();
  });

  it('accepts values nested as deep as the limit and refuses one level more', () => {
    const nested = (levels: number) => ({
      v: JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown,
    });
    expect(checkVariableValues(nested(QUERY_LIMITS.maxValueDepth))).toBeNull();
    expect(checkVariableValues(nested(QUERY_LIMITS.maxValueDepth + 1))?.message).toBe(
      `The variables are nested more than ${QUERY_LIMITS.maxValueDepth} levels deep.`,
    );
  });

  it('refuses a filter nested 100,000 levels deep without overflowing the stack', () => {
    expect(checkVariableValues(nestedFilter(100_000))?.message).toMatch(/nested more than/);
  });

  it('accepts as many values as the limit and refuses one more', () => {
    // The list itself is one value.
    const list = (count: number) => ({ v: Array.from({ length: count - 1 }, () => 'x') });
    expect(checkVariableValues(list(QUERY_LIMITS.maxInputValues))).toBeNull();
    expect(checkVariableValues(list(QUERY_LIMITS.maxInputValues + 1))?.message).toBe(
      `The variables hold more than ${QUERY_LIMITS.maxInputValues} values.`,
    );
    expect(
      checkVariableValues({
        v: JSON.parse(`{${Array.from({ length: 5_000 }, (_, i) => `"k${i}":1`).join(',')}}`),
      }),
    ).not.toBeNull();
  });

  it('treats members named like Object.prototype members as plain values', () => {
    const variables = JSON.parse(
      '{"__proto__":{"a":1},"constructor":{"eq":1},"toString":[1],"hasOwnProperty":"x","valueOf":null,"__defineGetter__":2}',
    ) as Record<string, unknown>;
    expect(checkVariableValues(variables)).toBeNull();
  });
});
