'use client';

import type { Client } from 'aws-amplify/data';
import type { Schema } from './schema';

export type BrowserDataClient = Client<Schema>;

/**
 * The Amplify Data client for signed-in work in the browser (owner editing, admin), on user-pool
 * auth, loaded on first use so reading pages never pay for it (nor for the data model's
 * introspection, fetched then: lib/amplify/configure-amplify.ts). Null when Amplify has no
 * configuration to use.
 */
export async function loadBrowserDataClient(): Promise<BrowserDataClient | null> {
  const [{ ensureAmplifyDataConfigured }, { generateClient }] = await Promise.all([
    import('@/lib/amplify/configure-amplify'),
    import('aws-amplify/data'),
  ]);
  if (!(await ensureAmplifyDataConfigured())) return null;
  return generateClient<Schema>({ authMode: 'userPool' });
}

/**
 * The Amplify Data client on the public API key, for what guests may do in the browser (the
 * newsletter box and the contact form create records). Loaded on first use, like the one above.
 */
export async function loadPublicBrowserDataClient(): Promise<BrowserDataClient | null> {
  const [{ ensureAmplifyDataConfigured }, { generateClient }] = await Promise.all([
    import('@/lib/amplify/configure-amplify'),
    import('aws-amplify/data'),
  ]);
  if (!(await ensureAmplifyDataConfigured())) return null;
  return generateClient<Schema>({ authMode: 'apiKey' });
}

/** After a successful save: ask the site to refresh its cached public pages at once. */
export async function refreshPublicPages(request: { tags: string[]; paths?: string[] }): Promise<void> {
  await fetch('/api/revalidate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  }).catch(() => {
    // Not fatal: the cached pages refresh by themselves within seconds.
  });
}
