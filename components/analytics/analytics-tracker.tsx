'use client';

import { useSitePathname } from '@/lib/navigation/use-site-pathname';
import { useEffect } from 'react';
import { loadBrowserOutputs } from '@/lib/amplify/browser-outputs';
import { connectSiteAnalytics, recordPageView, startSiteAnalytics } from '@/lib/analytics/site-analytics';
import { whenPageSettled } from './when-page-settled';

/**
 * Mount once in the root layout. Records app_launch once per page load, a session (stopped and
 * flushed when the page is hidden, restarted when it is shown) and a page view on every route
 * change. The Pinpoint client, the outputs and Amplify's auth load once the page has loaded and
 * the browser is idle (or is hidden), so reading pages do not pay for them in their start; events
 * recorded meanwhile wait in the buffer, which sends nothing before its first interval anyway.
 */
export function AnalyticsTracker() {
  const pathname = useSitePathname();

  useEffect(() => {
    startSiteAnalytics();
    return whenPageSettled(() => void connectInBackground());
  }, []);

  useEffect(() => {
    if (pathname) recordPageView(pathname);
  }, [pathname]);

  return null;
}

async function connectInBackground(): Promise<void> {
  try {
    const [{ ensureAmplifyConfigured }, { createSiteConnection }, outputs] = await Promise.all([
      import('@/components/amplify/configure-amplify'),
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
