'use client';

import { DataRequestError } from '@/lib/content/admin/data-result';
import { loadBrowserDataClient, type BrowserDataClient } from '@/lib/data/browser-data';

let pending: Promise<BrowserDataClient> | undefined;

/** The signed-in admin's Data client (user-pool auth: the ADMINS rule lets it write), loaded once. */
export function requireAdminClient(): Promise<BrowserDataClient> {
  pending ??= loadBrowserDataClient().then((client) => {
    if (!client) throw new DataRequestError('The site has no backend configuration (amplify_outputs.json), so nothing can be loaded or saved.');
    return client;
  });
  pending.catch(() => (pending = undefined));
  return pending;
}
