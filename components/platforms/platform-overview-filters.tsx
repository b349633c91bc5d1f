import Link from 'next/link';
import { APPEAL_CHOICE_LABELS, hasOverviewFilters, type OverviewFilters } from '@/lib/content/platform-overview/overview-filters';
import { APPEAL_STATUSES } from '@/lib/content/platform-overview/platform-ban-types';
import type { BanFigures } from '@/lib/content/platform-overview/read-ban-statistics';

/** The overview's filters as a plain GET form (works without JavaScript): year, active or lifted, appeal status. */
export function PlatformOverviewFilters({ filters, years }: { filters: OverviewFilters; years: BanFigures[] }) {
  return (
    <form className="brief-filters platform-filters" method="get" action="/platforms" aria-label="Filter ban records">
      <div className="brief-filter-field">
        <label className="form-label" htmlFor="platform-filter-year">
          Year
        </label>
        <select id="platform-filter-year" name="year" className="form-select" defaultValue={filters.year ? String(filters.year) : ''}>
          <option value="">Every year</option>
          {years.map((year) => (
            <option key={year.key} value={year.key}>
              {year.key} ({year.recorded.toLocaleString('en-US')})
            </option>
          ))}
        </select>
      </div>
      <div className="brief-filter-field">
        <label className="form-label" htmlFor="platform-filter-state">
          Ban
        </label>
        <select id="platform-filter-state" name="state" className="form-select" defaultValue={filters.state ?? ''}>
          <option value="">Active or lifted</option>
          <option value="active">Still active</option>
          <option value="lifted">Lifted</option>
        </select>
      </div>
      <div className="brief-filter-field">
        <label className="form-label" htmlFor="platform-filter-appeal">
          Appeal
        </label>
        <select id="platform-filter-appeal" name="appeal" className="form-select" defaultValue={filters.appeal?.toLowerCase() ?? ''}>
          <option value="">Any appeal status</option>
          {APPEAL_STATUSES.map((status) => (
            <option key={status} value={status.toLowerCase()}>
              {APPEAL_CHOICE_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="brief-filter-actions">
        <button type="submit" className="btn btn-primary">
          <i className="bi bi-funnel" aria-hidden="true" /> Filter
        </button>
        {hasOverviewFilters(filters) ? (
          <Link href="/platforms" className="btn btn-outline-secondary">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
