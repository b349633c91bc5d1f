'use client';

import { loadBrowserOutputs } from '@/lib/amplify/browser-outputs';
import { DashboardRequestError, fetchDashboardSummary, type DashboardSummary } from '@/lib/analytics/fetch-dashboard-summary';
import type { DayRange } from '@/lib/content/admin/dashboard-range';

/** Entries in the top-briefs and top-streams lists. */
export const TOP_LIMIT = 10;

/** The dashboard's figures for a range, read with the signed-in admin's access token. */
export async function loadDashboardSummary(range: DayRange): Promise<DashboardSummary> {
  const { ensureAmplifyConfigured } = await import('@/lib/amplify/configure-amplify');
  const outputs = await loadBrowserOutputs();
  if (!outputs || !(await ensureAmplifyConfigured())) {
    throw new DashboardRequestError(503, 'The site has no backend configuration (amplify_outputs.json), so analytics cannot be read.');
  }
  return fetchDashboardSummary(outputs, { ...range, limit: TOP_LIMIT });
}
