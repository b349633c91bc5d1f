import { FilterError, type FilterInput } from './compile-filter';
import { compileKeyCondition } from './compile-key-condition';
import { SqlParams } from './sql-params';

const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const objectWith = (name: string, value: unknown) =>
  JSON.parse(`{${JSON.stringify(name)}:${JSON.stringify(value)}}`) as FilterInput;

describe('compiling a sort-key condition', () => {
  it('compiles each operator of the key condition inputs', () => {
    const params = new SqlParams();
    expect(compileKeyCondition('blogDate', false, { ge: '2025-01-01' }, params)).toBe(
      `(doc->>'blogDate') COLLATE "C" >= $1`,
    );
    expect(compileKeyCondition('rank', true, { between: [1, 2] }, params)).toContain(
      'BETWEEN $2::numeric AND $3::numeric',
    );
    expect(compileKeyCondition('slug', false, { beginsWith: 'a' }, params)).toBe(
      `starts_with(doc->>'slug', $4)`,
    );
  });

  it.each(INHERITED)('refuses an operator named %s', (name) => {
    expect(() => compileKeyCondition('blogDate', false, objectWith(name, 'x'), new SqlParams())).toThrow(
      new FilterError(`${name} is not a key condition.`),
    );
  });
});
