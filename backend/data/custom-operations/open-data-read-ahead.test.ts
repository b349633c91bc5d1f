/**
 * The local open data pages read the next page's rows while the current one is answered (issue
 * 50): the pages and cursors are those read afresh, each row is read once but the last page's, a
 * record changed during a download still comes again at its end, and a read ahead that fails
 * leaves the page to be read afresh.
 */
import type { Queryable } from '../../core/database/database';
import { fillRecordFacts } from '../store/record-facts';
import { startDataBackend, type DataTestBackend } from '../test-support/start-data-backend';
import { TEST_STORES } from '../test-support/stores';
import { readOpenBanRecords } from './open-data-records';

jest.setTimeout(120_000);

const COUNT = 23;
const LIMIT = 5;
const id = (i: number) => `ban${String(i).padStart(3, '0')}`;
const changedAt = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
const LATER = '2026-06-01T00:00:00.000Z';

type Page = { records: { id: string; explanation: string | null }[]; cursor: string | null };

/** The database as a port sees it, each statement's row limit noted; `failing` says which statements fail (their order from 0). */
function countingDb(db: Queryable, failing: (index: number) => boolean = () => false) {
  const limits: number[] = [];
  const port: Queryable = {
    query: async (sql, params) => {
      const index = limits.length;
      limits.push(Number(params?.at(-1)));
      if (failing(index)) throw new Error('connection lost');
      return db.query(sql, params);
    },
  };
  return { port, limits };
}

/** Every page from the first, in turn; `fresh` gives each page a port of its own, so none is read ahead. */
async function walk(port: () => Queryable, from: string | null = null, untilPages = 100): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor = from;
  do {
    const page = (await readOpenBanRecords(port(), { cursor, limit: LIMIT })) as Page;
    pages.push(page);
    cursor = page.cursor;
  } while (cursor && pages.length < untilPages);
  return pages;
}

describe.each(TEST_STORES)('open data pages read ahead on $store', ({ database }) => {
  let backend: DataTestBackend;
  let db: Queryable;

  beforeEach(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    db = backend.backend.context.db;
    const rows = [
      ['Profile', { id: 'p', username: 'writer', displayName: 'W' }],
      ...Array.from({ length: COUNT }, (_, i) => ['PlatformBan', { id: id(i), profileId: 'p', platformId: 'youtube', explanation: `first ${i}`, createdAt: changedAt(i), updatedAt: changedAt(i) }]),
    ];
    await db.query(
      `INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`,
      [JSON.stringify(rows)],
    );
    await fillRecordFacts(db);
  });
  afterEach(async () => {
    await backend?.close();
  });

  /** Changes a ban as a creator's edit would: a new explanation, and its updatedAt now. */
  const change = async (index: number) => {
    await db.query(
      `UPDATE data_records SET doc = doc || jsonb_build_object('explanation', 'changed', 'updatedAt', $2::text), facts = NULL WHERE model = 'PlatformBan' AND id = $1`,
      [id(index), LATER],
    );
    await fillRecordFacts(db);
  };

  it('answers the pages and cursors read afresh, reading each row once but the last page\'s', async () => {
    const fresh = await walk(() => countingDb(db).port);
    const { port, limits } = countingDb(db);
    const ahead = await walk(() => port);
    expect(ahead).toEqual(fresh);
    expect(ahead.flatMap((page) => page.records.map((record) => record.id))).toEqual(Array.from({ length: COUNT }, (_, i) => id(i)));
    // The first page (limit + 1 rows), then each next page's rows after the one read past the last
    // (limit of them); the last page, read ahead too, is read again when asked for.
    expect(limits).toEqual([LIMIT + 1, LIMIT, LIMIT, LIMIT, LIMIT, LIMIT + 1]);
  });

  it('gives a record changed during the download again at its end, in its new version, even from a page read ahead', async () => {
    const { port } = countingDb(db);
    const [first] = await walk(() => port, null, 1);
    // The next page was read ahead, holding this record as it was.
    await change(LIMIT + 1);
    const rest = await walk(() => port, first.cursor);
    const records = [first, ...rest].flatMap((page) => page.records);
    expect(new Set(records.map((record) => record.id))).toEqual(new Set(Array.from({ length: COUNT }, (_, i) => id(i))));
    expect(records.at(-1)).toMatchObject({ id: id(LIMIT + 1), explanation: 'changed' });
  });

  it('reads the last page when it is asked for: a record changed just before is in it', async () => {
    const { port } = countingDb(db);
    const pages = await walk(() => port, null, 4);
    expect(pages.at(-1)?.cursor).toEqual(expect.any(String));
    // The last page's rows were read ahead before this change.
    await change(0);
    const [last] = await walk(() => port, pages.at(-1)?.cursor ?? null);
    expect(last.cursor).toBeNull();
    expect(last.records.map((record) => record.id)).toEqual([id(20), id(21), id(22), id(0)]);
    expect(last.records.at(-1)?.explanation).toBe('changed');
  });

  it('reads a page afresh when its read ahead failed', async () => {
    const fresh = await walk(() => countingDb(db).port);
    // The second statement is the first read ahead.
    const { port, limits } = countingDb(db, (index) => index === 1);
    expect(await walk(() => port)).toEqual(fresh);
    expect(limits.slice(0, 3)).toEqual([LIMIT + 1, LIMIT, LIMIT + 1]);
  });
});
