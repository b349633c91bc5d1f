import Link from 'next/link';
import { PLATFORMS } from '@/lib/content/platforms';
import type { ProfileDirectoryFilters as Filters } from '@/lib/content/profiles/list-profiles';

/** The creators list's filters as a plain GET form (works without JavaScript): platform, and profiles with no record yet. */
export function ProfileDirectoryFilters({ filters }: { filters: Filters }) {
  const isFiltered = filters.platform !== null || filters.includeEmpty;
  return (
    <form className="brief-filters profile-filters" method="get" action="/profiles" aria-label="Filter creators">
      <div className="brief-filter-field">
        <label className="form-label" htmlFor="profile-filter-platform">
          Record on
        </label>
        <select id="profile-filter-platform" name="platform" className="form-select" defaultValue={filters.platform?.id ?? ''}>
          <option value="">Any platform</option>
          {PLATFORMS.map((platform) => (
            <option key={platform.id} value={platform.id}>
              {platform.displayName}
            </option>
          ))}
        </select>
      </div>
      <div className="brief-filter-field form-check profile-filter-every">
        <input id="profile-filter-every" className="form-check-input" type="checkbox" name="every" value="1" defaultChecked={filters.includeEmpty} />
        <label className="form-check-label" htmlFor="profile-filter-every">
          Include profiles with no record yet
        </label>
      </div>
      <div className="brief-filter-actions">
        <button type="submit" className="btn btn-primary">
          <i className="bi bi-funnel" aria-hidden="true" /> Filter
        </button>
        {isFiltered ? (
          <Link href="/profiles" className="btn btn-outline-secondary">
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
