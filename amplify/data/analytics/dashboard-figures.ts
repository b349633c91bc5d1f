import { ADMINS } from '../../auth/groups';

/**
 * The admin dashboard's figures, written once for both backends: which events count as what
 * (`dailyFiguresOf`, applied to each event as it is stored locally and as the AWS aggregator reads
 * the delivery stream's objects), the answer's shape, and how the `analyticsDashboard` query's
 * arguments are read. The local backend sums the daily figures in SQL, the AWS function from its
 * DynamoDB items; both answer the same figures for the same events.
 */

/** The user-pool group whose members may read the dashboard. */
export const DASHBOARD_GROUP = ADMINS;

/** The event names and attributes the site records (lib/constants/analytics.ts on the site's side). */
export const DASHBOARD_EVENTS = {
  launch: 'app_launch',
  pageView: 'page_view',
  signUp: 'sign_up_completed',
  sessionStart: '_session.start',
  /** A browser's report of events it gave up on, Metrics.count of them. */
  dropped: '_analytics.dropped',
  /** A Firehose record that is not one of the site's events (kept so it is counted). */
  unreadable: '_firehose.unreadable',
  briefRead: { eventType: 'brief_read', attribute: 'briefSlug' },
  streamPlayed: { eventType: 'stream_played', attribute: 'streamSlug' },
  profileViewed: { eventType: 'profile_viewed', attribute: 'username' },
  /** A page view's referring site: its origin only, and only when it is another site. */
  referrer: { eventType: 'page_view', attribute: 'referrer' },
} as const;

/** The endpoint id unreadable records are filed under: no browser, so never an active one. */
export const UNREADABLE_ENDPOINT_ID = '_firehose';

/** What a day's figures are counted by: event types, the top lists' keys, dropped events. */
export const DIMENSIONS = {
  event: 'event',
  dropped: 'dropped',
  active: 'active',
  brief: 'brief',
  stream: 'stream',
  profile: 'profile',
  referrer: 'referrer',
} as const;
export type Dimension = (typeof DIMENSIONS)[keyof typeof DIMENSIONS];

/** The four top lists and the dimension each is read from. */
export const TOP_LISTS = [
  ['topBriefs', DIMENSIONS.brief],
  ['topStreams', DIMENSIONS.stream],
  ['topProfiles', DIMENSIONS.profile],
  ['topReferrers', DIMENSIONS.referrer],
] as const;
export type TopListName = (typeof TOP_LISTS)[number][0];

/** One event as both backends read it (the Firehose record's fields). */
export interface FigureEvent {
  endpointId: string;
  eventType: string;
  /** ISO 8601; the event's UTC day is the day it counts on. */
  occurredAt: string;
  attributes: Readonly<Record<string, string>>;
  metrics: Readonly<Record<string, number>>;
}

/** One count to add to a day: `amount` on (dimension, key). */
export type FigureCount = readonly [dimension: Dimension, key: string, amount: number];
/** One browser to add to a day's distinct set for (dimension, key). */
export type FigureBrowser = readonly [dimension: Dimension, key: string];

export interface DailyFigures {
  day: string;
  counts: FigureCount[];
  browsers: FigureBrowser[];
}

/** What one event adds to its day. */
export function dailyFiguresOf(event: FigureEvent): DailyFigures {
  const day = event.occurredAt.slice(0, 10);
  const counts: FigureCount[] = [[DIMENSIONS.event, event.eventType, 1]];
  const browsers: FigureBrowser[] = [];
  const isBrowser = event.endpointId !== UNREADABLE_ENDPOINT_ID;
  if (isBrowser) browsers.push([DIMENSIONS.active, '']);
  if (event.eventType === DASHBOARD_EVENTS.dropped) {
    const dropped = event.metrics.count;
    if (Number.isSafeInteger(dropped) && dropped > 0) counts.push([DIMENSIONS.dropped, '', dropped]);
  }
  for (const [dimension, { eventType, attribute }] of [
    [DIMENSIONS.brief, DASHBOARD_EVENTS.briefRead],
    [DIMENSIONS.stream, DASHBOARD_EVENTS.streamPlayed],
    [DIMENSIONS.profile, DASHBOARD_EVENTS.profileViewed],
    [DIMENSIONS.referrer, DASHBOARD_EVENTS.referrer],
  ] as const) {
    const key = event.eventType === eventType && Object.hasOwn(event.attributes, attribute) ? event.attributes[attribute] : '';
    if (!key) continue;
    counts.push([dimension, key, 1]);
    if (isBrowser) browsers.push([dimension, key]);
  }
  return { day, counts, browsers };
}

export interface ActivityCounts {
  launches: number;
  pageViews: number;
  /** Browsers that recorded at least one event (in the range's totals: once however many days). */
  activeEndpoints: number;
  signUps: number;
  /** _session.start events: one per visit (a page shown again after being hidden starts another). */
  sessions: number;
  /** Events browsers gave up on (resend limit, refused, full buffer), as they reported them. */
  droppedEvents: number;
}

export interface DailyActivity extends ActivityCounts {
  day: string;
}

export interface ActivityTotals extends ActivityCounts {
  events: number;
}

export interface TopItem {
  /** A brief's or stream's slug, a profile's username, a referring site's origin. */
  key: string;
  count: number;
  /** Distinct browsers behind the count. */
  endpoints: number;
}

export interface EventTypeCount {
  eventType: string;
  count: number;
}

/** The `analyticsDashboard` query's answer. */
export interface DashboardSummary {
  range: DateRange;
  /**
   * The figures of this answer that are HyperLogLog estimates (browser-sketch.ts) rather than
   * counts: 'totals.activeEndpoints' and '<top list>.endpoints' (the list's distinct browsers),
   * only when counting them exactly would read more than EXACT_DISTINCT_LIMIT rows. Empty otherwise.
   */
  estimated: string[];
  totals: ActivityTotals;
  days: DailyActivity[];
  topBriefs: TopItem[];
  topStreams: TopItem[];
  topProfiles: TopItem[];
  topReferrers: TopItem[];
  eventsByType: EventTypeCount[];
}

/** Inclusive UTC days, as YYYY-MM-DD. */
export interface DateRange {
  from: string;
  to: string;
}

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_TOP_LIMIT = 10;
export const MAX_TOP_LIMIT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A request the query refuses; both backends answer it as a BadRequest error with this text. */
export class DashboardArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadRequest';
  }
}

/**
 * The query's arguments: `from` and `to` (either may be missing: by default the 30 UTC days ending
 * today; at most 366 days) and `limit`, the entries of each top list (1–50, 10 by default).
 */
export function readDashboardArguments(args: Record<string, unknown>, now: Date): { range: DateRange; limit: number } {
  const text = (name: string): string | undefined => {
    const value = Object.hasOwn(args, name) ? args[name] : undefined;
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new DashboardArgumentError(`${name} must be a date as YYYY-MM-DD.`);
    return value;
  };
  const toText = text('to');
  const fromText = text('from');
  const to = toText ? parseDay(toText, 'to') : Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = fromText ? parseDay(fromText, 'from') : to - (DEFAULT_RANGE_DAYS - 1) * DAY_MS;
  if (from > to) throw new DashboardArgumentError('from must not be after to.');
  if ((to - from) / DAY_MS + 1 > MAX_RANGE_DAYS) throw new DashboardArgumentError(`The range may span at most ${MAX_RANGE_DAYS} days.`);
  const limitValue = Object.hasOwn(args, 'limit') ? args.limit : undefined;
  const limit = limitValue === undefined || limitValue === null ? DEFAULT_TOP_LIMIT : limitValue;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_TOP_LIMIT) {
    throw new DashboardArgumentError(`limit must be a whole number from 1 to ${MAX_TOP_LIMIT}.`);
  }
  return { range: { from: formatDay(from), to: formatDay(to) }, limit };
}

/** Every day of the range, in order. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${range.from}T00:00:00Z`); formatDay(time) <= range.to; time += DAY_MS) days.push(formatDay(time));
  return days;
}

function parseDay(value: string, name: string): number {
  const time = DAY_PATTERN.test(value) ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 2024-02-31 over to March; a real day formats back to itself.
  if (!Number.isFinite(time) || formatDay(time) !== value) throw new DashboardArgumentError(`${name} must be a date as YYYY-MM-DD (got "${value.slice(0, 40)}").`);
  return time;
}

function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The top lists' order on both backends: most counted first, then by key in code-point order. */
export function compareTop(a: { key: string; count: number }, b: { key: string; count: number }): number {
  return b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}
