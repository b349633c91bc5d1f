import { INHERITED_NAMES } from '../../core/test-support/inherited-names';
import {
  optionalBoolean,
  optionalObject,
  optionalString,
  readAttributeList,
  readStringMap,
  requireParameter,
} from './input';

/** A parsed body, as JSON.parse makes it: `__proto__` is an own member there, not the prototype. */
const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('request members', () => {
  it.each(INHERITED_NAMES)('%s is absent unless the client sent it', (name) => {
    const input = parse('{}');
    expect(optionalString(input, name)).toBeUndefined();
    expect(optionalBoolean(input, name)).toBeUndefined();
    expect(optionalObject(input, name)).toBeUndefined();
    expect(readStringMap(input, name)).toEqual({});
    expect(() =>
      requireParameter(readStringMap(parse('{"AuthParameters":{}}'), 'AuthParameters'), name),
    ).toThrow(`Missing required parameter ${name}`);
  });

  it.each(INHERITED_NAMES)('a map entry named %s is an ordinary entry', (name) => {
    const map = readStringMap(
      parse(`{"AuthParameters":{${JSON.stringify(name)}:"sent","USERNAME":"ada"}}`),
      'AuthParameters',
    );
    expect(Object.getPrototypeOf(map)).toBeNull();
    expect(Object.keys(map)).toEqual([name, 'USERNAME']);
    expect(requireParameter(map, name)).toBe('sent');
  });

  it('reads Name and Value of an attribute list from the entries themselves', () => {
    expect(
      readAttributeList(parse('{"UserAttributes":[{"Name":"name","Value":"Ada"}]}'), 'UserAttributes'),
    ).toEqual([{ name: 'name', value: 'Ada' }]);
    expect(() => readAttributeList(parse('{"UserAttributes":[{"Value":"Ada"}]}'), 'UserAttributes')).toThrow(
      'Member must not be null',
    );
  });
});
