import Form from 'next/form';
import { MAX_SEARCH_QUERY_LENGTH } from '@/amplify/data/search/search-terms';
import { SEARCH_PATH } from '@/lib/content/search/search-path';

/**
 * The header's search box: a GET form to /search (next/form navigates without a full reload once
 * the page is interactive, and the form works without JavaScript too). It does not prefetch /search:
 * it is on every page, and the prefetch's payload is decoded in each page's start.
 */
export function HeaderSearchForm() {
  return (
    <Form action={SEARCH_PATH} prefetch={false} role="search" className="header-search" aria-label="Site search">
      <label htmlFor="header-search-q" className="visually-hidden">
        Search creators, briefs, bans and streams
      </label>
      <input
        id="header-search-q"
        className="form-control form-control-sm"
        type="search"
        name="q"
        placeholder="Search…"
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        required
      />
      <button type="submit" className="header-search-button" aria-label="Search">
        <i className="bi bi-search" aria-hidden="true" />
      </button>
    </Form>
  );
}
