import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Queryable } from '../database/database';
import type { Logger } from '../log';
import { decodeNotice, encodeNotices, type RevalidationNotice } from './revalidation-notice';

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'streamit-revalidation';

/** Waits between reconnection attempts of the listening connection, doubling up to the last. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

export interface RevalidationChannelOptions {
  /** The shared database (the pool's DATABASE_URL): the listening connection uses the same settings. */
  databaseUrl: string;
  /** Where notices are sent from (any connection of the shared database). */
  db: Queryable;
  log: Logger;
  /** Another instance's notice. */
  onNotice(notice: RevalidationNotice): void;
  /**
   * The listening connection came back after a loss: notices sent meanwhile are gone, so whatever
   * this instance holds may be stale.
   */
  onReconnected?(): void;
}

export interface RevalidationChannel {
  /** This process's name in its notices. */
  readonly instanceId: string;
  /** Tells every other instance on the database what was refreshed here. */
  publish(tags: readonly string[], paths: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Cross-instance invalidation over PostgreSQL's LISTEN/NOTIFY on the shared database: nothing
 * else to run. One dedicated connection listens (a pooled one would be handed to queries); it is
 * re-opened after any loss. The channel's name comes from the schema the connection lands in, so
 * deployments (or test runs) sharing a server in separate schemas never hear each other.
 * PostgreSQL delivers a notice to its sender too; those carry this process's id and are skipped.
 */
/** The channel of the deployment whose tables live in `schema` (an identifier: no quoting needed). */
export function channelNameFor(schema: string): string {
  return `streamit_revalidate_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;
}

export async function openRevalidationChannel(options: RevalidationChannelOptions): Promise<RevalidationChannel> {
  const { databaseUrl, db, log } = options;
  const instanceId = randomBytes(9).toString('base64url');
  const { rows } = await db.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  const channel = channelNameFor(rows[0]?.schema ?? '');

  let client: pg.Client | undefined;
  let isClosed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || message.payload === undefined) return;
    const notice = decodeNotice(message.payload);
    if (!notice) return log.error('[revalidation] ignored a malformed notice');
    if (notice.from !== instanceId) options.onNotice(notice);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: LISTENER_APPLICATION_NAME });
    // Errors after connecting (the server restarted, the network dropped) end in a reconnect.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (isClosed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const lost = (which: pg.Client, error: Error) => {
    if (which !== client || isClosed) return;
    client = undefined;
    which.removeAllListeners();
    which.on('error', () => undefined);
    void which.end().catch(() => undefined);
    log.error(`[revalidation] the listening connection was lost (${error.message}); reconnecting`);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          if (isClosed) return;
          failures = 0;
          log.info('[revalidation] listening again');
          options.onReconnected?.();
        },
        (error: unknown) => {
          if (isClosed) return;
          if (failures === 1 || failures % 10 === 0) log.error(`[revalidation] could not listen yet: ${(error as Error).message}`);
          scheduleReconnect();
        },
      );
    }, delay).unref();
  };

  // The first connection must work: a database that refuses LISTEN refuses the server's start.
  await connect();

  return {
    instanceId,
    async publish(tags, paths) {
      for (const payload of encodeNotices(instanceId, tags, paths)) {
        await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
      }
    },
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      const listening = client;
      client = undefined;
      if (listening) {
        listening.removeAllListeners('end');
        await listening.end().catch(() => undefined);
      }
    },
  };
}
