import { parse, type ObjectTypeDefinitionNode } from 'graphql';
import type { DataModel } from './data-model';
import { readValidations } from './read-validations';
import { readTypeShape } from './read-sdl';
import { refuseInvalidInput } from '../operations/validate-input';

/** The rules of `type T { <field> }`'s one field. */
function rulesOf(field: string) {
  const type = parse(`type T { ${field} }`).definitions[0] as ObjectTypeDefinitionNode;
  const node = type.fields![0];
  return readValidations(`T.${node.name.value}`, node.directives, readTypeShape(node.type));
}

const modelWith = (field: string): DataModel =>
  ({ name: 'T', fields: [{ name: 'f', type: 'String', isEnum: false, isRequired: false, isArray: false, isArrayNullable: false, isReadOnly: false, validations: rulesOf(field) }] }) as unknown as DataModel;

describe('readValidations', () => {
  it('reads every @validate of a field in order, with its message when it has one', () => {
    expect(rulesOf('f: String @validate(type: minLength, value: "1", errorMessage: "Required") @validate(type: maxLength, value: "5")')).toEqual([
      { type: 'minLength', value: '1', errorMessage: 'Required' },
      { type: 'maxLength', value: '5' },
    ]);
    expect(rulesOf('n: Int @validate(type: gte, value: "0")')).toEqual([{ type: 'gte', value: '0' }]);
  });

  it('stops the start on a rule it could not enforce, rather than leaving it unchecked', () => {
    expect(() => rulesOf('f: String @validate(type: isUpperCase, value: "1")')).toThrow('T.f: @validate type isUpperCase is not known.');
    expect(() => rulesOf('f: [String] @validate(type: maxLength, value: "5")')).toThrow('on a list');
    expect(() => rulesOf('f: String @validate(type: gt, value: "5")')).toThrow('does not apply to String');
    expect(() => rulesOf('n: Int @validate(type: maxLength, value: "5")')).toThrow('does not apply to Int');
    expect(() => rulesOf('f: AWSEmail @validate(type: maxLength, value: "5")')).toThrow('does not apply to AWSEmail');
    expect(() => rulesOf('f: String @validate(type: maxLength, value: "five")')).toThrow('needs a number');
    expect(() => rulesOf('f: String @validate(type: matches, value: "(")')).toThrow('does not compile');
  });
});

describe('refuseInvalidInput', () => {
  const refusal = (field: string, value: unknown) => {
    try {
      refuseInvalidInput(modelWith(field), { f: value });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('answers the first broken rule with its message, and lets null and absent values through', () => {
    const field = 'f: String @validate(type: minLength, value: "2", errorMessage: "Too short") @validate(type: maxLength, value: "3", errorMessage: "Too long")';
    expect(refusal(field, 'a')).toBe('Too short');
    expect(refusal(field, 'abcd')).toBe('Too long');
    expect(refusal(field, 'abc')).toBeNull();
    expect(refusal(field, null)).toBeNull();
    expect(() => refuseInvalidInput(modelWith(field), {})).not.toThrow();
  });

  it('compares numbers, prefixes, suffixes and whole-value patterns', () => {
    expect(refusal('n: Int @validate(type: gt, value: "0")', 0)).toBe('Validation failed for f: gt 0.');
    expect(refusal('n: Int @validate(type: lte, value: "10")', 10)).toBeNull();
    expect(refusal('f: String @validate(type: startsWith, value: "ab")', 'abc')).toBeNull();
    expect(refusal('f: String @validate(type: endsWith, value: "yz")', 'xyz!')).not.toBeNull();
    // $util.matches is a whole-value match: a pattern found inside the value is not enough.
    expect(refusal('f: String @validate(type: matches, value: "[a-z]+")', 'abc')).toBeNull();
    expect(refusal('f: String @validate(type: matches, value: "[a-z]+")', 'abc1')).not.toBeNull();
  });

  it("reads only the input's own fields: an inherited name is not a value", () => {
    const input = Object.create({ f: 'inherited and far too long' }) as Record<string, unknown>;
    expect(() => refuseInvalidInput(modelWith('f: String @validate(type: maxLength, value: "3")'), input)).not.toThrow();
  });
});
