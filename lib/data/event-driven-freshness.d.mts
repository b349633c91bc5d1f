// Types of event-driven-freshness.mjs (plain JavaScript, because Next loads the cache handler itself).
export const NEXT_CACHE_MS: number;
export const REFRESHING_SERVER_ENV: string;
export function isRefreshedOnEveryChange(env?: Record<string, string | undefined>): boolean;
export function keptFresh<T>(entry: T, now?: number): T;
