import { a } from '@aws-amplify/data-schema';
import { DASHBOARD_GROUP } from '../analytics/dashboard-figures';

/** A day's (or the range's) counts: amplify/data/analytics/dashboard-figures.ts says what each counts. */
const activityCounts = () => ({
  launches: a.integer().required(),
  pageViews: a.integer().required(),
  activeEndpoints: a.integer().required(),
  signUps: a.integer().required(),
  sessions: a.integer().required(),
  droppedEvents: a.integer().required(),
});

const topList = () => a.ref('AnalyticsTopItem').required().array().required();

/**
 * The admin dashboard's figures (issue 46), for ADMINS only: answered locally from the analytics
 * store (backend/data/custom-operations/analytics-dashboard.ts) and on AWS by the
 * analyticsDashboard function from the daily items the analyticsAggregator function keeps as the
 * Firehose delivery stream writes to the bucket. The same figures for the same events on both.
 */
export const analyticsOperations = {
  AnalyticsRange: a.customType({ from: a.string().required(), to: a.string().required() }),
  AnalyticsTotals: a.customType({ events: a.integer().required(), ...activityCounts() }),
  AnalyticsDay: a.customType({ day: a.string().required(), ...activityCounts() }),
  /** key: a brief's or stream's slug, a profile's username, a referring site's origin; endpoints: distinct browsers. */
  AnalyticsTopItem: a.customType({ key: a.string().required(), count: a.integer().required(), endpoints: a.integer().required() }),
  AnalyticsEventCount: a.customType({ eventType: a.string().required(), count: a.integer().required() }),
  AnalyticsDashboard: a.customType({
    range: a.ref('AnalyticsRange').required(),
    /** The figures that are estimates, not counts (amplify/data/analytics/browser-sketch.ts): 'totals.activeEndpoints', '<top list>.endpoints'. */
    estimated: a.string().array(),
    totals: a.ref('AnalyticsTotals').required(),
    days: a.ref('AnalyticsDay').required().array().required(),
    topBriefs: topList(),
    topStreams: topList(),
    topProfiles: topList(),
    topReferrers: topList(),
    eventsByType: a.ref('AnalyticsEventCount').required().array().required(),
  }),

  /** Inclusive UTC days (YYYY-MM-DD; the 30 ending today by default, 366 at most); limit: entries per top list (1–50, 10). */
  analyticsDashboard: a
    .query()
    .arguments({ from: a.string(), to: a.string(), limit: a.integer() })
    .returns(a.ref('AnalyticsDashboard').required())
    .authorization((allow) => [allow.groups([DASHBOARD_GROUP])])
    .handler(a.handler.function('analyticsDashboard')),
};
