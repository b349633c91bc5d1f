/** The search page's address. Its own module so the header's search box imports nothing else of search (search-params pulls in the labels and their Intl formatters). */
export const SEARCH_PATH = '/search';
