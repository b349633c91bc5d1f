/**
 * The events the dashboard counts, by the names and attributes the site's client records
 * (lib/constants/analytics.ts on the site's side: the two halves share the wire, not modules).
 */
export const DASHBOARD_EVENTS = {
  launch: 'app_launch',
  pageView: 'page_view',
  signUp: 'sign_up_completed',
  /** A browser's report of events it gave up on, Metrics.count of them. */
  dropped: '_analytics.dropped',
  briefRead: { eventType: 'brief_read', attribute: 'briefSlug' },
  streamPlayed: { eventType: 'stream_played', attribute: 'streamSlug' },
} as const;

/** The user-pool group whose members may read the dashboard (amplify/auth/pool-settings.ts declares it). */
export const DASHBOARD_GROUP = 'ADMINS';
