import { briefRefresh, profileRefresh, recordRefresh } from './public-refresh';
import type { MyBrief } from './brief-form';

const brief = { id: 'b1', slug: 'on-discipline', username: 'ada', status: 'PUBLISHED' } as MyBrief;

describe('what a save refreshes on the public site', () => {
  it('refreshes a brief’s page, the lists it appears in and its author’s profile', () => {
    expect(briefRefresh({ brief, previous: null })).toEqual({
      tags: ['briefs', 'profiles'],
      paths: ['/', '/briefs', '/briefs/on-discipline', '/profiles/ada'],
    });
  });

  it('also refreshes the old address of a brief whose slug changed', () => {
    expect(briefRefresh({ brief, previous: { ...brief, slug: 'old' } }).paths).toContain('/briefs/old');
  });

  it('refreshes the old and new profile pages after a rename, and the briefs that name the author', () => {
    const refresh = profileRefresh('ada2', 'ada', [brief]);
    expect(refresh.paths).toEqual(['/profiles', '/profiles/ada2', '/profiles/ada', '/briefs/on-discipline']);
    expect(refresh.tags).toEqual(['profiles', 'briefs']);
  });

  it('never asks for more paths than the revalidation route accepts', () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ ...brief, slug: `b${index}` }));
    expect(profileRefresh('ada2', 'ada', many).paths.length).toBeLessThanOrEqual(20);
  });

  it('refreshes the record’s list, the profile totals and the home page’s ban tracker after a ban changes', () => {
    expect(recordRefresh('ban', 'ada', 'ban-1')).toEqual({ tags: ['platform-bans', 'profiles'], paths: ['/', '/profiles', '/profiles/ada', '/bans/ban-1'] });
    expect(recordRefresh('shadowban', 'ada', 'report 1')).toEqual({
      tags: ['shadowban-experiences', 'profiles'],
      paths: ['/', '/profiles', '/profiles/ada', '/shadowban-reports/report%201'],
    });
  });
});
