import type { Logger } from '../log';

/** What a change made stale on the public site: Next's cache tags and site paths. */
export interface PublicChange {
  tags: string[];
  paths: string[];
}

export type RefreshEverywhere = (change: PublicChange) => Promise<void>;

/**
 * Where the data API hands a committed change to public content before it answers, and the one
 * server (backend/main.ts) refreshes this instance's caches and every other instance's: the
 * backend is built before the site and the notice channel run, so the refresh is attached later.
 * Without one (tests, CLIs, the moments before the site starts) announcing does nothing.
 */
export interface ContentChanges {
  /** Resolves once the change is visible everywhere (or the refresh gave up); never rejects. */
  announce(change: PublicChange): Promise<void>;
  refreshWith(refresh: RefreshEverywhere): void;
}

export function createContentChanges(log: Logger): ContentChanges {
  let refresh: RefreshEverywhere | undefined;
  return {
    async announce(change) {
      if (!refresh || (change.tags.length === 0 && change.paths.length === 0)) return;
      // The change is committed whatever happens here: a failed refresh only leaves pages to expire by themselves.
      await refresh(change).catch((error: unknown) => log.error('[revalidation] could not refresh the public pages after a change', error));
    },
    refreshWith(next) {
      refresh = next;
    },
  };
}
