import { randomBytes } from 'node:crypto';
import type { Queryable } from '../database/database';
import type { Logger } from '../log';
import { noticeChannelName, openNoticeChannel } from '../notices/notice-channel';
import { decodeNotice, encodeNotices, type RevalidationNotice } from './revalidation-notice';

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'streamit-revalidation';

const TOPIC = 'streamit_revalidate';

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

/** The channel of the deployment whose tables live in `schema`. */
export function channelNameFor(schema: string): string {
  return noticeChannelName(TOPIC, schema);
}

/**
 * Revalidation notices over the database's notice channel (core/notices). PostgreSQL delivers a
 * notice to its sender too; those carry this process's id and are skipped.
 */
export async function openRevalidationChannel(options: RevalidationChannelOptions): Promise<RevalidationChannel> {
  const { log } = options;
  const instanceId = randomBytes(9).toString('base64url');
  const channel = await openNoticeChannel({
    databaseUrl: options.databaseUrl,
    db: options.db,
    topic: TOPIC,
    applicationName: LISTENER_APPLICATION_NAME,
    logLabel: 'revalidation',
    log,
    onNotice(payload) {
      const notice = decodeNotice(payload);
      if (!notice) return log.error('[revalidation] ignored a malformed notice');
      if (notice.from !== instanceId) options.onNotice(notice);
    },
    onReconnected: options.onReconnected,
  });

  return {
    instanceId,
    async publish(tags, paths) {
      for (const payload of encodeNotices(instanceId, tags, paths)) await channel.notify(payload);
    },
    close: () => channel.close(),
  };
}
