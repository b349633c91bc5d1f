'use client';

import { fetchDashboardSummary, type DashboardQueryClient, type DashboardSummary } from '@/lib/analytics/fetch-dashboard-summary';
import type { DayRange } from '@/lib/content/admin/dashboard-range';
import { requireAdminClient } from '../admin-client';

/** Entries in each top list. */
export const TOP_LIMIT = 10;

/** The dashboard's figures for a range, through the data API as the signed-in admin. */
export async function loadDashboardSummary(range: DayRange): Promise<DashboardSummary> {
  const client = (await requireAdminClient()) as unknown as DashboardQueryClient;
  return fetchDashboardSummary(client, { ...range, limit: TOP_LIMIT });
}
