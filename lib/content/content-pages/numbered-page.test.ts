import { isPastLastPage, pageWindow, parsePageNumber } from './numbered-page';

describe('a numbered page', () => {
  it.each([
    ['no number', undefined, 1],
    ['a negative number', '-1', 1],
    ['text', 'abc', 1],
    ['a fraction', '2.5', 1],
    ['the first of repeated parameters', ['3', '1'], 3],
    ['an absurd number, kept bounded', '1e9', 100_000],
  ])('reads %s', (_name, param, expected) => {
    expect(parsePageNumber(param)).toBe(expected);
  });

  it('knows its offset, the number of pages and whether it is past the last', () => {
    expect(pageWindow(3, 9, 50)).toEqual({ page: 3, offset: 18, totalPages: 6 });
    expect(isPastLastPage(pageWindow(7, 9, 50))).toBe(true);
    expect(pageWindow(1, 9, 0)).toEqual({ page: 1, offset: 0, totalPages: 1 });
    expect(isPastLastPage(pageWindow(1, 9, 0))).toBe(false);
  });
});
