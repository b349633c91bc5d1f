import type { OutputsContribution } from '../core/backend-service';
import { firehoseEndpoint } from './endpoints';
import { DELIVERY_STREAM_NAME } from './firehose/delivery-stream';
import type { AnalyticsRuntime } from './runtime';

/**
 * Under `custom` (outputs schema 1.3 has no Firehose field), beside the other local endpoints: the
 * Firehose endpoint, delivery stream and region the site records to (amplify/backend.ts writes the
 * same keys on AWS, without the endpoint). No `analytics` section: it could only name Pinpoint.
 */
export function analyticsOutputs(runtime: AnalyticsRuntime, publicUrl: string): OutputsContribution {
  return {
    custom: {
      analytics_firehose_endpoint: firehoseEndpoint(publicUrl),
      analytics_delivery_stream_name: DELIVERY_STREAM_NAME,
      analytics_region: runtime.region,
    },
  };
}
