import { createAnalyticsClient, type AnalyticsClient, type AnalyticsConnection } from './analytics-client';
import type { ProductEventAttributes, ProductEventName } from './analytics-types';
import { watchPageLifecycle } from './page-lifecycle';
import { referrerOriginOf } from './referrer-origin';

/**
 * The site's one analytics client. This module is light (no AWS SDK): components record events
 * from their first render, and the events wait in the buffer until AnalyticsTracker loads the
 * transport and calls connectSiteAnalytics. On the server every call does nothing.
 */
let connect: (connection: AnalyticsConnection | null) => void = () => undefined;
const connection = new Promise<AnalyticsConnection | null>((resolve) => (connect = resolve));
let client: AnalyticsClient | undefined;
let isStarted = false;
let lastPagePath: string | undefined;
/** The first page view of a page load carries where the visitor came from; later ones are this site's own links. */
let isReferrerRecorded = false;

export function getSiteAnalytics(): AnalyticsClient | null {
  if (typeof window === 'undefined') return null;
  client ??= createAnalyticsClient({
    connection,
    onDrop: (events, reason) => {
      if (process.env.NODE_ENV !== 'production') console.warn(`[analytics] ${events.length} event(s) dropped: ${reason}`);
    },
  });
  return client;
}

/** Hands the client its transport and store (or null: analytics is not configured). Only the first call counts. */
export function connectSiteAnalytics(siteConnection: AnalyticsConnection | null): void {
  connect(siteConnection);
}

/** Once per page load: a session, app_launch, and the page lifecycle watch (hidden → stop and flush). */
export function startSiteAnalytics(): void {
  const analytics = getSiteAnalytics();
  if (!analytics || isStarted) return;
  isStarted = true;
  analytics.startSession();
  analytics.recordAppLaunch();
  watchPageLifecycle(analytics);
}

/** A page view, unless it repeats the path just recorded (React runs effects twice in development). */
export function recordPageView(path: string): void {
  if (path === lastPagePath) return;
  lastPagePath = path;
  const analytics = getSiteAnalytics();
  if (!analytics) return;
  const referrer = isReferrerRecorded ? undefined : referrerOriginOf(document.referrer, window.location.origin);
  isReferrerRecorded = true;
  analytics.recordPageView(path, referrer);
}

/** brief_read { briefSlug }, stream_played { streamSlug }, sign_up_completed {}, brief_published { briefSlug }, profile_viewed { username }. */
export function recordEvent<Name extends ProductEventName>(name: Name, attributes: ProductEventAttributes[Name]): void {
  getSiteAnalytics()?.recordEvent(name, attributes);
}

/** The visitor's choice, kept in the browser; opting out also tells the backend to record nothing. */
export async function setAnalyticsOptOut(isOptedOut: boolean): Promise<void> {
  await getSiteAnalytics()?.setOptOut(isOptedOut);
}

export function isAnalyticsOptedOut(): boolean {
  return getSiteAnalytics()?.isOptedOut() ?? false;
}
