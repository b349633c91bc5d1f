import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';

export interface AnalyticsConfig {
  region: string;
  deliveryStreamName: string;
  /** custom.analytics_firehose_endpoint: the local backend's Firehose URL; absent on AWS, where the SDK's default applies. */
  endpoint?: string;
}

/**
 * The Firehose delivery stream the site records to, from `custom` (the local backend and
 * amplify/backend.ts write the same keys); null when the outputs have none.
 */
export function analyticsConfigOf(outputs: AmplifyOutputsDocument): AnalyticsConfig | null {
  const custom = outputs.custom ?? {};
  const { analytics_region: region, analytics_delivery_stream_name: deliveryStreamName, analytics_firehose_endpoint: endpoint } = custom;
  if (typeof region !== 'string' || typeof deliveryStreamName !== 'string' || !region || !deliveryStreamName) return null;
  return { region, deliveryStreamName, ...(typeof endpoint === 'string' ? { endpoint } : {}) };
}
