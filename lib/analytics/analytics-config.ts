import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';

export interface AnalyticsConfig {
  appId: string;
  region: string;
  /** custom.analytics_endpoint: the local backend's Pinpoint URL; absent on AWS, where the SDK's default applies. */
  endpoint?: string;
}

/** Gen 2's analytics section (amazon_pinpoint: app_id, aws_region); null when the outputs have none. */
export function analyticsConfigOf(outputs: AmplifyOutputsDocument): AnalyticsConfig | null {
  const pinpoint = (outputs.analytics as { amazon_pinpoint?: { app_id?: unknown; aws_region?: unknown } } | undefined)?.amazon_pinpoint;
  if (typeof pinpoint?.app_id !== 'string' || typeof pinpoint.aws_region !== 'string') return null;
  const endpoint = outputs.custom?.analytics_endpoint;
  return { appId: pinpoint.app_id, region: pinpoint.aws_region, ...(typeof endpoint === 'string' ? { endpoint } : {}) };
}

/** custom.analytics_dashboard_url: the local backend's read API for the admin dashboard (ADMINS). */
export function dashboardUrlOf(outputs: AmplifyOutputsDocument): string | null {
  const url = outputs.custom?.analytics_dashboard_url;
  return typeof url === 'string' ? url : null;
}
