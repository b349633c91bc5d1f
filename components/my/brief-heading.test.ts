import { briefHeadingOf, retitle } from './brief-heading';

describe('briefHeadingOf', () => {
  it('says "New brief" until the brief is saved', () => {
    expect(briefHeadingOf(null, false)).toBe('New brief');
  });

  it('says "Edit brief" while an existing brief loads', () => {
    expect(briefHeadingOf(null, true)).toBe('Edit brief');
  });

  it('names the brief once it is saved or loaded', () => {
    expect(briefHeadingOf({ title: 'When the feed forgets you' }, false)).toBe('Edit brief: When the feed forgets you');
    expect(briefHeadingOf({ title: 'Second thoughts' }, true)).toBe('Edit brief: Second thoughts');
  });
});

describe('retitle', () => {
  it('replaces the page part and keeps the app’s name', () => {
    expect(retitle('New brief | StreamIt', 'Edit brief: A | B')).toBe('Edit brief: A | B | StreamIt');
  });

  it('is the heading alone when the title has no app name', () => {
    expect(retitle('New brief', 'Edit brief: A')).toBe('Edit brief: A');
  });
});
