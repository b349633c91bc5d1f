/**
 * The site's analytics, light entry point (no AWS SDK): record events from any client component.
 * AnalyticsTracker (components/analytics) starts it and loads the Firehose transport.
 */
export {
  getSiteAnalytics,
  isAnalyticsOptedOut,
  recordEvent,
  recordPageView,
  setAnalyticsOptOut,
} from './site-analytics';
export type { ProductEventAttributes, ProductEventName } from './analytics-types';
export { ANALYTICS_EVENTS } from '@/lib/constants/analytics';
