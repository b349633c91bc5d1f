import type {
  ActivityTotals,
  DailyActivity,
  DashboardSummary,
  EventTypeCount,
  TopItem,
} from '@/amplify/data/analytics/dashboard-figures';

export type { ActivityTotals, DailyActivity, DashboardSummary, EventTypeCount, TopItem };

export interface DashboardQuery {
  /** Inclusive UTC days as YYYY-MM-DD; by default the 30 days ending today. */
  from?: string;
  to?: string;
  /** Entries in each top list, 1 to 50 (10 by default). */
  limit?: number;
}

/** What the query's caller needs of the Data client (Amplify's `client.queries`). */
export interface DashboardQueryClient {
  queries: {
    analyticsDashboard(
      args: DashboardQuery,
    ): Promise<{ data?: DashboardSummary | null; errors?: readonly { message: string; errorType?: string | null }[] | null }>;
  };
}

/** A refusal of the query: Unauthorized (not in ADMINS, or signed out), BadRequest (a bad range). */
export class DashboardRequestError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
    this.name = 'DashboardRequestError';
  }
}

/**
 * The admin dashboard's figures through the data API's analyticsDashboard query (ADMINS), with a
 * user-pool Data client: the local backend answers it from its store, AWS from the aggregator's
 * daily items, in the same shape (amplify/data/analytics/dashboard-figures.ts).
 */
export async function fetchDashboardSummary(client: DashboardQueryClient, query: DashboardQuery): Promise<DashboardSummary> {
  const args: DashboardQuery = {};
  if (query.from) args.from = query.from;
  if (query.to) args.to = query.to;
  if (query.limit !== undefined) args.limit = query.limit;
  const { data, errors } = await client.queries.analyticsDashboard(args);
  const [error] = errors ?? [];
  if (error) throw new DashboardRequestError(error.errorType ?? 'Error', error.message);
  if (!data) throw new DashboardRequestError('Error', 'The analytics query answered nothing.');
  return data;
}
