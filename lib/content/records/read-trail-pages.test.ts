/**
 * A record's trail in one request: readTrailPages answers what the Data client's four list calls
 * answer (the same items of each index, oldest first, and whether a list has more), refuses
 * nothing a guest may read, and asks the data API once.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDataBackend, type DataTestBackend } from '@/backend/data/test-support/start-data-backend';
import { TEST_STORES } from '@/backend/data/test-support/stores';
import { readPublicData } from '@/lib/data/public-data';
import { readTrailPages, TRAIL_PAGE_SIZE, type TrailPages } from './read-trail-pages';

jest.setTimeout(120_000);

type Doc = Record<string, unknown> & { id: string };
const KEY = 'PlatformBan#ban-1';
const OTHER = 'PlatformBan#ban-2';
const trail = (recordKey: string) => ({ recordKey, recordModel: 'PlatformBan', recordId: recordKey.split('#')[1], owner: 'someone::someone' });
const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute)).toISOString();

/** The four list calls, typed loosely here: their generated types together exceed the compiler's depth. */
type ListCall = (context: unknown, key: { recordKey: string }, options: object) => Promise<{ data: { id: string }[]; nextToken?: string | null; errors?: unknown }>;
type Lists = Record<'events' | 'evidence' | 'steps' | 'replies', Awaited<ReturnType<ListCall>>>;
type TrailModels = Record<'AppealEvent' | 'EvidenceItem' | 'VerificationStep' | 'PublishedReply', Record<string, ListCall>>;

const rows: [string, Doc][] = [
  ...[3, 1, 2].map((n): [string, Doc] => ['AppealEvent', { id: `event-${n}`, ...trail(KEY), kind: n === 3 ? 'RESTORED' : 'FILED', date: `2024-01-0${n}`, note: n === 2 ? 'a note' : null, createdAt: at(n) }]),
  ['AppealEvent', { id: 'event-other', ...trail(OTHER), kind: 'FILED', date: '2024-01-01', createdAt: at(0) }],
  ...[2, 1].map((n): [string, Doc] => ['EvidenceItem', { id: `item-${n}`, ...trail(KEY), kind: 'TEXT', text: `pasted ${n}`, sha256: 'a'.repeat(64), size: 8, contentType: 'text/plain', submittedAt: at(n), supersedes: n === 2 ? 'item-1' : null }]),
  // More steps than a page holds: the list says it has more.
  ...Array.from({ length: TRAIL_PAGE_SIZE + 1 }, (_, n): [string, Doc] => ['VerificationStep', { id: `step-${String(n).padStart(3, '0')}`, ...trail(KEY), level: 'EVIDENCE_ATTACHED', byRole: 'CREATOR', at: at(n) }]),
  ['PublishedReply', { id: 'reply-1', ...trail(KEY), authorName: 'Platform', authorRole: 'PLATFORM', body: 'We reviewed it.', submittedAt: at(5), publishedAt: at(6) }],
];

describe.each(TEST_STORES)("a record's trail in one request on $store", ({ database }) => {
  let backend: DataTestBackend;
  let folder: string;
  const previousPath = process.env.AMPLIFY_OUTPUTS_PATH;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    folder = await mkdtemp(join(tmpdir(), 'read-trail-'));
    process.env.AMPLIFY_OUTPUTS_PATH = join(folder, 'amplify_outputs.json');
    await writeFile(process.env.AMPLIFY_OUTPUTS_PATH, JSON.stringify(backend.outputs));
    await backend.backend.context.db.query(
      `INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`,
      [JSON.stringify(rows)],
    );
  });
  afterAll(async () => {
    process.env.AMPLIFY_OUTPUTS_PATH = previousPath;
    await backend?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("answers what the Data client's four list calls answer, with one request", async () => {
    const requests = jest.spyOn(globalThis, 'fetch');
    let pages: TrailPages;
    try {
      pages = await readPublicData<TrailPages>((client, context) => readTrailPages(client, context, KEY));
      expect(requests).toHaveBeenCalledTimes(1);
    } finally {
      requests.mockRestore();
    }
    const page = { limit: TRAIL_PAGE_SIZE, sortDirection: 'ASC' as const };
    const lists = await readPublicData<Lists>(async (client, context) => {
      const models = client.models as unknown as TrailModels;
      const [events, evidence, steps, replies] = await Promise.all([
        models.AppealEvent.listAppealEventByRecordKeyAndDate(context, { recordKey: KEY }, { ...page, selectionSet: ['id', 'kind', 'date', 'note', 'createdAt'] }),
        models.EvidenceItem.listEvidenceItemByRecordKeyAndSubmittedAt(context, { recordKey: KEY }, { ...page, selectionSet: ['id', 'kind', 'text', 'fileKey', 'fileName', 'sha256', 'size', 'contentType', 'submittedAt', 'supersedes'] }),
        models.VerificationStep.listVerificationStepByRecordKeyAndAt(context, { recordKey: KEY }, { ...page, selectionSet: ['id', 'level', 'byRole', 'at', 'note', 'source', 'sourceUrl'] }),
        models.PublishedReply.listPublishedReplyByRecordKeyAndPublishedAt(context, { recordKey: KEY }, { ...page, selectionSet: ['id', 'authorName', 'authorRole', 'body', 'submittedAt', 'publishedAt'] }),
      ]);
      for (const list of [events, evidence, steps, replies]) expect(list.errors).toBeUndefined();
      return { events, evidence, steps, replies };
    });
    expect(pages.events.data).toEqual(lists.events.data);
    expect(pages.evidence.data).toEqual(lists.evidence.data);
    expect(pages.steps.data).toEqual(lists.steps.data);
    expect(pages.replies.data).toEqual(lists.replies.data);
    // This record's own, oldest first; a page's worth of steps and a next page.
    expect(pages.events.data.map((event) => event.id)).toEqual(['event-1', 'event-2', 'event-3']);
    expect(pages.evidence.data.map((item) => item.id)).toEqual(['item-1', 'item-2']);
    expect(pages.steps.data).toHaveLength(TRAIL_PAGE_SIZE);
    expect(Boolean(pages.steps.nextToken)).toBe(true);
    expect(Boolean(pages.events.nextToken)).toBe(false);
    expect(pages.replies.data.map((reply) => reply.body)).toEqual(['We reviewed it.']);
  });

  it('answers empty lists for a record with no story', async () => {
    const pages = await readPublicData<TrailPages>((client, context) => readTrailPages(client, context, 'PlatformBan#nothing'));
    expect([pages.events.data, pages.evidence.data, pages.steps.data, pages.replies.data]).toEqual([[], [], [], []]);
  });
});
