import { fetchAuthSession } from 'aws-amplify/auth';
import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { APP_LAUNCH_ATTRIBUTES } from '@/lib/constants/analytics';
import type { AnalyticsConnection } from './analytics-client';
import { analyticsConfigOf } from './analytics-config';
import { createCacheStore } from './cache-store';
import { createPinpointTransport } from './pinpoint-transport';
import { getSiteCache } from './site-cache';

/**
 * The browser's connection (the heavy part, loaded by AnalyticsTracker after the page is up): the
 * Pinpoint SDK on the outputs' app, region and endpoint, signed with the identity-pool credentials
 * of aws-amplify's fetchAuthSession() (guest or signed in; Amplify must be configured), the
 * endpoint id and opt-out in the site's cache, and the browser's Global Privacy Control as the default.
 */
export function createSiteConnection(outputs: AmplifyOutputsDocument): AnalyticsConnection | null {
  const config = analyticsConfigOf(outputs);
  if (!config) return null;
  return {
    transport: createPinpointTransport({ ...config, getCredentials: async () => (await fetchAuthSession()).credentials }),
    store: createCacheStore(getSiteCache(), config.appId),
    demographic: {
      Platform: APP_LAUNCH_ATTRIBUTES.platform,
      AppVersion: APP_LAUNCH_ATTRIBUTES.version,
      Locale: navigator.language,
      Timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    isOptedOutByDefault: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  };
}
