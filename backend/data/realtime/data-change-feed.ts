import { noticeChannelName, openNoticeChannel, type NoticeChannel } from '../../core/notices/notice-channel';
import type { BackendContext } from '../../core/backend-service';
import type { Queryable } from '../../core/database/database';

/** What migration 0024's trigger tells about each committed change to a data record. */
export interface DataChange {
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  model: string;
  id: string;
  /** The record as the commit left it (the deleted one for a delete), when it fitted in the notice. */
  doc?: Record<string, unknown>;
}

/**
 * A custom mutation that succeeded through the data API, for the custom subscriptions declared
 * for it (`a.subscription().for(a.ref('<mutation>'))`): announced by the mutation's resolver after
 * its writes committed, on the same channel, so it reaches every instance after those writes.
 */
export interface MutationNotice {
  op: 'MUTATION';
  mutation: string;
  /** The mutation's result, as its handler answered (JSON). */
  result: unknown;
}

/** What the feed hears. */
export type FeedNotice = DataChange | MutationNotice;

export interface DataChangeFeed {
  close(): Promise<void>;
}

/** The trigger's topic (its channel is this plus the schema's hash, as notice-channel.ts names it). */
export const DATA_CHANGES_TOPIC = 'data_changes';
const MAX_NOTICE_BYTES = 8000;
/** The trigger's bound too (migration 0024): a notice is sent only under it. */
const MAX_SENT_NOTICE_BYTES = 7900;

/**
 * Tells every instance that `mutation` succeeded with `result` (the channel migration 0024's
 * trigger uses, named in SQL the same way). A result too large for a notice is not announced:
 * false then, as when the database could not be reached (the mutation's writes stand either way;
 * like AppSync's, events are sent at most once).
 */
export async function announceMutationResult(db: Queryable, mutation: string, result: unknown): Promise<boolean> {
  return (await announceMutationResults(db, mutation, [result])) === 1;
}

/**
 * announceMutationResult for several results of one mutation, in their order, in one statement (a
 * profile's hide announces each of its records: hundreds of round trips otherwise). Answers how many
 * were sent: those too large for a notice are left out, and none when the database could not be reached.
 */
export async function announceMutationResults(db: Queryable, mutation: string, results: readonly unknown[]): Promise<number> {
  const payloads = results.map((result) => JSON.stringify({ op: 'MUTATION', mutation, result })).filter((payload) => Buffer.byteLength(payload) < MAX_SENT_NOTICE_BYTES);
  if (payloads.length === 0) return 0;
  try {
    await db.query(
      `SELECT pg_notify('data_changes_' || left(encode(sha256(convert_to(current_schema(), 'UTF8')), 'hex'), 16), notice.payload)
         FROM unnest($1::text[]) WITH ORDINALITY AS notice(payload, position) ORDER BY notice.position`,
      [payloads],
    );
    return payloads.length;
  } catch {
    return 0;
  }
}

/**
 * Hears every committed change to data records: on a PostgreSQL server through a listening
 * connection of its own (so every instance hears every instance's writes), on the embedded
 * database in its one session. Notices arrive in commit order.
 */
export async function openDataChangeFeed(ctx: BackendContext, onChange: (change: FeedNotice) => void): Promise<DataChangeFeed> {
  const deliver = (payload: string) => {
    const change = parseDataChange(payload);
    if (change) onChange(change);
  };
  if (ctx.config.databaseUrl) {
    const channel: NoticeChannel = await openNoticeChannel({
      databaseUrl: ctx.config.databaseUrl,
      db: ctx.db,
      topic: DATA_CHANGES_TOPIC,
      applicationName: 'banwatch-realtime',
      logLabel: 'realtime',
      log: ctx.log,
      onNotice: deliver,
    });
    return { close: () => channel.close() };
  }
  if (!ctx.db.listen) throw new Error('This database cannot tell its changes: real-time subscriptions need LISTEN.');
  const { rows } = await ctx.db.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  let isOpen = true;
  await ctx.db.listen(noticeChannelName(DATA_CHANGES_TOPIC, rows[0]?.schema ?? ''), (payload) => {
    if (isOpen) deliver(payload);
  });
  return {
    close: async () => {
      isOpen = false;
    },
  };
}

/** A notice's change, or null for anything that is not one (checked, never trusted blindly). */
export function parseDataChange(payload: string): FeedNotice | null {
  if (payload.length > MAX_NOTICE_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { op, model, id, doc } = value as Record<string, unknown>;
  if (op === 'MUTATION') {
    const { mutation, result } = value as Record<string, unknown>;
    return typeof mutation === 'string' && Object.hasOwn(value, 'result') ? { op, mutation, result } : null;
  }
  if (op !== 'INSERT' && op !== 'UPDATE' && op !== 'DELETE') return null;
  if (typeof model !== 'string' || typeof id !== 'string') return null;
  const change: DataChange = { op, model, id };
  if (typeof doc === 'object' && doc !== null && !Array.isArray(doc)) change.doc = doc as Record<string, unknown>;
  return change;
}
