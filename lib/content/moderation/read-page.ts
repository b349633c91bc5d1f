import { runDataCall, type DataResult } from '@/lib/content/admin/data-result';

/** One page of a moderation list and the token of the next one (null on the last page). */
export type Page<Item> = { items: Item[]; nextToken: string | null };

/** Moderation lists show this many at a time; "Load more" asks for the next page. */
export const MODERATION_PAGE_SIZE = 20;

/**
 * One page of a list query, errors thrown with the server's words (as the admin lists do), the
 * rows reshaped by `toItem`. The queue pages through with nextToken rather than loading every
 * record: a busy queue must not make the page wait for all of it.
 */
export async function readPage<Wire, Item>(
  action: string,
  call: () => Promise<DataResult<Wire[]> & { nextToken?: string | null }>,
  toItem: (wire: Wire) => Item,
): Promise<Page<Item>> {
  let nextToken: string | null = null;
  const data = await runDataCall(action, async () => {
    const page = await call();
    nextToken = page.nextToken ?? null;
    return page;
  });
  return { items: data.filter((wire) => wire !== null).map(toItem), nextToken };
}
