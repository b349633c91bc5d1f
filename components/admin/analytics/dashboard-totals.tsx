import type { DashboardSummary } from '@/lib/analytics/fetch-dashboard-summary';

const TILES = [
  { key: 'events', label: 'Events', icon: 'bi-activity' },
  { key: 'launches', label: 'Launches', icon: 'bi-rocket-takeoff' },
  { key: 'pageViews', label: 'Page views', icon: 'bi-file-earmark-text' },
  { key: 'activeEndpoints', label: 'Active browsers', icon: 'bi-display' },
  { key: 'signUps', label: 'Sign-ups', icon: 'bi-person-plus' },
  { key: 'sessions', label: 'Sessions', icon: 'bi-clock-history' },
  { key: 'droppedEvents', label: 'Events dropped', icon: 'bi-exclamation-triangle' },
] as const;

/** The range's totals, one tile each (active browsers are counted once however many days they came back). */
export function DashboardTotals({ totals, estimated = [] }: { totals: DashboardSummary['totals']; estimated?: readonly string[] }) {
  return (
    <ul className="admin-totals" aria-label="Totals for the range">
      {TILES.map((tile) => (
        <li key={tile.key} className="admin-total">
          <i className={`bi ${tile.icon}`} aria-hidden="true" />
          <span
            className="admin-total-value"
            data-testid={`total-${tile.key}`}
            title={estimated.includes(`totals.${tile.key}`) ? 'Estimated: too many browsers in this range to count one by one (within about 2 %)' : undefined}
          >
            {estimated.includes(`totals.${tile.key}`) ? '≈ ' : ''}
            {totals[tile.key].toLocaleString('en-US')}
          </span>
          <span className="admin-total-label">{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}
