import { REPLY_AUTHOR_ROLES, TRAIL_RECORD_MODELS, type ReplyAuthorRole, type TrailRecordModel } from '@/amplify/data/enums';
import { runDataCall } from '@/lib/content/admin/data-result';
import { MODERATION_PAGE_SIZE, readPage, type Page } from '@/lib/content/moderation/read-page';
import type { BrowserDataClient } from '@/lib/data/browser-data';

/** A pending reply or correction as the replies queue shows it. */
export type ReplyRow = {
  id: string;
  recordModel: TrailRecordModel;
  recordId: string;
  authorName: string;
  authorRole: ReplyAuthorRole;
  body: string;
  contactEmail: string | null;
  submittedAt: string;
};

export type ReplyWire = {
  id: string;
  recordModel: string | null;
  recordId: string;
  authorName: string;
  authorRole: string | null;
  body: string;
  contactEmail?: string | null;
  submittedAt: string;
};

const REPLY_FIELDS = ['id', 'recordModel', 'recordId', 'authorName', 'authorRole', 'body', 'contactEmail', 'submittedAt'] as const;

const isOneOf = <T extends string>(allowed: readonly T[], value: unknown): value is T => typeof value === 'string' && (allowed as readonly string[]).includes(value);

/** A row the page can show, or null for a model or role this site does not know (never guessed). */
export function toReplyRow(wire: ReplyWire): ReplyRow | null {
  if (!isOneOf(TRAIL_RECORD_MODELS, wire.recordModel) || !isOneOf(REPLY_AUTHOR_ROLES, wire.authorRole)) return null;
  return {
    id: wire.id,
    recordModel: wire.recordModel,
    recordId: wire.recordId,
    authorName: wire.authorName,
    authorRole: wire.authorRole,
    body: wire.body,
    contactEmail: wire.contactEmail || null,
    submittedAt: wire.submittedAt,
  };
}

/** Pending replies, oldest first (the status + submittedAt index), a page at a time. */
export async function listPendingReplies(client: BrowserDataClient, nextToken?: string | null): Promise<Page<ReplyRow>> {
  const page = await readPage(
    'load the pending replies',
    () =>
      client.models.RecordReply.listRecordReplyByStatusAndSubmittedAt(
        { status: 'PENDING' },
        { sortDirection: 'ASC', limit: MODERATION_PAGE_SIZE, nextToken: nextToken ?? undefined, selectionSet: REPLY_FIELDS },
      ),
    toReplyRow,
  );
  return { items: page.items.filter((row): row is ReplyRow => row !== null), nextToken: page.nextToken };
}

/** Publishes a reply beside its record, or declines it with a reason (required then; the server says so too). */
export async function decideReply(client: BrowserDataClient, id: string, decision: { publish: true } | { publish: false; reason: string }): Promise<void> {
  const reason = decision.publish ? undefined : decision.reason.trim();
  await runDataCall(decision.publish ? 'publish the reply' : 'decline the reply', () => client.mutations.decideRecordReply({ id, publish: decision.publish, ...(reason ? { reason } : {}) }));
}
