import { baseSlugOf, findUniqueSlug } from './brief-slug';
import { monthOf } from './brief-options';

describe('a brief’s slug', () => {
  it('comes from the title', async () => {
    expect(await findUniqueSlug('Who Holds the Off Switch?', async () => false)).toBe('who-holds-the-off-switch');
  });

  it('gets the first free number when the title’s slug is taken', async () => {
    const taken = new Set(['on-discipline', 'on-discipline-2', 'on-discipline-3']);
    expect(await findUniqueSlug('On Discipline', async (slug) => taken.has(slug))).toBe('on-discipline-4');
  });

  it('falls back to a random suffix when every numbered slug is taken', async () => {
    const taken = (slug: string) => slug === 'a' || /^a-\d+$/.test(slug);
    expect(await findUniqueSlug('A', async (slug) => taken(slug), () => 'x1y2z3')).toBe('a-x1y2z3');
  });

  it('gives up with a clear message rather than looping for ever', async () => {
    await expect(findUniqueSlug('A', async () => true)).rejects.toThrow('Could not find a free address for this brief');
  });

  it('is never empty and never longer than 80 characters, cut at a word', () => {
    expect(baseSlugOf('!!!')).toBe('brief');
    const long = baseSlugOf('The long title '.repeat(12));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
    expect(long.endsWith('the-long-title') || long.endsWith('the-long') || long.endsWith('the')).toBe(true);
  });
});

describe('a brief’s month', () => {
  it('is the English name of its date’s month', () => {
    expect(monthOf('2025-11-04')).toBe('November');
    expect(() => monthOf('2025-13-01')).toThrow('Not a date');
  });
});
