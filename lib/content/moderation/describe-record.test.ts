import { describeRecord, recordContextOf } from './describe-record';

describe('naming a moderated record and its public page', () => {
  it.each([
    ['Brief', { id: 'b1', title: 'Planted brief', slug: 'planted-brief' }, { name: 'Planted brief', href: '/briefs/planted-brief' }],
    ['Profile', { id: 'p1', username: 'anika', displayName: 'Anika' }, { name: 'Anika (@anika)', href: '/profiles/anika' }],
    ['Stream', { id: 's1', title: 'The Long Watch', slug: 'the-long-watch' }, { name: 'The Long Watch', href: '/streams/the-long-watch' }],
    ['Personality', { id: 'x', slug: 'octavia-marsh', name: 'Octavia Marsh-Lane', displayName: 'Octavia' }, { name: 'Octavia', href: '/personalities/octavia-marsh' }],
    ['Personality', { id: 'x', name: 'Octavia Marsh' }, { name: 'Octavia Marsh', href: '/personalities/x' }],
    ['PlatformBan', { id: 'ban', platformId: 'youtube', dateOfBan: '2024-05-14' }, { name: 'YouTube ban of 14 May 2024', href: '/bans/ban' }],
    ['ShadowbanExperience', { id: 'r', platform: 'X', restrictionType: 'Reply deboosting' }, { name: 'X (Twitter) shadowban report: Reply deboosting', href: '/shadowban-reports/r' }],
  ] as const)('a %s', (model, record, expected) => {
    expect(describeRecord(model, record)).toEqual(expected);
  });

  it('gives a moderator whose record it is, what it says (cut short) and its step on the ladder', () => {
    const explanation = `Channel terminated   for\n${'x'.repeat(300)}`;
    const context = recordContextOf('PlatformBan', { id: 'ban', explanation, verification: 'CORROBORATED' }, 'Anika (@anika)');
    expect(context.creator).toBe('Anika (@anika)');
    expect(context.level).toBe('Corroborated');
    expect(context.excerpt).toMatch(/^Channel terminated for x+…$/);
    expect(context.excerpt).toHaveLength(160);
    expect(recordContextOf('ShadowbanExperience', { id: 'r' }).level).toBe('Self-reported');
    expect(recordContextOf('Brief', { id: 'b', description: '  ' })).toEqual({ creator: null, excerpt: null, level: null });
    // A level the ladder does not know is not shown as one, inherited names included.
    expect(recordContextOf('PlatformBan', { id: 'ban', verification: 'constructor' }).level).toBeNull();
  });

  it('falls back to the id, without a link, when the record lacks its name and address', () => {
    expect(describeRecord('Brief', { id: 'b1' })).toEqual({ name: 'b1', href: null });
    expect(describeRecord('Profile', { id: 'p1', username: 'a b' }).href).toBe('/profiles/a%20b');
  });
});
