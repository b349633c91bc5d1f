import { runDataCall } from '@/lib/content/admin/data-result';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import type { RecordFields } from './describe-record';
import { isModeratedModel, type ModeratedModel } from './moderated-models';
import { MODERATION_PAGE_SIZE, readPage, type Page } from './read-page';

/** A record a moderator took down, as the moderation page and its owner's notice show it. */
export type HiddenRow = {
  id: string;
  model: ModeratedModel;
  recordId: string;
  /** The record as it was when hidden. */
  record: RecordFields;
  reason: string;
  hiddenBy: string;
  hiddenAt: string;
  /** Set when it went with its profile: it comes back with the profile, not alone. */
  cascadeOf: string | null;
  profileId: string | null;
};

export type HiddenWire = {
  id: string;
  model: string;
  recordId: string;
  record: unknown;
  reason: string;
  hiddenBy: string;
  hiddenAt: string;
  cascadeOf?: string | null;
  profileId?: string | null;
};

export const HIDDEN_FIELDS = ['id', 'model', 'recordId', 'record', 'reason', 'hiddenBy', 'hiddenAt', 'cascadeOf', 'profileId'] as const;

/** The stored copy (AWSJSON: a JSON text on the wire, or already parsed), or {} if unreadable. */
export function parseStoredRecord(value: unknown): RecordFields {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as RecordFields) : {};
}

/** A HiddenRecord as a row; null for a model the site does not know (it cannot be shown or restored). */
export function toHiddenRow(wire: HiddenWire): HiddenRow | null {
  if (!isModeratedModel(wire.model)) return null;
  return {
    id: wire.id,
    model: wire.model,
    recordId: wire.recordId,
    record: parseStoredRecord(wire.record),
    reason: wire.reason,
    hiddenBy: wire.hiddenBy,
    hiddenAt: wire.hiddenAt,
    cascadeOf: wire.cascadeOf ?? null,
    profileId: wire.profileId ?? null,
  };
}

/** Newest first within a page: what a moderator just hid is at the top. */
export function newestHiddenFirst(rows: readonly HiddenRow[]): HiddenRow[] {
  return [...rows].sort((a, b) => b.hiddenAt.localeCompare(a.hiddenAt));
}

/** Every hidden record, a page at a time (moderators read them all). */
export async function listHiddenRecords(client: BrowserDataClient, nextToken?: string | null): Promise<Page<HiddenRow>> {
  const page = await readPage(
    'load the hidden records',
    () => client.models.HiddenRecord.list({ limit: MODERATION_PAGE_SIZE, nextToken: nextToken ?? undefined, selectionSet: HIDDEN_FIELDS }),
    toHiddenRow,
  );
  return { items: newestHiddenFirst(page.items.filter((row): row is HiddenRow => row !== null)), nextToken: page.nextToken };
}

/** Takes a record off every public page, with the reason its owner will read. */
export async function hideRecord(client: BrowserDataClient, target: { model: ModeratedModel; id: string }, reason: string): Promise<HiddenRow> {
  const hidden = await runDataCall('hide the record', () => client.mutations.hideRecord({ model: target.model, id: target.id, reason: reason.trim() }));
  const row = toHiddenRow(hidden as HiddenWire);
  if (!row) throw new Error(`Could not hide the record: the server answered an unknown model (${hidden.model}).`);
  return row;
}

/** Puts a hidden record back as it was; the reason goes in the audit log. */
export async function restoreRecord(client: BrowserDataClient, row: Pick<HiddenRow, 'model' | 'recordId'>, reason: string): Promise<void> {
  await runDataCall('restore the record', () => client.mutations.restoreRecord({ model: row.model, id: row.recordId, reason: reason.trim() }));
}
