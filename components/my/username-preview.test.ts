import { publicAddressOf } from './username-preview';

describe('publicAddressOf', () => {
  it('is the profile address of what was typed', () => {
    expect(publicAddressOf('janedoe')).toBe('/profiles/janedoe');
  });

  it('follows the name as it will be saved: trimmed and in lower case', () => {
    expect(publicAddressOf('  JaneDoe_42 ')).toBe('/profiles/janedoe_42');
  });

  it('is null while nothing but spaces is typed', () => {
    expect(publicAddressOf('')).toBeNull();
    expect(publicAddressOf('   ')).toBeNull();
  });
});
