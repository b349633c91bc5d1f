/**
 * Bundled by e2e/support/browser-bundle.ts and evaluated in a page of the site (never served by it):
 * the unmodified `aws-amplify` Data client in Chromium, configured from the site's own outputs as
 * the site configures it (lib/amplify/resources-config.ts), its wss:// opened as ws:// on the page's
 * own origin over http as the site's pages do (lib/data/same-origin-realtime.ts). It runs
 * `observeQuery()` on briefs as a guest and keeps every synced snapshot's titles, with when each
 * arrived, on `window.__observedBriefs` for the test to read.
 */
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/data';
import type { AmplifyOutputsDocument } from '../../../lib/amplify/amplify-outputs';
import { toResourcesConfig } from '../../../lib/amplify/resources-config';
import { openSameOriginRealtimeOverHttp } from '../../../lib/data/same-origin-realtime';
import type { Schema } from '../../../lib/data/schema';

export interface ObservedBriefs {
  snapshots: { at: number; titles: string[] }[];
  errors: string[];
}

declare global {
  interface Window {
    __observedBriefs?: ObservedBriefs;
    __observeBriefs?: (outputs: AmplifyOutputsDocument) => void;
  }
}

window.__observeBriefs = (outputs) => {
  const observed: ObservedBriefs = { snapshots: [], errors: [] };
  window.__observedBriefs = observed;
  Amplify.configure(toResourcesConfig(outputs));
  openSameOriginRealtimeOverHttp();
  generateClient<Schema>()
    .models.Brief.observeQuery({ authMode: 'apiKey', selectionSet: ['id', 'title'] })
    .subscribe({
      next: ({ items, isSynced }) => {
        if (isSynced) observed.snapshots.push({ at: Date.now(), titles: items.map((item) => item.title) });
      },
      error: (error: unknown) => observed.errors.push(JSON.stringify(error)),
    });
};
