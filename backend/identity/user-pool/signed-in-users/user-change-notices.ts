import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../core/database/database';
import { silentLogger, type Logger } from '../../../core/log';
import { openNoticeChannel, type NoticeChannel } from '../../../core/notices/notice-channel';
import {
  createSignedInUserCache,
  type SignedInUserCache,
  type SignedInUserCacheOptions,
} from './signed-in-user-cache';
import { decodeUserChangeNotice, encodeUserChangeNotice } from './user-change-notice';

/** How the listening connection shows in pg_stat_activity. */
export const USER_CHANGES_APPLICATION_NAME = 'streamit-user-pool';
const TOPIC = 'streamit_user_pool';

interface UserChanges {
  cache: SignedInUserCache;
  /** This process's name in its notices. */
  instanceId: string;
  channel?: NoticeChannel;
  log: Logger;
}

/**
 * One cache per database object, whichever pool context (public URL, test options) reads it, so
 * a change made through one is forgotten by all. Keyed by the Database: a transaction's
 * Queryable finds nothing here, and its caller announces once the transaction has committed.
 */
const changesByDatabase = new WeakMap<Queryable, UserChanges>();

function userChangesOf(db: Queryable): UserChanges {
  let changes = changesByDatabase.get(db);
  if (!changes) {
    changes = {
      cache: createSignedInUserCache(),
      instanceId: randomBytes(9).toString('base64url'),
      log: silentLogger,
    };
    changesByDatabase.set(db, changes);
  }
  return changes;
}

/** This process's sign-in cache for the database. */
export function signedInUserCacheOf(db: Queryable): SignedInUserCache {
  return userChangesOf(db).cache;
}

/**
 * A user's sign-ins or record changed in the database: this process forgets what it kept of
 * them at once, and the other instances on the database are told. Called after the write has
 * committed: forgetting earlier would let a read of the old row be kept again. A notice that
 * cannot be sent is logged; the others then notice within the cache's TTL.
 */
export async function announceUserChange(db: Queryable, sub: string): Promise<void> {
  const changes = changesByDatabase.get(db);
  if (!changes) return;
  changes.cache.forgetUser(sub);
  if (!changes.channel) return;
  try {
    await changes.channel.notify(encodeUserChangeNotice(changes.instanceId, [sub]));
  } catch (error) {
    changes.log.error(
      '[user-pool] could not tell the other instances about a sign-out or user change',
      error,
    );
  }
}

export interface UserChangeNoticesOptions {
  /** Set with PostgreSQL: the instances sharing it hear each other's changes. Unset (embedded database): this process alone. */
  databaseUrl?: string;
  log: Logger;
  /** Tests lengthen the TTL, so that only a notice can explain a refusal. */
  cache?: SignedInUserCacheOptions;
}

/** Starts listening for the other instances' changes (with PostgreSQL); the server's start calls it. */
export async function startUserChangeNotices(
  db: Queryable,
  options: UserChangeNoticesOptions,
): Promise<void> {
  const changes = userChangesOf(db);
  changes.log = options.log;
  if (options.cache) changes.cache = createSignedInUserCache(options.cache);
  if (!options.databaseUrl || changes.channel) return;
  const { log } = options;
  changes.channel = await openNoticeChannel({
    databaseUrl: options.databaseUrl,
    db,
    topic: TOPIC,
    applicationName: USER_CHANGES_APPLICATION_NAME,
    logLabel: 'user-pool',
    log,
    onNotice(payload) {
      const notice = decodeUserChangeNotice(payload);
      if (!notice) return log.error('[user-pool] ignored a malformed user change notice');
      if (notice.from === changes.instanceId) return;
      for (const sub of notice.subs) changes.cache.forgetUser(sub);
    },
    // Changes announced while the connection was down are unknown: nothing kept from before stays.
    onReconnected: () => changes.cache.forgetAll(),
  });
}

export async function stopUserChangeNotices(db: Queryable): Promise<void> {
  const changes = changesByDatabase.get(db);
  const channel = changes?.channel;
  if (!changes || !channel) return;
  changes.channel = undefined;
  await channel.close();
}
