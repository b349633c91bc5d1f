import { slugOf } from './slug';

describe('slugOf', () => {
  it.each([
    ['The Silent Ban', 'the-silent-ban'],
    ['  Power & Influence!  ', 'power-and-influence'],
    ['Café Stoïc', 'cafe-stoic'],
    ['---', ''],
  ])('%s → %s', (title, slug) => expect(slugOf(title)).toBe(slug));
});
