import { JSON_LIMITS, JsonInputError, parseJsonWithinLimits } from './parse-json-within-limits';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objectWith = (members: number) =>
  `{${Array.from({ length: members }, (_, index) => `"k${index}":1`).join(',')}}`;

describe('parseJsonWithinLimits', () => {
  it('parses ordinary JSON', () => {
    expect(parseJsonWithinLimits('{"a":[1,{"b":"c"}]}')).toEqual({ a: [1, { b: 'c' }] });
  });

  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(() => parseJsonWithinLimits(nested(JSON_LIMITS.maxDepth))).not.toThrow();
    expect(() => parseJsonWithinLimits(nested(JSON_LIMITS.maxDepth + 1))).toThrow(/deeper than 64 levels/);
  });

  it('refuses half a megabyte of brackets before parsing', () => {
    expect(() => parseJsonWithinLimits(nested(250_000))).toThrow(JsonInputError);
  });

  it('accepts members up to the limit and refuses one more', () => {
    expect(() => parseJsonWithinLimits(objectWith(JSON_LIMITS.maxMembers))).not.toThrow();
    expect(() => parseJsonWithinLimits(objectWith(JSON_LIMITS.maxMembers + 1))).toThrow(
      /more than 20000 object members/,
    );
  });

  it('does not count brackets, colons or escaped quotes inside strings', () => {
    const text = JSON.stringify({ text: `${'[{:'.repeat(50_000)}\\"]` });
    expect(parseJsonWithinLimits(text)).toEqual(JSON.parse(text));
  });

  it('answers invalid JSON with a JsonInputError', () => {
    expect(() => parseJsonWithinLimits('{"a":')).toThrow('The request body is not valid JSON.');
    expect(() => parseJsonWithinLimits('\u0000')).toThrow(JsonInputError);
  });

  it('keeps __proto__ as an own member, never as the prototype', () => {
    const parsed = parseJsonWithinLimits('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
