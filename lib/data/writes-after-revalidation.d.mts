// Types of writes-after-revalidation.mjs (plain JavaScript, because Next loads the cache handler itself).
export const WRITE_FENCE_MS: number;
export const REMEMBERED_TAGS: number;
export function noteRevalidated(tags: string | string[], now?: number): void;
export function isFencedWrite(data: unknown, ctx: unknown, requestBeganAt: number, now?: number): boolean;
export const CONTENT_TAGS: readonly string[];
export function tagsKeptByEarlierProcesses(): readonly string[];
