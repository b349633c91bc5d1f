import type { PublicDataClient, PublicDataContext } from '@/lib/data/public-data';
import { readUntypedDocument } from '@/lib/data/untyped-graphql';
import type { AppealEventEntry, EvidenceEntry, ReplyEntry } from './read-record-trail';

/** Up to this many of each list, oldest first (the permalink says when a list holds more). */
export const TRAIL_PAGE_SIZE = 100;

export type Page<T> = { data: T[]; nextToken?: string | null };
type Wire<T> = { [K in keyof T]: T[K] | null };
type EventWire = Wire<Omit<AppealEventEntry, 'id' | 'kind' | 'date'>> & { id: string; kind: string; date: string; createdAt?: string | null };
type EvidenceWire = Omit<EvidenceEntry, 'fileUrl' | 'supersededBy' | 'kind' | 'text' | 'fileName' | 'supersedes'> &
  Wire<{ text: string; fileKey: string; fileName: string; supersedes: string }> & { kind: string };
type StepWire = { id: string; level: string; byRole: string; at: string; note?: string | null; source?: string | null; sourceUrl?: string | null };
type ReplyWire = Omit<ReplyEntry, 'authorRole'> & { authorRole: string };

export type TrailPages = { events: Page<EventWire>; evidence: Page<EvidenceWire>; steps: Page<StepWire>; replies: Page<ReplyWire> };
type TrailPart = keyof TrailPages;

/**
 * The four lists of a trail, each the first page of its index by the record's key, oldest first:
 * the same index queries, arguments and fields the Data client's list calls send, as one document
 * (its four fields are answered side by side, as AppSync runs them), so a permalink's first render
 * asks the data API once for its story instead of four times (issue 50: every GraphQL request is a
 * round trip through the client, HTTP and the API's parse and checks, on a first render of a
 * record among 100,000).
 */
const TRAIL_LISTS: readonly { part: TrailPart; field: string; fields: readonly string[] }[] = [
  { part: 'events', field: 'listAppealEventByRecordKeyAndDate', fields: ['id', 'kind', 'date', 'note', 'createdAt'] },
  {
    part: 'evidence',
    field: 'listEvidenceItemByRecordKeyAndSubmittedAt',
    fields: ['id', 'kind', 'text', 'fileKey', 'fileName', 'sha256', 'size', 'contentType', 'submittedAt', 'supersedes'],
  },
  { part: 'steps', field: 'listVerificationStepByRecordKeyAndAt', fields: ['id', 'level', 'byRole', 'at', 'note', 'source', 'sourceUrl'] },
  { part: 'replies', field: 'listPublishedReplyByRecordKeyAndPublishedAt', fields: ['id', 'authorName', 'authorRole', 'body', 'submittedAt', 'publishedAt'] },
];

export const TRAIL_DOCUMENT = `query RecordTrail($recordKey: String!, $limit: Int) { ${TRAIL_LISTS.map(
  ({ part, field, fields }) => `${part}: ${field}(recordKey: $recordKey, sortDirection: ASC, limit: $limit) { items { ${fields.join(' ')} } nextToken }`,
).join(' ')} }`;

type Connection = { items?: unknown[] | null; nextToken?: string | null } | null | undefined;

export async function readTrailPages(client: PublicDataClient, context: PublicDataContext, recordKey: string): Promise<TrailPages> {
  const data = await readUntypedDocument(client, context, TRAIL_DOCUMENT, { recordKey, limit: TRAIL_PAGE_SIZE });
  const pageOf = (part: TrailPart) => {
    const connection = data[part] as Connection;
    return { data: (connection?.items ?? []).filter((item) => item !== null && item !== undefined), nextToken: connection?.nextToken ?? null };
  };
  return {
    events: pageOf('events') as Page<EventWire>,
    evidence: pageOf('evidence') as Page<EvidenceWire>,
    steps: pageOf('steps') as Page<StepWire>,
    replies: pageOf('replies') as Page<ReplyWire>,
  };
}

