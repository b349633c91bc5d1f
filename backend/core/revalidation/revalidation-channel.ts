import { randomBytes } from 'node:crypto';
import type { Queryable } from '../database/database';
import type { Logger } from '../log';
import { noticeChannelName, openNoticeChannel, type NoticeChannel } from '../notices/notice-channel';
import { createAcknowledgements, type AckOutcome } from './acknowledgements';
import { decodeAck, decodeNotice, encodeAck, encodeNotices, type RevalidationNotice } from './revalidation-notice';

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'streamit-revalidation';

const TOPIC = 'streamit_revalidate';

export interface RevalidationChannelOptions {
  /** The shared database (the pool's DATABASE_URL): the listening connection uses the same settings. */
  databaseUrl: string;
  /** Where notices are sent from (any connection of the shared database). */
  db: Queryable;
  log: Logger;
  /**
   * Another instance's notice. When the notice asks for an answer, it is sent once the returned
   * promise settles (the instance's own refresh done), whether that refresh worked or not.
   */
  onNotice(notice: RevalidationNotice): Promise<unknown> | void;
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
  /**
   * Tells every other instance to refresh `tags` and `paths`, and resolves once each instance
   * listening on this deployment's channel has answered that its refresh is done, or after `timeoutMs`.
   */
  publishAndWait(tags: readonly string[], paths: readonly string[], timeoutMs: number): Promise<AckOutcome>;
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
  const acknowledgements = createAcknowledgements();
  const { rows } = await options.db.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  const listenQuery = `LISTEN ${channelNameFor(rows[0]?.schema ?? '')}`;
  // Set once the channel is open (a notice cannot be answered in the moment before).
  const opened: { channel?: NoticeChannel } = {};
  const answer = (nonce: string) =>
    opened.channel?.notify(encodeAck(instanceId, nonce)).catch((error: unknown) => log.error(`[revalidation] could not answer a notice: ${(error as Error).message}`));
  const channel = await openNoticeChannel({
    databaseUrl: options.databaseUrl,
    db: options.db,
    topic: TOPIC,
    applicationName: LISTENER_APPLICATION_NAME,
    logLabel: 'revalidation',
    log,
    onNotice(payload) {
      const ack = decodeAck(payload);
      if (ack) return acknowledgements.receive(ack.acks, ack.from);
      const notice = decodeNotice(payload);
      if (!notice) return log.error('[revalidation] ignored a malformed notice');
      // Its own notice back: this instance refreshed before publishing, so it answers itself at once.
      if (notice.from === instanceId) return notice.ack && acknowledgements.receive(notice.ack, instanceId);
      const refreshed = Promise.resolve(options.onNotice(notice));
      const nonce = notice.ack;
      if (nonce) void refreshed.catch(() => undefined).then(() => answer(nonce));
    },
    onReconnected: options.onReconnected,
  });
  opened.channel = channel;

  return {
    instanceId,
    async publish(tags, paths) {
      for (const payload of encodeNotices(instanceId, tags, paths)) await channel.notify(payload);
    },
    async publishAndWait(tags, paths, timeoutMs) {
      const payloads = encodeNotices(instanceId, tags, paths, undefined, () => randomBytes(12).toString('base64url'));
      const nonces = payloads.map((payload) => decodeNotice(payload)?.ack ?? '');
      const wait = acknowledgements.await(nonces, timeoutMs);
      // The instances listening on this deployment's channel (this one too, while it listens): their
      // listening connections show the channel's LISTEN as their last (and only) statement.
      const counting = options.db
        .query<{ count: string }>('SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND query = $2', [
          LISTENER_APPLICATION_NAME,
          listenQuery,
        ])
        .then(
          ({ rows: counted }) => wait.setExpected(Number(counted[0]?.count ?? 0)),
          (error: unknown) => {
            log.error(`[revalidation] could not count the listening instances: ${(error as Error).message}`);
            wait.setExpected(null);
          },
        );
      for (const payload of payloads) await channel.notify(payload);
      await counting;
      return wait.outcome;
    },
    close: () => channel.close(),
  };
}
