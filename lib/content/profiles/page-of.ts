/** Creators per page of /profiles (the database pages them: list-profiles.ts). */
export const PROFILES_PER_PAGE = 24;
