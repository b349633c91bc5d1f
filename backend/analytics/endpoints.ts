/** Where the analytics service lives on the public origin, and the URLs the outputs file names. */
export const ANALYTICS_PREFIX = '/_aws/pinpoint/';
/** Under the prefix: Pinpoint's own REST paths start with v1/, the dashboard's read API with this. */
export const DASHBOARD_PATH = 'dashboard/summary';

/**
 * The base URL the Pinpoint SDK takes as `endpoint`: its REST paths (v1/apps/…) are appended to
 * it, so a request lands on /_aws/pinpoint/v1/apps/… and is signed with that whole path.
 */
export function analyticsEndpoint(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${ANALYTICS_PREFIX.slice(0, -1)}`;
}

/** GET with a user-pool access token (ADMINS): the dashboard's aggregates for a date range. */
export function dashboardSummaryUrl(publicUrl: string): string {
  return `${analyticsEndpoint(publicUrl)}/${DASHBOARD_PATH}`;
}

/** Firehose's AWS JSON 1.1 API: one POST path, the operation in X-Amz-Target. */
export const FIREHOSE_PREFIX = '/_aws/firehose/';

/** The `endpoint` a Firehose client (the site's, the AWS SDK's) takes; it posts to `<endpoint>/`. */
export function firehoseEndpoint(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${FIREHOSE_PREFIX.slice(0, -1)}`;
}
