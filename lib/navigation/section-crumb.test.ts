import { sectionCrumbOf } from './section-crumb';

describe('sectionCrumbOf', () => {
  it('names a section as the main header does', () => {
    expect(sectionCrumbOf('/profiles')).toEqual({ label: 'Creators', href: '/profiles' });
    expect(sectionCrumbOf('/platforms')).toEqual({ label: 'Platforms', href: '/platforms' });
  });

  it('refuses a path the header has no section for', () => {
    expect(() => sectionCrumbOf('/nowhere')).toThrow('The main header has no section at /nowhere');
  });
});
