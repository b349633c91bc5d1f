/** Analytics constants of SPEC §7 and §9, each declared once. */

/** Events waiting to be sent; when full, a new event is dropped (the buffered ones are kept). */
export const ANALYTICS_BUFFER_SIZE = 1000;
export const ANALYTICS_FLUSH_INTERVAL_MS = 5000;
/** Events per PutRecordBatch request (Firehose takes up to 500; the spec's batch is 100). */
export const ANALYTICS_FLUSH_SIZE = 100;
/** How often one event may be sent again after a 429 or 500 (so 6 attempts at most). */
export const ANALYTICS_RESEND_LIMIT = 5;
/** The only answers worth retrying: throttled (429) or a server failure (500). */
export const ANALYTICS_RETRYABLE_STATUS_CODES: readonly number[] = [429, 500];
/** Backoff after a retryable failure: 1 s, 2 s, 4 s … up to 30 s, each with jitter (50–100 %). */
export const ANALYTICS_RETRY_BASE_DELAY_MS = 1000;
export const ANALYTICS_RETRY_MAX_DELAY_MS = 30_000;
/** The endpoint id is kept about ten years, so a browser stays one endpoint. */
export const ANALYTICS_ENDPOINT_ID_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/** app_launch's attributes (SPEC §7). */
export const APP_LAUNCH_ATTRIBUTES = { platform: 'web', version: '1.0.0' } as const;

/**
 * The events the site records. Session events use Pinpoint's reserved names, so a Pinpoint
 * console counts sessions too. The local backend's dashboard counts these names and attributes
 * (amplify/data/analytics/dashboard-figures.ts): change both together. The first page view of a
 * page load carries `referrer`, the origin of another site the visitor came from.
 */
export const ANALYTICS_EVENTS = {
  appLaunch: 'app_launch',
  pageView: 'page_view',
  sessionStart: '_session.start',
  sessionStop: '_session.stop',
  briefRead: 'brief_read',
  streamPlayed: 'stream_played',
  signUpCompleted: 'sign_up_completed',
  briefPublished: 'brief_published',
  /** A profile page (/profiles/<username>) was shown: { username }. */
  profileViewed: 'profile_viewed',
  /** How many events this browser gave up on since its last report (Metrics.count): the dashboard's "events dropped". */
  droppedEvents: '_analytics.dropped',
} as const;
