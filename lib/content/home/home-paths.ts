/** Where the ban tracker's "Platform overview" link leads: the per-platform counts and records. */
export const PLATFORM_OVERVIEW_PATH = '/platforms';
