'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { DashboardSummary } from '@/lib/analytics/fetch-dashboard-summary';
import { lastDays, type DayRange } from '@/lib/content/admin/dashboard-range';
import { hasAnyActivity } from '@/lib/content/admin/dashboard-series';
import { DashboardTotals } from './dashboard-totals';
import { loadDashboardSummary } from './load-dashboard-summary';
import { RangePicker } from './range-picker';

// chart.js arrives only here, and only once there are figures to draw.
const DashboardPanels = dynamic(() => import('./dashboard-panels'), {
  ssr: false,
  loading: () => (
    <p role="status" className="admin-loading">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Drawing the charts…
    </p>
  ),
});

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; summary: DashboardSummary };

/** The ADMINS analytics dashboard: a date range, the totals, and charts with their figures as tables. */
export function AnalyticsDashboard() {
  const [range, setRange] = useState<DayRange>(() => lastDays(30, new Date()));
  const [state, setState] = useState<State>({ status: 'loading' });
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    let isCurrent = true;
    setIsLoading(true);
    loadDashboardSummary(range)
      .then(
        (summary) => isCurrent && setState({ status: 'ready', summary }),
        (error: unknown) => isCurrent && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => isCurrent && setIsLoading(false));
    return () => {
      isCurrent = false;
    };
  }, [range]);

  return (
    <div className="admin-dashboard" aria-busy={isLoading || undefined}>
      <RangePicker range={range} onApply={setRange} isLoading={isLoading} />
      {state.status === 'loading' && (
        <p role="status" className="admin-loading">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading the figures…
        </p>
      )}
      {state.status === 'error' && (
        <div className="alert alert-danger" role="alert">
          {state.message}
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <p className="text-muted-theme small mb-2">
            {state.summary.range.from} to {state.summary.range.to} (UTC)
          </p>
          <DashboardTotals totals={state.summary.totals} estimated={state.summary.estimated} />
          {hasAnyActivity(state.summary) ? <DashboardPanels summary={state.summary} /> : <p className="admin-empty">Nothing was recorded in this range.</p>}
        </>
      )}
    </div>
  );
}
