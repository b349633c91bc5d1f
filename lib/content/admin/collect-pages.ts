import { runDataCall, type DataResult } from './data-result';

/** A page of a list call, as the Data client answers it. */
export type DataPage<T> = DataResult<T[]> & { nextToken?: string | null };

/** Admin lists hold every record; past this many the list stops and says so (SPEC gives no limit; these are hand-made records). */
export const ADMIN_LIST_LIMIT = 5000;
const PAGE_SIZE = 500;

/** Every record of a list call, page after page (the Data API serves at most 1000 per page). */
export async function collectPages<T>(
  action: string,
  fetchPage: (page: { limit: number; nextToken?: string }) => Promise<DataPage<T>>,
): Promise<{ items: T[]; isTruncated: boolean }> {
  const items: T[] = [];
  let nextToken: string | undefined;
  do {
    let pageToken: string | null | undefined;
    const data = await runDataCall(action, async () => {
      const page = await fetchPage({ limit: PAGE_SIZE, ...(nextToken ? { nextToken } : {}) });
      pageToken = page.nextToken;
      return page;
    });
    items.push(...data);
    nextToken = pageToken ?? undefined;
  } while (nextToken && items.length < ADMIN_LIST_LIMIT);
  return { items: items.slice(0, ADMIN_LIST_LIMIT), isTruncated: Boolean(nextToken) };
}
