import { noticeChannelName, openNoticeChannel, type NoticeChannel } from '../../core/notices/notice-channel';
import type { BackendContext } from '../../core/backend-service';

/** What migration 0024's trigger tells about each committed change to a data record. */
export interface DataChange {
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  model: string;
  id: string;
  /** The record as the commit left it (the deleted one for a delete), when it fitted in the notice. */
  doc?: Record<string, unknown>;
}

export interface DataChangeFeed {
  close(): Promise<void>;
}

/** The trigger's topic (its channel is this plus the schema's hash, as notice-channel.ts names it). */
export const DATA_CHANGES_TOPIC = 'data_changes';
const MAX_NOTICE_BYTES = 8000;

/**
 * Hears every committed change to data records: on a PostgreSQL server through a listening
 * connection of its own (so every instance hears every instance's writes), on the embedded
 * database in its one session. Notices arrive in commit order.
 */
export async function openDataChangeFeed(ctx: BackendContext, onChange: (change: DataChange) => void): Promise<DataChangeFeed> {
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
export function parseDataChange(payload: string): DataChange | null {
  if (payload.length > MAX_NOTICE_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { op, model, id, doc } = value as Record<string, unknown>;
  if (op !== 'INSERT' && op !== 'UPDATE' && op !== 'DELETE') return null;
  if (typeof model !== 'string' || typeof id !== 'string') return null;
  const change: DataChange = { op, model, id };
  if (typeof doc === 'object' && doc !== null && !Array.isArray(doc)) change.doc = doc as Record<string, unknown>;
  return change;
}
