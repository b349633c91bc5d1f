import { throwIfErrors } from '@/lib/content/profiles/data-errors';
import type { ListPage } from '@/lib/content/list-page';

/**
 * How the creator's stores talk to the Data API. Every call names user-pool auth itself: the
 * owner rules only let the caller read their own records (drafts included) on it, and the
 * creator mutations admit only signed-in callers.
 */
export const AS_OWNER = { authMode: 'userPool' } as const;

/** Far above any creator's records; reached only by an API that keeps handing out new tokens. */
const PAGE_LIMIT = 10_000;

/**
 * Every item of a list, following nextToken to its end. A creator must see all their records, so
 * there is no quiet cap: an error (the API's own words) or a runaway paging throws instead.
 */
export async function readAllPages<Item>(readPage: (nextToken: string | null) => Promise<ListPage<Item>>): Promise<Item[]> {
  const items: Item[] = [];
  let nextToken: string | null = null;
  for (let page = 0; page < PAGE_LIMIT; page++) {
    const result: ListPage<Item> = await readPage(nextToken);
    throwIfErrors(result);
    items.push(...result.data.filter((item) => item !== null));
    nextToken = result.nextToken ?? null;
    if (!nextToken) return items;
  }
  throw new Error('The list of your records did not end: please reload the page.');
}

type Answer<T> = { data?: T | null; errors?: readonly { message: string }[] | null };

/**
 * What a creator mutation answered: the saved record, or an Error with the server's message
 * ("This username is taken: please choose another") for the form to show beside itself.
 */
export function savedOrThrow<T>(result: Answer<T>, what: string): T {
  throwIfErrors(result);
  if (!result.data) throw new Error(`The server did not answer with the ${what}: please reload the page.`);
  return result.data;
}
