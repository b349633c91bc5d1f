import { performance } from 'node:perf_hooks';
import type { UserRecord } from '../store/users';

/**
 * How long this process trusts what it read about a sign-in without asking the database again.
 * Every write of this process forgets at once and the other instances are told at once (see
 * user-change-notices.ts); this bounds what a lost notice (listening connection down, a write
 * made outside the server) can leave behind.
 */
export const SIGNED_IN_USER_TTL_MS = 1_000;
/** Bound on the sign-ins kept; the oldest go first. */
export const SIGNED_IN_USER_MAX_ENTRIES = 5_000;

export interface SignedInUserCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds of a monotonic clock (tests pass their own). */
  clock?: () => number;
}

/** Taken before reading the database: when, and in which generation, the read began. */
export interface CacheReadTicket {
  readonly generation: number;
  readonly startedAt: number;
}

/**
 * Sign-ins (by origin_jti) this process found unrevoked with their user enabled, and that user.
 * Only good answers are kept: a refusal is always asked of the database again.
 *
 * A read that began before a change must not put the old answer back after the change was
 * forgotten, so each fill carries the generation it started in and is dropped if anything was
 * forgotten since (the generation moves with every forget). An answer is kept until the TTL
 * has passed since its read began, so nothing is served older than the TTL.
 */
export interface SignedInUserCache {
  /** The user of an unrevoked sign-in, if known and fresh. */
  get(originJti: string): UserRecord | undefined;
  /** Call before reading the database for `remember`. */
  beginRead(): CacheReadTicket;
  /** Keeps what a read found, unless something was forgotten since it began. */
  remember(originJti: string, user: UserRecord, ticket: CacheReadTicket): void;
  /** The user's sign-ins or record changed (revoked, disabled, deleted, updated). */
  forgetUser(sub: string): void;
  /** Anything may have changed (notices were missed). */
  forgetAll(): void;
  readonly size: number;
}

interface Entry {
  user: UserRecord;
  expiresAt: number;
}

export function createSignedInUserCache(options: SignedInUserCacheOptions = {}): SignedInUserCache {
  const ttlMs = options.ttlMs ?? SIGNED_IN_USER_TTL_MS;
  const maxEntries = options.maxEntries ?? SIGNED_IN_USER_MAX_ENTRIES;
  const clock = options.clock ?? (() => performance.now());
  /** In insertion order, so the first key is the oldest. */
  const entries = new Map<string, Entry>();
  const signInsOfUser = new Map<string, Set<string>>();
  let generation = 0;

  const drop = (originJti: string) => {
    const entry = entries.get(originJti);
    if (!entry) return;
    entries.delete(originJti);
    const signIns = signInsOfUser.get(entry.user.sub);
    signIns?.delete(originJti);
    if (signIns?.size === 0) signInsOfUser.delete(entry.user.sub);
  };

  return {
    get(originJti) {
      const entry = entries.get(originJti);
      if (!entry) return undefined;
      if (clock() >= entry.expiresAt) {
        drop(originJti);
        return undefined;
      }
      return entry.user;
    },
    beginRead() {
      return { generation, startedAt: clock() };
    },
    remember(originJti, user, ticket) {
      const expiresAt = ticket.startedAt + ttlMs;
      if (ticket.generation !== generation || clock() >= expiresAt) return;
      drop(originJti);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
      // Shared by every caller until it expires: frozen, so none can change it for the others.
      Object.freeze(user.attributes);
      Object.freeze(user.groups);
      entries.set(originJti, { user: Object.freeze(user), expiresAt });
      const signIns = signInsOfUser.get(user.sub) ?? new Set<string>();
      signIns.add(originJti);
      signInsOfUser.set(user.sub, signIns);
    },
    forgetUser(sub) {
      generation += 1;
      for (const originJti of signInsOfUser.get(sub) ?? []) entries.delete(originJti);
      signInsOfUser.delete(sub);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
      signInsOfUser.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
