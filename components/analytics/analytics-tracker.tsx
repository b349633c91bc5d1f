'use client';

import { useSitePathname } from '@/lib/navigation/use-site-pathname';
import { useEffect } from 'react';
import { isAmplifyOutputsDocument, OUTPUTS_GLOBAL } from '@/lib/amplify/amplify-outputs';
import { connectSiteAnalytics, recordPageView, startSiteAnalytics } from '@/lib/analytics/site-analytics';

/**
 * Mount once in the root layout. Records app_launch once per page load, a session (stopped and
 * flushed when the page is hidden, restarted when it is shown) and a page view on every route
 * change. The Pinpoint client and Amplify's auth load after the page is up, so reading pages do
 * not pay for them in their first load; events recorded meanwhile wait in the buffer.
 */
export function AnalyticsTracker() {
  const pathname = useSitePathname();

  useEffect(() => {
    startSiteAnalytics();
    void connectInBackground();
  }, []);

  useEffect(() => {
    if (pathname) recordPageView(pathname);
  }, [pathname]);

  return null;
}

async function connectInBackground(): Promise<void> {
  try {
    const [{ ensureAmplifyConfigured }, { createSiteConnection }] = await Promise.all([
      import('@/components/amplify/configure-amplify'),
      import('@/lib/analytics/site-connection'),
    ]);
    const outputs: unknown = (window as unknown as Record<string, unknown>)[OUTPUTS_GLOBAL];
    connectSiteAnalytics(ensureAmplifyConfigured() && isAmplifyOutputsDocument(outputs) ? createSiteConnection(outputs) : null);
  } catch (error) {
    // Analytics must never break the page: without a connection the buffered events are dropped.
    console.error('[analytics] could not start', error);
    connectSiteAnalytics(null);
  }
}
