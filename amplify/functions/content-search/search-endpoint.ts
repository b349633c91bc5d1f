/** The environment variable that carries the search domain's endpoint (set in amplify/backend.ts). */
export const SEARCH_ENDPOINT_VARIABLE = 'SEARCH_ENDPOINT';
