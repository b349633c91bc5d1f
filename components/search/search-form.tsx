import { MAX_SEARCH_QUERY_LENGTH, MIN_SEARCH_YEAR } from '@/amplify/data/search/search-terms';
import { PLATFORMS } from '@/lib/content/platforms';
import { APPEAL_CHOICES, KIND_BY_NAME } from '@/lib/content/search/search-choices';
import { SEARCH_PATH, type SearchQuery } from '@/lib/content/search/search-params';

/** Years offered in the filter: this year back to the first a record may carry. */
function yearChoices(): number[] {
  const thisYear = new Date().getUTCFullYear();
  return Array.from({ length: Math.max(1, thisYear - Math.max(MIN_SEARCH_YEAR, 2005) + 1) }, (_, index) => thisYear - index);
}

/**
 * The search box and its filters as a plain GET form: the address it leads to is the search,
 * ready to share. Platform, year and appeal status narrow to the kinds that have them.
 */
export function SearchForm({ query }: { query: SearchQuery | null }) {
  const kindParam = query?.kind ? KIND_BY_NAME.get(query.kind)?.param : undefined;
  return (
    <form className="search-form" method="get" action={SEARCH_PATH} role="search" aria-label="Search the site">
      <div className="search-form-query">
        <label htmlFor="search-q" className="form-label">
          Search creators, briefs, ban records, shadowban reports, personalities and streams
        </label>
        <div className="search-form-row">
          <input id="search-q" className="form-control" type="search" name="q" defaultValue={query?.q ?? ''} maxLength={MAX_SEARCH_QUERY_LENGTH} required />
          <button type="submit" className="btn btn-primary">
            <i className="bi bi-search" aria-hidden="true" /> Search
          </button>
        </div>
      </div>
      {kindParam ? <input type="hidden" name="kind" value={kindParam} /> : null}
      <div className="search-form-filters">
        <div>
          <label htmlFor="search-platform" className="form-label">
            Platform
          </label>
          <select id="search-platform" name="platform" className="form-select" defaultValue={query?.platform ?? ''}>
            <option value="">Any platform</option>
            {PLATFORMS.map((platform) => (
              <option key={platform.id} value={platform.id}>
                {platform.displayName}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="search-year" className="form-label">
            Year
          </label>
          <select id="search-year" name="year" className="form-select" defaultValue={query?.year ? String(query.year) : ''}>
            <option value="">Any year</option>
            {yearChoices().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="search-appeal" className="form-label">
            Appeal status
          </label>
          <select id="search-appeal" name="appeal" className="form-select" defaultValue={query?.appealStatus?.toLowerCase() ?? ''}>
            <option value="">Any status</option>
            {APPEAL_CHOICES.map((choice) => (
              <option key={choice.param} value={choice.param}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}
