import { INHERITED_NAMES } from '../../core/test-support/inherited-names';
import { filterWireAttributes, mergeAttributes, readWritableAttributes } from './attributes';
import { CognitoError } from './errors';

describe('user attributes', () => {
  it.each(INHERITED_NAMES)('%s is not an attribute anyone may write', (name) => {
    expect(() => readWritableAttributes([{ name, value: 'x' }])).toThrow(
      `Type for attribute {${name}} could not be determined`,
    );
  });

  it('refuses them as Cognito does: InvalidParameterException', () => {
    expect(() => readWritableAttributes([{ name: 'constructor', value: 'x' }])).toThrow(CognitoError);
  });

  it('keeps what was stored under any name as an ordinary entry when merging', () => {
    const stored = JSON.parse('{"__proto__":"kept","name":"Ada"}') as Record<string, string>;
    const merged = mergeAttributes(stored, { name: '', nickname: 'Countess' });
    expect(Object.getPrototypeOf(merged)).toBeNull();
    expect({ ...merged }).toEqual(JSON.parse('{"__proto__":"kept","nickname":"Countess"}'));
  });

  it('filters a wire list by the names asked for', () => {
    const attributes = [
      { Name: 'sub', Value: '1' },
      { Name: 'email', Value: 'a@example.com' },
    ];
    expect(filterWireAttributes(attributes, ['email', 'constructor'])).toEqual([
      { Name: 'email', Value: 'a@example.com' },
    ]);
    expect(filterWireAttributes(attributes, [])).toBe(attributes);
  });
});
