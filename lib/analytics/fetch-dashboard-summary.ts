import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { dashboardUrlOf } from './analytics-config';

export interface DailyActivity {
  day: string;
  launches: number;
  pageViews: number;
  /** Endpoints (browsers) that recorded at least one event that day. */
  activeEndpoints: number;
  signUps: number;
  /** Events browsers gave up on (after the resend limit, refused, or past a full buffer), as they reported them. */
  droppedEvents: number;
}

export interface TopItem {
  slug: string;
  count: number;
  /** Distinct endpoints behind the count. */
  endpoints: number;
}

/** The read API's answer (backend/analytics/dashboard/get-dashboard-summary.ts; the same shape from the AWS function). */
export interface DashboardSummary {
  range: { from: string; to: string };
  totals: Omit<DailyActivity, 'day'> & { events: number };
  days: DailyActivity[];
  topBriefs: TopItem[];
  topStreams: TopItem[];
  eventsByType: { eventType: string; count: number }[];
}

export interface DashboardQuery {
  /** Inclusive UTC days as YYYY-MM-DD; by default the 30 days ending today. */
  from?: string;
  to?: string;
  /** Entries in the top lists, 1 to 50 (10 by default). */
  limit?: number;
}

/** A refusal of the read API: 401 not signed in, 403 not in ADMINS, 400 a bad range. */
export class DashboardRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DashboardRequestError';
  }
}

/**
 * The admin dashboard's aggregates from the local backend's read API, with the signed-in user's
 * access token (the backend checks the ADMINS group). Pass `getAccessToken` on the server or in tests.
 */
export async function fetchDashboardSummary(
  outputs: AmplifyOutputsDocument,
  query: DashboardQuery,
  getAccessToken: () => Promise<string | undefined> = readAccessToken,
): Promise<DashboardSummary> {
  const url = dashboardUrlOf(outputs);
  if (!url) throw new DashboardRequestError(404, 'This deployment has no analytics read API (it comes with the local backend).');
  const token = await getAccessToken();
  if (!token) throw new DashboardRequestError(401, 'Sign in as an administrator to read analytics.');
  const search = new URLSearchParams();
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  const response = await fetch(`${url}?${search}`, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { Message?: string };
    throw new DashboardRequestError(response.status, body.Message ?? `The analytics read API answered ${response.status}.`);
  }
  return (await response.json()) as DashboardSummary;
}

async function readAccessToken(): Promise<string | undefined> {
  const { fetchAuthSession } = await import('aws-amplify/auth');
  return (await fetchAuthSession()).tokens?.accessToken.toString();
}
