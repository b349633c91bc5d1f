import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../database/database';
import type { PageCache } from '../http/page-cache/page-cache';
import { recordResponse } from '../http/page-cache/response-recorder';
import type { Logger } from '../log';
import { openRevalidationChannel, type RevalidationChannel } from './revalidation-channel';
import { relayToSite } from './relay-to-site';
import type { PublicChange } from './content-changes';
import { EVERYTHING_PUBLIC } from './everything-public';
import { carriesServerSecret } from './server-credential';

/** The route answers `{ revalidated: { tags, paths } }`; far below this. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** What the site's route takes (lib/data/revalidation-request.ts); the tags refresh every page that read the changed models anyway. */
const MAX_RELAYED_PATHS = 20;
const MAX_RELAYED_PATH_LENGTH = 300;
/** How long a change waits for the other instances' answers before it answers anyway. */
export const ACK_TIMEOUT_MS = 2000;
/**
 * When a refresh of this instance's site failed (no 2xx, or no answer), it is tried again after
 * these delays: Next keeps pages for NEXT_CACHE_SECONDS (lib/data/cache-tags.ts), minutes, so a
 * refresh given up on would leave an edit unseen that long.
 */
export const RELAY_RETRY_DELAYS_MS: readonly number[] = [500, 2000, 8000];

export interface CrossInstanceRevalidationOptions {
  /** Set with PostgreSQL: the instances sharing it hear each other's edits. Unset (embedded database): this process alone. */
  databaseUrl?: string;
  db: Queryable;
  pageCache: Pick<PageCache, 'clear'>;
  /** This process's server secret (server-credential.ts), also handed to the site. */
  secret: string;
  loopbackOrigin: string;
  publicUrl: string;
  log: Logger;
}

export interface CrossInstanceRevalidation {
  /**
   * Watches a POST /api/revalidate on its way to the site: once the site answers 2xx, the page
   * cache is emptied, and the tags and paths it refreshed go to the other instances (unless the
   * request is itself another instance's notice relayed here).
   */
  watch(req: IncomingMessage, res: ServerResponse): void;
  /**
   * A change the server itself made (a mutation, before it answers): empties this instance's page
   * cache, has its site refresh `tags` and `paths`, and, on a shared database, has every other
   * instance do the same and waits (at most ACK_TIMEOUT_MS) until each listening one says it has.
   */
  refreshEverywhere(change: PublicChange): Promise<void>;
  close(): Promise<void>;
}

/**
 * An edit's revalidation reaches every instance: the one that took the edit refreshes its own
 * caches through the site's route, and tells the others over the database; each of them empties
 * its page cache at once and has its own site refresh the same tags over loopback (which empties
 * the page cache again once Next's caches are fresh, so nothing rendered in between stays).
 */
export async function startCrossInstanceRevalidation(options: CrossInstanceRevalidationOptions): Promise<CrossInstanceRevalidation> {
  const { pageCache, secret, log } = options;
  const relay = relayToSite({ loopbackOrigin: options.loopbackOrigin, publicUrl: options.publicUrl, secret });
  /** Retries waiting for their turn, cancelled on close. */
  const retries = new Set<NodeJS.Timeout>();
  /** One relay to the site: whether it refreshed (2xx), logging why not. */
  const relayOnce = (tags: readonly string[], paths: readonly string[], what: string): Promise<boolean> =>
    relay(tags, paths).then(
      (status) => {
        if (status >= 200 && status < 300) return true;
        log.error(`[revalidation] the site answered ${status} to ${what}`);
        return false;
      },
      (error: unknown) => {
        log.error(`[revalidation] could not relay ${what} to the site: ${(error as Error).message}`);
        return false;
      },
    );
  /**
   * This process's site refreshes `tags` and `paths` (its answer also empties the page cache again,
   * see watch). Resolves after the first try; a failed one is tried again in the background.
   */
  const refreshHere = async (tags: readonly string[], paths: readonly string[], what: string) => {
    pageCache.clear();
    const relayed = paths.filter((path) => path.length <= MAX_RELAYED_PATH_LENGTH).slice(0, MAX_RELAYED_PATHS);
    if (await relayOnce(tags, relayed, what)) return;
    const tryAgain = (attempt: number) => {
      if (attempt >= RELAY_RETRY_DELAYS_MS.length) return log.error(`[revalidation] gave up on ${what}: its pages refresh within NEXT_CACHE_SECONDS`);
      const timer = setTimeout(() => {
        retries.delete(timer);
        void relayOnce(tags, relayed, `${what} (again)`).then((isDone) => {
          if (!isDone) tryAgain(attempt + 1);
        });
      }, RELAY_RETRY_DELAYS_MS[attempt]);
      timer.unref();
      retries.add(timer);
    };
    tryAgain(0);
  };
  let channel: RevalidationChannel | undefined;
  if (options.databaseUrl) {
    channel = await openRevalidationChannel({
      databaseUrl: options.databaseUrl,
      db: options.db,
      log,
      onNotice: ({ tags, paths }) => refreshHere(tags, paths, "another instance's notice"),
      // Notices may have been missed: no page kept from before stays, and Next's pages and reads,
      // kept for minutes (NEXT_CACHE_SECONDS, lib/data/cache-tags.ts), are all refreshed.
      onReconnected: () => void refreshHere(EVERYTHING_PUBLIC.tags, EVERYTHING_PUBLIC.paths, 'a refresh of everything after the notice connection came back'),
    });
  }

  return {
    watch(req, res) {
      const shouldPublish = channel !== undefined && !carriesServerSecret(req.headers, secret);
      res.once('finish', () => {
        if (res.statusCode >= 200 && res.statusCode < 300) pageCache.clear();
      });
      if (!shouldPublish || !channel) return;
      const publishing = channel;
      // The answer is read back for its tags and paths: plain bytes, not gzip (it is a few hundred bytes).
      delete req.headers['accept-encoding'];
      void recordResponse(res, { maxBodyBytes: MAX_ANSWER_BYTES, shouldKeep: (head) => head.status >= 200 && head.status < 300 }).then((recorded) => {
        if (recorded.outcome !== 'complete') return;
        const refreshed = refreshedOf(recorded.response.body);
        if (!refreshed) return log.error('[revalidation] the site’s answer named no tags: other instances were not told');
        publishing.publish(refreshed.tags, refreshed.paths).catch((error: unknown) => log.error('[revalidation] could not tell the other instances', error));
      });
    },
    async refreshEverywhere({ tags, paths }) {
      const elsewhere = channel?.publishAndWait(tags, paths, ACK_TIMEOUT_MS).then(
        ({ answered, expected, isTimedOut }) => {
          if (isTimedOut) log.error(`[revalidation] ${answered} of ${expected ?? '?'} instances confirmed a change within ${ACK_TIMEOUT_MS} ms`);
        },
        (error: unknown) => log.error('[revalidation] could not tell the other instances', error),
      );
      await Promise.all([refreshHere(tags, paths, 'a change'), elsewhere]);
    },
    async close() {
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
      await channel?.close();
    },
  };
}

/** `{ revalidated: { tags, paths } }` from the route's answer, or null. */
function refreshedOf(body: Buffer): { tags: string[]; paths: string[] } | null {
  let answer: { revalidated?: { tags?: unknown; paths?: unknown } };
  try {
    answer = JSON.parse(body.toString('utf8')) as typeof answer;
  } catch {
    return null;
  }
  const tags = answer?.revalidated?.tags;
  const paths = answer?.revalidated?.paths ?? [];
  return isStrings(tags) && isStrings(paths) ? { tags, paths } : null;
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
