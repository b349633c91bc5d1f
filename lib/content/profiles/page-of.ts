export const PROFILES_PER_PAGE = 24;

/**
 * One page of a list from a `?page=` parameter. A missing, malformed or out-of-range number
 * gives page 1 or the last page rather than an error: it is a reader's typo, not a fault.
 */
export function pageOf<T>(items: readonly T[], pageParam: string | string[] | undefined, size = PROFILES_PER_PAGE) {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const asked = Number.parseInt(Array.isArray(pageParam) ? (pageParam[0] ?? '') : (pageParam ?? ''), 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), totalPages) : 1;
  return { page, totalPages, items: items.slice((page - 1) * size, page * size) };
}
