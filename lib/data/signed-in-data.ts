import { generateServerClientUsingCookies } from '@aws-amplify/adapter-nextjs/data';
import { cookies } from 'next/headers';
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import { toResourcesConfig } from '@/lib/amplify/resources-config';
import { getSessionUser } from '@/lib/auth/server/get-session-user';
import type { SessionUser } from '@/lib/auth/session-user';
import type { BrowserDataClient } from './browser-data';
import type { Schema } from './schema';

/**
 * Runs `read` on the server as the request's signed-in user: the Data client on the user pool with
 * the tokens of the request's own cookies, so the backend applies that user's rights exactly as for
 * the browser's calls (the rules stay in amplify/). For a page's first view, rendered for this one
 * request: the page must be dynamic and its answer private (middleware.ts marks guarded pages
 * `private, no-store`), never cached or shared.
 *
 * Null when there is nothing to read as: no data API, no session the user pool still honours (a
 * guest, an expired or revoked token), or when a read fails. The page then does as before and
 * lets the browser read, which refreshes an expired session itself; no error page.
 */
export async function readAsSignedInUser<T>(read: (client: BrowserDataClient, user: SessionUser) => Promise<T>): Promise<T | null> {
  try {
    const [outputs, user] = await Promise.all([readAmplifyOutputs(), getSessionUser()]);
    if (!outputs?.data || !user) return null;
    const client = generateServerClientUsingCookies<Schema>({ config: toResourcesConfig(outputs), cookies, authMode: 'userPool' });
    // The server's client answers the same model queries as the browser's (it has no subscriptions,
    // which no first view uses). Typed as the browser's so the pages' own readers run here
    // unchanged: TypeScript cannot compare the two generated client types (excessive stack depth).
    return await read(client as unknown as BrowserDataClient, user);
  } catch (error) {
    // The page still works (the browser reads); the log says why its first view came without data.
    console.warn(`[signed-in first view] read on the server failed, the browser reads instead: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * What a server component may hand to a client component: the JSON the data API answered. Model
 * results read without a selection set carry functions (lazy loaders of related records), which
 * cannot cross to the browser and which the first view does not use.
 */
export function plainData<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
