import { runDataCall } from '@/lib/content/admin/data-result';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { isModeratedModel, type ModeratedModel } from './moderated-models';
import { MODERATION_PAGE_SIZE, readPage, type Page } from './read-page';

/** A visitor's report as the moderation queue shows it. */
export type ReportRow = {
  id: string;
  model: ModeratedModel;
  recordId: string;
  /** `<model>#<id>`: every report about one record shares it. */
  recordKey: string;
  reason: string;
  contactEmail: string | null;
  createdAt: string;
};

export type ReportWire = {
  id: string;
  model: string | null;
  recordId: string;
  recordKey: string;
  reason: string;
  contactEmail?: string | null;
  createdAt?: string | null;
};

const REPORT_FIELDS = ['id', 'model', 'recordId', 'recordKey', 'reason', 'contactEmail', 'createdAt'] as const;

export function toReportRow(wire: ReportWire): ReportRow | null {
  if (!isModeratedModel(wire.model)) return null;
  return {
    id: wire.id,
    model: wire.model,
    recordId: wire.recordId,
    recordKey: wire.recordKey,
    reason: wire.reason,
    contactEmail: wire.contactEmail || null,
    createdAt: wire.createdAt ?? '',
  };
}

/** Open reports, oldest first (the status + createdAt index): who waited longest is seen first. */
export async function listOpenReports(client: BrowserDataClient, nextToken?: string | null): Promise<Page<ReportRow>> {
  const page = await readPage(
    'load the open reports',
    () =>
      client.models.RecordReport.listRecordReportByStatusAndCreatedAt(
        { status: 'OPEN' },
        { sortDirection: 'ASC', limit: MODERATION_PAGE_SIZE, nextToken: nextToken ?? undefined, selectionSet: REPORT_FIELDS },
      ),
    toReportRow,
  );
  return { items: page.items.filter((row): row is ReportRow => row !== null), nextToken: page.nextToken };
}

/** Closes a report without acting on its record; the reason goes in the audit log. */
export async function dismissReport(client: BrowserDataClient, id: string, reason: string): Promise<void> {
  await runDataCall('dismiss the report', () => client.mutations.dismissReport({ id, reason: reason.trim() }));
}

/** Every loaded open report about one record, oldest first: the queue shows them as one card. */
export type ReportGroup = { recordKey: string; model: ModeratedModel; recordId: string; reports: ReportRow[] };

/** Groups reports by record, in the order each record was first reported (rows come oldest first). */
export function groupReports(rows: readonly ReportRow[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const row of rows) {
    const group = groups.get(row.recordKey);
    if (group) group.reports.push(row);
    else groups.set(row.recordKey, { recordKey: row.recordKey, model: row.model, recordId: row.recordId, reports: [row] });
  }
  return [...groups.values()];
}
