/**
 * How long raw events are kept, the same on both backends: locally the rows of analytics_events
 * (backend/analytics/store/prune-events.ts), on AWS the delivery stream's objects under
 * RAW_EVENTS_PREFIX (amplify/backend.ts: the bucket's lifecycle rule). The dashboard never reads
 * them (it reads the daily figures), and both backends refuse an event more than 30 days old
 * (event-record.ts EVENT_LIMITS.maxAgeMs), so past 35 days a raw event changes no figure.
 */
export const RAW_EVENT_RETENTION_DAYS = 35;

/** Where the delivery stream writes its objects on AWS (under UTC date partitions). */
export const RAW_EVENTS_PREFIX = 'analytics/';
