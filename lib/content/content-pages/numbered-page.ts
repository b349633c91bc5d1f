/** Where a numbered page sits: its number, the offset of its first item, and how many pages there are. */
export type PageWindow = { page: number; offset: number; totalPages: number };

/** Deeper than any list links to (x 25 a page stays under the statistics query's offset bound); a larger number is a typo or a probe. */
const MAX_PAGE_NUMBER = 100_000;

/**
 * The page a `?page=` parameter asks for: a positive whole number, or 1 for anything malformed
 * (page=-1, page=abc). Huge numbers are kept (bounded) so the caller can tell "past the end".
 */
export function parsePageNumber(param: string | string[] | undefined | null): number {
  const text = (Array.isArray(param) ? param[0] : param) ?? '';
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE_NUMBER) : 1;
}

/** The window of page `page` in a list of `total` items; an empty list has one empty page. */
export function pageWindow(page: number, perPage: number, total: number): PageWindow {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return { page, offset: (page - 1) * perPage, totalPages };
}

/** The last page's number when `page` is past it (for a redirect or a clamp), else null. */
export function isPastLastPage(window: PageWindow): boolean {
  return window.page > window.totalPages;
}

/** Pages linked around the current one; the first and last are always there. */
const AROUND = 2;

/** The page numbers a pagination links: first, last and the current one's neighbours, however many pages there are. */
export function pageNumbersAround(current: number, totalPages: number): number[] {
  const around = Array.from({ length: AROUND * 2 + 1 }, (_, index) => current - AROUND + index);
  return [...new Set([1, ...around, totalPages])].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
}
