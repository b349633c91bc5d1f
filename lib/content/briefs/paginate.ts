/** One page of a list, with where it sits among all pages. */
export type PageOf<T> = { items: T[]; page: number; totalPages: number; totalItems: number };

/**
 * Page `page` (1-based) of `items`. An empty list has one empty page; a page past the end is
 * reported as such (`page > totalPages`), so the route can answer 404 instead of an empty page.
 */
export function paginate<T>(items: readonly T[], page: number, perPage: number): PageOf<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), page, totalPages, totalItems: items.length };
}

export function isPastLastPage(result: PageOf<unknown>): boolean {
  return result.page > result.totalPages;
}
