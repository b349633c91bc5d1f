import { INHERITED_NAMES } from '../../../core/test-support/inherited-names';
import { buildUserUpdate, type UserPatch } from './users';

const NOW = new Date('2026-03-03T09:00:00Z');

describe('buildUserUpdate', () => {
  it('sets the declared columns, numbering values after the sub and the time', () => {
    expect(
      buildUserUpdate({ email: ' Ada@Example.com ', enabled: false, attributes: { name: 'Ada' } }, NOW),
    ).toEqual({
      assignments: ['email = $3', 'enabled = $4', 'attributes = $5::jsonb', 'updated_at = $2'],
      values: [NOW, 'ada@example.com', false, '{"name":"Ada"}'],
    });
  });

  it('skips fields left undefined', () => {
    expect(buildUserUpdate({ lockedUntil: undefined, status: 'CONFIRMED' }, NOW).assignments).toEqual([
      'status = $3',
      'updated_at = $2',
    ]);
  });

  it.each(INHERITED_NAMES)('never turns the field %s into SQL', (name) => {
    const patch = JSON.parse(`{${JSON.stringify(name)}: true}`) as UserPatch;
    expect(() => buildUserUpdate(patch, NOW)).toThrow(`No user column for the field "${name}".`);
  });
});
