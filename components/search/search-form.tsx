import {
  APPEAL_STATUSES,
  DSA_RESTRICTION_CATEGORIES,
  DSA_RESTRICTION_CATEGORY_LABELS,
  DSA_RESTRICTION_LABELS,
  DSA_RESTRICTIONS_BY_CATEGORY,
  VERIFICATION_LABELS,
  VERIFICATION_LEVELS,
} from '@/amplify/data/enums';
import { MAX_SEARCH_QUERY_LENGTH, MIN_SEARCH_YEAR } from '@/amplify/data/search/search-terms';
import { PLATFORMS } from '@/lib/content/platforms';
import { APPEAL_STATUS_LABELS } from '@/lib/content/profiles/profile-labels';
import { KIND_BY_NAME } from '@/lib/content/search/search-choices';
import { SEARCH_PATH, type SearchQuery } from '@/lib/content/search/search-params';

/** Years offered in the filter: this year back to the first a record may carry. */
function yearChoices(): number[] {
  const thisYear = new Date().getUTCFullYear();
  return Array.from(
    { length: Math.max(1, thisYear - Math.max(MIN_SEARCH_YEAR, 2005) + 1) },
    (_, index) => thisYear - index,
  );
}

function Choice({
  id,
  name,
  label,
  value,
  any,
  isWide = false,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  any: string;
  /** Two columns of the filters' grid where it has them: for a choice whose words would be cut. */
  isWide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={isWide ? 'search-form-wide' : undefined}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} name={name} className="form-select" defaultValue={value}>
        <option value="">{any}</option>
        {children}
      </select>
    </div>
  );
}

/** How many of the form's filters and its order the search has set. */
function chosenInForm(query: SearchQuery | null): number {
  if (!query) return 0;
  const { platform, restriction, verification, appealStatus, dateFrom, dateTo, year, sort } = query;
  return [platform, restriction, verification, appealStatus, dateFrom, dateTo, year, sort].filter(
    (value) => value !== undefined,
  ).length;
}

/**
 * The search box and its filters as a plain GET form: the address it leads to is the search,
 * ready to share. Words are optional: without them the record is browsed by the filters, newest
 * first. The filters apply to the kinds that have them (ban records and shadowban reports; dates
 * and years to briefs too). Parameter names and values are those /data's downloads read.
 */
export function SearchForm({ query }: { query: SearchQuery | null }) {
  const kindParam = query?.kind ? KIND_BY_NAME.get(query.kind)?.param : undefined;
  const chosen = chosenInForm(query);
  // Open on the bare /search, where choosing is what one came for; folded under its summary (which
  // counts what is chosen) once there are words or a choice, so the results come first (on a phone
  // the filters stood more than a screen high above them).
  const isFolded = Boolean(query?.q) || chosen > 0;
  return (
    <form
      className="search-form"
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label="Search the site"
    >
      <div className="search-form-query">
        <label htmlFor="search-q" className="form-label">
          Search creators, briefs, ban records, shadowban reports, personalities and streams
        </label>
        <div className="search-form-row">
          <input
            id="search-q"
            className="form-control"
            type="search"
            name="q"
            defaultValue={query?.q ?? ''}
            maxLength={MAX_SEARCH_QUERY_LENGTH}
            aria-describedby="search-q-hint"
          />
          <button type="submit" className="btn btn-primary">
            <i className="bi bi-search" aria-hidden="true" /> Search
          </button>
        </div>
        <p id="search-q-hint" className="search-form-hint">
          Leave the words empty to browse every public record by the filters below.
        </p>
      </div>
      {kindParam ? <input type="hidden" name="kind" value={kindParam} /> : null}
      <details className="search-form-more" open={!isFolded}>
        <summary>
          Filters and order
          {chosen > 0 ? <span className="search-form-chosen"> · {chosen} chosen</span> : null}
        </summary>
        <fieldset className="search-form-filters">
          <legend className="visually-hidden">Filters</legend>
          <Choice
            id="search-platform"
            name="platform"
            label="Platform"
            value={query?.platform ?? ''}
            any="Any platform"
          >
            {PLATFORMS.map((platform) => (
              <option key={platform.id} value={platform.id}>
                {platform.displayName}
              </option>
            ))}
          </Choice>
          <Choice
            id="search-restriction"
            name="restriction"
            label="Restriction"
            value={query?.restriction ?? ''}
            any="Any restriction"
          >
            {DSA_RESTRICTION_CATEGORIES.map((category) => (
              <optgroup key={category} label={DSA_RESTRICTION_CATEGORY_LABELS[category]}>
                <option value={category}>{`${DSA_RESTRICTION_CATEGORY_LABELS[category]}: any`}</option>
                {DSA_RESTRICTIONS_BY_CATEGORY[category].map((restriction) => (
                  <option key={restriction} value={restriction}>
                    {DSA_RESTRICTION_LABELS[restriction]}
                  </option>
                ))}
              </optgroup>
            ))}
          </Choice>
          <Choice
            id="search-verification"
            name="verification"
            label="Verification"
            value={query?.verification?.toLowerCase() ?? ''}
            any="Any step"
          >
            {VERIFICATION_LEVELS.map((level) => (
              <option key={level} value={level.toLowerCase()}>
                {VERIFICATION_LABELS[level]}
              </option>
            ))}
          </Choice>
          <Choice
            id="search-appeal"
            name="appeal"
            label="Appeal status"
            value={query?.appealStatus?.toLowerCase() ?? ''}
            any="Any status"
          >
            {APPEAL_STATUSES.map((status) => (
              <option key={status} value={status.toLowerCase()}>
                {APPEAL_STATUS_LABELS[status]}
              </option>
            ))}
          </Choice>
          <div>
            <label htmlFor="search-from" className="form-label">
              From
            </label>
            <input
              id="search-from"
              className="form-control"
              type="date"
              name="from"
              defaultValue={query?.dateFrom ?? ''}
            />
          </div>
          <div>
            <label htmlFor="search-to" className="form-label">
              To
            </label>
            <input
              id="search-to"
              className="form-control"
              type="date"
              name="to"
              defaultValue={query?.dateTo ?? ''}
            />
          </div>
          <Choice
            id="search-year"
            name="year"
            label="Year"
            value={query?.year ? String(query.year) : ''}
            any="Any year"
          >
            {yearChoices().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Choice>
          <Choice
            id="search-sort"
            name="sort"
            label="Order"
            value={query?.sort?.toLowerCase() ?? ''}
            any="Best match with words, else newest"
            isWide
          >
            <option value="relevance">Best match (needs words)</option>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </Choice>
        </fieldset>
      </details>
    </form>
  );
}
