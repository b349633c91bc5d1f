import { randomBytes } from 'node:crypto';
import type { Queryable } from '../database/database';
import type { PublicChange } from './content-changes';
import { channelNameFor } from './revalidation-channel';
import { encodeNotices } from './revalidation-notice';

/**
 * Tells every server running on a shared PostgreSQL database that `change` happened, from a process
 * that is not one of them (a command that wrote public records straight into the database: the
 * sample reset, a restore). Each server refreshes it as it does another instance's notice (its page
 * cache, its site's tags and paths). Nobody answers, and nobody need be listening: with the
 * embedded database no server runs beside the command, and one that starts later refreshes what it
 * kept on its first request (lib/data/writes-after-revalidation.mjs).
 */
export async function announceFromOutside(db: Queryable, change: PublicChange): Promise<void> {
  const { rows } = await db.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  const channel = channelNameFor(rows[0]?.schema ?? '');
  // A name no server has, so none of them skips the notice as its own.
  const from = `outside-${randomBytes(6).toString('base64url')}`;
  for (const payload of encodeNotices(from, change.tags, change.paths)) await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
