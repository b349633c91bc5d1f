import { fetchAuthSession } from 'aws-amplify/auth';
import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import type { AnalyticsConnection } from './analytics-client';
import { analyticsConfigOf } from './analytics-config';
import { createCacheStore } from './cache-store';
import { createFirehoseTransport } from './firehose-transport';
import { getSiteCache } from './site-cache';

/**
 * The browser's connection (the heavy part, loaded by AnalyticsTracker after the page is up): the
 * Firehose client on the outputs' delivery stream, region and endpoint, signed with the
 * identity-pool credentials of aws-amplify's fetchAuthSession() (guest or signed in; Amplify must
 * be configured), the browser's id and opt-out in the site's cache, and the browser's Global
 * Privacy Control as the default.
 */
export function createSiteConnection(outputs: AmplifyOutputsDocument): AnalyticsConnection | null {
  const config = analyticsConfigOf(outputs);
  if (!config) return null;
  return {
    transport: createFirehoseTransport({ ...config, getCredentials: async () => (await fetchAuthSession()).credentials }),
    store: createCacheStore(getSiteCache(), config.deliveryStreamName),
    isOptedOutByDefault: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  };
}
