import type { OutputsContribution } from '../core/backend-service';
import { analyticsEndpoint, dashboardSummaryUrl, firehoseEndpoint } from './endpoints';
import { DELIVERY_STREAM_NAME } from './firehose/delivery-stream';
import type { AnalyticsRuntime } from './runtime';

/**
 * Under `custom` (outputs schema 1.3 has no Firehose field), beside the other local endpoints: the
 * Firehose endpoint, delivery stream and region the site records to (amplify/backend.ts writes the
 * same keys on AWS, without the endpoint), and the dashboard's read API. Gen 2's `analytics`
 * section still names the Pinpoint-shaped ingest while something sends to it (README, Analytics).
 */
export function analyticsOutputs(runtime: AnalyticsRuntime, publicUrl: string): OutputsContribution {
  return {
    sections: { analytics: { amazon_pinpoint: { aws_region: runtime.region, app_id: runtime.appId } } },
    custom: {
      analytics_firehose_endpoint: firehoseEndpoint(publicUrl),
      analytics_delivery_stream_name: DELIVERY_STREAM_NAME,
      analytics_region: runtime.region,
      analytics_endpoint: analyticsEndpoint(publicUrl),
      analytics_dashboard_url: dashboardSummaryUrl(publicUrl),
    },
  };
}
