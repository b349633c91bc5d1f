'use client';

import { useSitePathname } from '@/lib/navigation/use-site-pathname';
import { useEffect } from 'react';
import { loadBrowserOutputs } from '@/lib/amplify/browser-outputs';
import { connectSiteAnalytics, recordPageView, startSiteAnalytics } from '@/lib/analytics/site-analytics';
import { ANALYTICS_FLUSH_INTERVAL_MS } from '@/lib/constants/analytics';
import { whenPageSettled } from './when-page-settled';

/**
 * Mount once in the root layout. Records app_launch once per page load, a session (stopped and
 * flushed when the page is hidden, restarted when it is shown) and a page view on every route
 * change. The Pinpoint client, the outputs and Amplify's auth (about 130 KB of script, and the
 * identity calls) load a flush interval after the page has loaded, when the browser is idle (or at
 * once when the page is hidden), so they take nothing from the page's start on a slow phone; events
 * recorded meanwhile wait in the buffer, which sends nothing before its first interval anyway.
 */
export function AnalyticsTracker() {
  const pathname = useSitePathname();

  useEffect(() => {
    startSiteAnalytics();
    return whenPageSettled(() => void connectInBackground(), ANALYTICS_FLUSH_INTERVAL_MS);
  }, []);

  useEffect(() => {
    if (pathname) recordPageView(pathname);
  }, [pathname]);

  return null;
}

async function connectInBackground(): Promise<void> {
  try {
    const [{ ensureAmplifyConfigured }, { createSiteConnection }, outputs] = await Promise.all([
      import('@/lib/amplify/configure-amplify'),
      import('@/lib/analytics/site-connection'),
      loadBrowserOutputs(),
    ]);
    connectSiteAnalytics(outputs && (await ensureAmplifyConfigured()) ? createSiteConnection(outputs) : null);
  } catch (error) {
    // Analytics must never break the page: without a connection the buffered events are dropped.
    console.error('[analytics] could not start', error);
    connectSiteAnalytics(null);
  }
}
