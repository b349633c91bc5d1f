'use client';

import { useSitePathname } from '@/lib/navigation/use-site-pathname';
import { useEffect, useRef, useState } from 'react';
import { loadBrowserOutputs } from '@/lib/amplify/browser-outputs';
import { ANALYTICS_FLUSH_INTERVAL_MS } from '@/lib/constants/analytics';
import { whenPageSettled } from './when-page-settled';

type SiteAnalytics = typeof import('@/lib/analytics/site-analytics');

/**
 * Mount once in the root layout. Records app_launch once per page load, a session (stopped and
 * flushed when the page is hidden, restarted when it is shown) and a page view on every route
 * change. The client starts when the page has loaded and the browser is first idle (or at once
 * when the page is hidden first), not during hydration: its code and its start take nothing from
 * the page's start. Routes visited before then are recorded, in order, when it starts. The Firehose
 * client, the outputs and Amplify's auth (about 130 KB of script, and the identity calls) load a
 * flush interval later, again when the browser is idle; events recorded meanwhile wait in the
 * buffer, which sends nothing before its first interval anyway.
 */
export function AnalyticsTracker() {
  const pathname = useSitePathname();
  const [analytics, setAnalytics] = useState<SiteAnalytics | null>(null);
  const notYetRecorded = useRef<string[]>([]);

  useEffect(() => {
    let isCurrent = true;
    const stop = whenPageSettled(
      () =>
        void import('@/lib/analytics/site-analytics').then((module) => {
          if (!isCurrent) return;
          module.startSiteAnalytics();
          setAnalytics(module);
        }),
    );
    return () => {
      isCurrent = false;
      stop();
    };
  }, []);

  useEffect(() => {
    if (!analytics) return;
    // Started because the page was hidden: it may be closed next, so the connection loads now.
    if (document.visibilityState === 'hidden') return void connectInBackground(analytics);
    return whenPageSettled(() => void connectInBackground(analytics), ANALYTICS_FLUSH_INTERVAL_MS);
  }, [analytics]);

  useEffect(() => {
    if (!pathname) return;
    if (!analytics) {
      notYetRecorded.current.push(pathname);
      return;
    }
    // recordPageView skips a path that repeats the one just recorded.
    for (const path of notYetRecorded.current.splice(0)) analytics.recordPageView(path);
    analytics.recordPageView(pathname);
  }, [analytics, pathname]);

  return null;
}

async function connectInBackground({ connectSiteAnalytics }: SiteAnalytics): Promise<void> {
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
