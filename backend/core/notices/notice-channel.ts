import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Queryable } from '../database/database';
import type { Logger } from '../log';

/** Waits between reconnection attempts of the listening connection, doubling up to the last. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000, 5000];

export interface NoticeChannelOptions {
  /** The shared database (the pool's DATABASE_URL): the listening connection uses the same settings. */
  databaseUrl: string;
  /** Where notices are sent from (any connection of the shared database). */
  db: Queryable;
  /** What the notices are about, e.g. `streamit_revalidate`; the channel adds the schema's hash. */
  topic: string;
  /** How the listening connection shows in pg_stat_activity. */
  applicationName: string;
  /** The `[label]` of this channel's log lines. */
  logLabel: string;
  log: Logger;
  /** A notice on the channel (this process's own included: PostgreSQL delivers to the sender too). */
  onNotice(payload: string): void;
  /**
   * The listening connection came back after a loss: notices sent meanwhile are gone, so whatever
   * this instance holds may be stale.
   */
  onReconnected?(): void;
}

export interface NoticeChannel {
  /** Sends `payload` (under 8000 bytes, PostgreSQL's bound) to every instance listening. */
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

/** The channel of `topic` for the deployment whose tables live in `schema` (an identifier: no quoting needed). */
export function noticeChannelName(topic: string, schema: string): string {
  return `${topic}_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;
}

/**
 * Cross-instance notices over PostgreSQL's LISTEN/NOTIFY on the shared database: nothing else to
 * run. One dedicated connection listens (a pooled one would be handed to queries); it is re-opened
 * after any loss. The channel's name comes from the schema the connection lands in, so
 * deployments (or test runs) sharing a server in separate schemas never hear each other.
 */
export async function openNoticeChannel(options: NoticeChannelOptions): Promise<NoticeChannel> {
  const { databaseUrl, db, log, logLabel } = options;
  const { rows } = await db.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  const channel = noticeChannelName(options.topic, rows[0]?.schema ?? '');

  let client: pg.Client | undefined;
  let isClosed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel && message.payload !== undefined) options.onNotice(message.payload);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      application_name: options.applicationName,
    });
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
    log.error(`[${logLabel}] the listening connection was lost (${error.message}); reconnecting`);
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
          log.info(`[${logLabel}] listening again`);
          options.onReconnected?.();
        },
        (error: unknown) => {
          if (isClosed) return;
          if (failures === 1 || failures % 10 === 0)
            log.error(`[${logLabel}] could not listen yet: ${(error as Error).message}`);
          scheduleReconnect();
        },
      );
    }, delay).unref();
  };

  // The first connection must work: a database that refuses LISTEN refuses the server's start.
  await connect();

  return {
    async notify(payload) {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
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
