import type { OutputsContribution } from '../core/backend-service';
import { analyticsEndpoint, dashboardSummaryUrl } from './endpoints';
import type { AnalyticsRuntime } from './runtime';

/**
 * Gen 2's `analytics` section (outputs schema 1.3: amazon_pinpoint with aws_region and app_id),
 * plus the two URLs the schema has no field for: the Pinpoint SDK's `endpoint` and the dashboard's.
 */
export function analyticsOutputs(runtime: AnalyticsRuntime, publicUrl: string): OutputsContribution {
  return {
    sections: { analytics: { amazon_pinpoint: { aws_region: runtime.region, app_id: runtime.appId } } },
    custom: { analytics_endpoint: analyticsEndpoint(publicUrl), analytics_dashboard_url: dashboardSummaryUrl(publicUrl) },
  };
}
