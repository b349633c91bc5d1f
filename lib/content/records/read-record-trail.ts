import type { AppealEventKind, EvidenceKind, ReplyAuthorRole, TrailRecordModel, VerificationLevel, VerificationSource } from '@/amplify/data/enums';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { cachedRead } from '@/lib/data/cached-read';
import { readPublicData } from '@/lib/data/public-data';
import { storedPictureUrl } from '@/lib/storage/picture-reference';
import { readPictureHost } from '@/lib/storage/read-picture-host';
import { readTrailPages, type Page, type TrailPages } from './read-trail-pages';

/**
 * The story of one ban record or shadowban report (issue 18), as its permalink tells it: appeal
 * events, evidence items, verification steps and published replies, each read from its own index
 * by the record's key. The rules cap appeal events (30) and evidence items (50) per record; steps
 * and replies are read a page at a time and the page says when there are more.
 */
export { TRAIL_PAGE_SIZE } from './read-trail-pages';

export type AppealEventEntry = { id: string; kind: AppealEventKind; date: string; note: string | null };
export type EvidenceEntry = {
  id: string;
  kind: EvidenceKind;
  text: string | null;
  fileUrl: string | null;
  fileName: string | null;
  sha256: string;
  size: number;
  contentType: string;
  submittedAt: string;
  supersedes: string | null;
  /** The later item that corrects this one. */
  supersededBy: string | null;
};
export type VerificationStepEntry = { id: string; level: VerificationLevel; byRole: string; at: string; note: string | null; source: VerificationSource | null; sourceUrl: string | null };
export type ReplyEntry = { id: string; authorName: string; authorRole: ReplyAuthorRole; body: string; submittedAt: string; publishedAt: string };

export type RecordTrail = {
  appealEvents: AppealEventEntry[];
  evidence: EvidenceEntry[];
  verificationSteps: VerificationStepEntry[];
  replies: ReplyEntry[];
  /** Lists that hold more than one page (the page shows the first TRAIL_PAGE_SIZE, oldest first). */
  hasMore: { verificationSteps: boolean; replies: boolean };
};

const text = (value: string | null | undefined) => (value?.trim() ? value : null);

function toEvidence(items: TrailPages['evidence']['data'], fileUrlOf: (key: string) => string | null): EvidenceEntry[] {
  const supersededBy = new Map<string, string>();
  for (const item of items) if (item.supersedes && !supersededBy.has(item.supersedes)) supersededBy.set(item.supersedes, item.id);
  return items.map((item) => ({
    id: item.id,
    kind: item.kind as EvidenceKind,
    text: text(item.text),
    fileUrl: item.fileKey ? fileUrlOf(item.fileKey) : null,
    fileName: text(item.fileName),
    sha256: item.sha256,
    size: item.size,
    contentType: item.contentType,
    submittedAt: item.submittedAt,
    supersedes: item.supersedes ?? null,
    supersededBy: supersededBy.get(item.id) ?? null,
  }));
}

/** Events in the order they happened: by date, then as they were recorded. */
function toAppealEvents(events: TrailPages['events']['data']): AppealEventEntry[] {
  return [...events]
    .sort((a, b) => a.date.localeCompare(b.date) || (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))
    .map((event) => ({ id: event.id, kind: event.kind as AppealEventKind, date: event.date, note: text(event.note) }));
}

export const readRecordTrail = cachedRead(
  'record-trail',
  [CACHE_TAGS.platformBans, CACHE_TAGS.shadowbanExperiences],
  async (recordModel: TrailRecordModel, recordId: string): Promise<RecordTrail> => {
    const recordKey = `${recordModel}#${recordId}`;
    const pages = await readPublicData<TrailPages>((client, context) => readTrailPages(client, context, recordKey));
    const target = await readPictureHost();
    const hasMore = (list: Page<unknown>) => Boolean(list.nextToken);
    return {
      appealEvents: toAppealEvents(pages.events.data),
      evidence: toEvidence(pages.evidence.data, (key) => (target ? storedPictureUrl(target, { key }) : null)),
      verificationSteps: pages.steps.data.map((step) => ({
        id: step.id,
        level: step.level as VerificationLevel,
        byRole: step.byRole,
        at: step.at,
        note: text(step.note),
        source: (step.source ?? null) as VerificationSource | null,
        sourceUrl: text(step.sourceUrl),
      })),
      replies: pages.replies.data.map((reply) => ({ ...reply, authorRole: reply.authorRole as ReplyAuthorRole })),
      hasMore: { verificationSteps: hasMore(pages.steps), replies: hasMore(pages.replies) },
    };
  },
);
