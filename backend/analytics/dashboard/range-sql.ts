/**
 * The rows of a date range ($1 = from, $2 = to, inclusive UTC days). Comparing occurred_at with
 * bounds (not a date cast of it) lets the query use the analytics_events_occurred_at index.
 */
export const IN_RANGE = `occurred_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
  AND occurred_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/** The UTC day of an event. */
export const EVENT_DAY = `(occurred_at AT TIME ZONE 'UTC')::date`;
