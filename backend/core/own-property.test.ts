import { emptyRecord, lookupTable, ownValue } from './own-property';
import { INHERITED_NAMES } from './test-support/inherited-names';

describe('own-property lookups', () => {
  const record: Record<string, number> = { SignUp: 1 };

  it.each(INHERITED_NAMES)('ownValue refuses the inherited name %s', (name) => {
    expect(ownValue(record, name)).toBeUndefined();
  });

  it('ownValue finds what the record holds', () => {
    expect(ownValue(record, 'SignUp')).toBe(1);
  });

  it.each(INHERITED_NAMES)('lookupTable refuses the inherited name %s', (name) => {
    expect(lookupTable(record).get(name)).toBeUndefined();
  });

  it.each(INHERITED_NAMES)('emptyRecord keeps %s as an ordinary key', (name) => {
    const values = emptyRecord<string>();
    values[name] = 'kept';
    expect(Object.keys(values)).toEqual([name]);
    expect(JSON.parse(JSON.stringify(values))).toEqual(JSON.parse(`{${JSON.stringify(name)}:"kept"}`));
    expect(Object.getPrototypeOf(values)).toBeNull();
  });
});
