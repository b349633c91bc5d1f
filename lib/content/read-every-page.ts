import type { ListPage } from './list-page';

export type { ListPage };

export const PAGE_SIZE = 100;
/** A bound on the loop, so a misbehaving API cannot keep a render going forever. */
export const MAX_PAGES = 50;

/**
 * Every item of a list query, following nextToken page by page. Only for reads bounded by their
 * owner (a creator's own hidden records); public lists page in the database instead
 * (lib/content/content-pages), and app/public-reads.test.ts keeps public routes off this. A GraphQL
 * error throws (with the API's message), so a failed read is never mistaken for an empty
 * catalogue, and so does a collection past the bound: a silent cut would show wrong totals.
 */
export async function readEveryPage<Item>(readPage: (nextToken: string | null) => Promise<ListPage<Item>>): Promise<Item[]> {
  const items: Item[] = [];
  let nextToken: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result: ListPage<Item> = await readPage(nextToken);
    if (result.errors?.length) throw new Error(`Data API: ${result.errors.map((error) => error.message).join('; ')}`);
    items.push(...result.data.filter((item) => item !== null));
    nextToken = result.nextToken ?? null;
    if (!nextToken) return items;
  }
  throw new Error(`Data API: more than ${MAX_PAGES} pages; this collection must be read a page at a time.`);
}
