import type { DataField, DataModel } from '../declaration/data-model';
import { compileFilter, FilterError, type FilterInput } from './compile-filter';
import { SqlParams } from './sql-params';

const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

const field = (name: string, type: string, isArray = false): DataField => ({
  name,
  type,
  isEnum: false,
  isRequired: false,
  isArray,
  isArrayNullable: true,
  isReadOnly: false,
});
const NOTE: DataModel = {
  name: 'Note',
  pluralName: 'Notes',
  primaryKey: 'id',
  fields: [field('id', 'ID'), field('title', 'String'), field('views', 'Int')],
  relations: [],
  indexes: [],
  rules: [],
  timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
};
/** A filter object with one own member `name` (an object literal would set the prototype for __proto__). */
const objectWith = (name: string, value: unknown) =>
  JSON.parse(`{${JSON.stringify(name)}:${JSON.stringify(value)}}`) as FilterInput;
const compile = (filter: FilterInput) => compileFilter(NOTE, filter, new SqlParams());

describe('compiling a filter', () => {
  it('compiles the operators AppSync offers', () => {
    const params = new SqlParams();
    const sql = compileFilter(
      NOTE,
      {
        and: [{ title: { beginsWith: 'a', size: { gt: 2 } } }, { views: { le: 3, attributeType: 'number' } }],
      },
      params,
    );
    expect(sql).toContain('starts_with');
    expect(params.values).toEqual(['a', 2, 3, ['number']]);
  });

  it.each(INHERITED)('refuses a field named %s', (name) => {
    expect(() => compile(objectWith(name, { eq: 1 }))).toThrow(FilterError);
    expect(() => compile({ or: [objectWith(name, { eq: 1 })] })).toThrow(FilterError);
  });

  it.each(INHERITED)('refuses an operator named %s', (name) => {
    expect(() => compile({ title: objectWith(name, 'x') })).toThrow(
      `${name} is not a filter operator for title.`,
    );
  });

  it.each(INHERITED)('refuses an attribute type named %s', (name) => {
    expect(() => compile({ title: { attributeType: name } })).toThrow(`attributeType ${name} is not one of`);
  });

  it.each(INHERITED)('refuses a size operator named %s', (name) => {
    expect(() => compile({ title: { size: objectWith(name, 1) } })).toThrow(
      `${name} is not a size operator.`,
    );
  });
});
