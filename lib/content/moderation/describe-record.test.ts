import { describeRecord } from './describe-record';

describe('naming a moderated record and its public page', () => {
  it.each([
    ['Brief', { id: 'b1', title: 'Planted brief', slug: 'planted-brief' }, undefined, { name: 'Planted brief', href: '/briefs/planted-brief' }],
    ['Profile', { id: 'p1', username: 'anika', displayName: 'Anika' }, undefined, { name: 'Anika (@anika)', href: '/profiles/anika' }],
    ['Stream', { id: 's1', title: 'The Long Watch', slug: 'the-long-watch' }, undefined, { name: 'The Long Watch', href: '/streams/the-long-watch' }],
    ['Personality', { id: 'x', slug: 'octavia-marsh', name: 'Octavia Marsh-Lane', displayName: 'Octavia' }, undefined, { name: 'Octavia', href: '/personalities/octavia-marsh' }],
    ['Personality', { id: 'x', name: 'Octavia Marsh' }, undefined, { name: 'Octavia Marsh', href: '/personalities/x' }],
    ['PlatformBan', { id: 'ban', platformId: 'youtube', dateOfBan: '2024-05-14' }, 'anika', { name: 'Ban on youtube of 2024-05-14', href: '/profiles/anika' }],
    ['ShadowbanExperience', { id: 'r', platform: 'X', restrictionType: 'Reply deboosting' }, null, { name: 'Shadowban report on X: Reply deboosting', href: null }],
  ] as const)('a %s', (model, record, username, expected) => {
    expect(describeRecord(model, record, username)).toEqual(expected);
  });

  it('falls back to the id, without a link, when the record lacks its name and address', () => {
    expect(describeRecord('Brief', { id: 'b1' })).toEqual({ name: 'b1', href: null });
    expect(describeRecord('Profile', { id: 'p1', username: 'a b' }).href).toBe('/profiles/a%20b');
  });
});
