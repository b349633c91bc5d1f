import { ACTION_LOG } from '@/amplify/data/moderation/moderation-records';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { MODERATION_PAGE_SIZE, readPage, type Page } from './read-page';

/** One line of the audit log: who did what to which record, when and why. */
export type AuditRow = {
  id: string;
  at: string;
  action: string;
  model: string;
  recordId: string;
  reason: string | null;
  detail: string | null;
  /** The account's id; staff pages name it (staffNames). */
  moderatorSub: string;
};

export type AuditWire = {
  id: string;
  at: string;
  action: string | null;
  model: string;
  recordId: string;
  reason?: string | null;
  detail?: string | null;
  moderatorSub: string;
};

const AUDIT_FIELDS = ['id', 'at', 'action', 'model', 'recordId', 'reason', 'detail', 'moderatorSub'] as const;

/** The acts as the log reads them. */
export const ACTION_LABELS: Record<string, string> = {
  HIDE: 'Hid',
  RESTORE: 'Restored',
  DISMISS_REPORT: 'Dismissed a report about',
  FEATURE: 'Featured',
  UNFEATURE: 'Stopped featuring',
  VERIFY: 'Set the verification of',
  PUBLISH_REPLY: 'Published a reply to',
  DECLINE_REPLY: 'Declined a reply to',
};

export function toAuditRow(wire: AuditWire): AuditRow {
  return {
    id: wire.id,
    at: wire.at,
    action: wire.action ?? '',
    model: wire.model,
    recordId: wire.recordId,
    reason: wire.reason ?? null,
    detail: wire.detail ?? null,
    moderatorSub: wire.moderatorSub,
  };
}

/** The log newest first: every entry shares the one `log` partition, ordered by `at`. */
export function listAuditEntries(client: BrowserDataClient, nextToken?: string | null): Promise<Page<AuditRow>> {
  return readPage(
    'load the audit log',
    () =>
      client.models.ModerationAction.listModerationActionByLogAndAt(
        { log: ACTION_LOG },
        { sortDirection: 'DESC', limit: MODERATION_PAGE_SIZE, nextToken: nextToken ?? undefined, selectionSet: AUDIT_FIELDS },
      ),
    toAuditRow,
  );
}
