import { isPastLastPage, paginate } from './paginate';

describe('splitting a list into pages', () => {
  const items = Array.from({ length: 20 }, (_, index) => index + 1);

  it('gives the items of the asked page and how many pages there are', () => {
    expect(paginate(items, 1, 9)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, totalPages: 3, totalItems: 20 });
    expect(paginate(items, 3, 9).items).toEqual([19, 20]);
  });

  it('has one empty page for an empty list, which is not past the end', () => {
    const empty = paginate([], 1, 9);
    expect(empty).toEqual({ items: [], page: 1, totalPages: 1, totalItems: 0 });
    expect(isPastLastPage(empty)).toBe(false);
  });

  it('reports a page past the last one, so the route can answer 404', () => {
    expect(isPastLastPage(paginate(items, 4, 9))).toBe(true);
  });
});
