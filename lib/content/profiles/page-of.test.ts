import { pageOf } from './page-of';

const items = Array.from({ length: 5 }, (_, index) => index + 1);

describe('a page of the creators list', () => {
  it('gives the asked page and how many pages there are', () => {
    expect(pageOf(items, '2', 2)).toEqual({ page: 2, totalPages: 3, items: [3, 4] });
  });

  it.each([
    ['no number', undefined, 1],
    ['text', 'abc', 1],
    ['zero', '0', 1],
    ['a page past the end', '99', 3],
    ['the first of repeated parameters', ['3', '1'], 3],
  ])('reads %s as a page within the list', (_name, param, expected) => {
    expect(pageOf(items, param, 2).page).toBe(expected);
  });

  it('has one empty page for an empty list', () => {
    expect(pageOf([], '1')).toEqual({ page: 1, totalPages: 1, items: [] });
  });
});
