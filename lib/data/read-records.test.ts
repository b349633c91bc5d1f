/**
 * A page of records in one request: readPublicRecords answers exactly what the Data client's own
 * `get` answers for each id, in the page's order, refused what a guest's get is refused — and
 * the backend reads the page's records with one statement per model, not one per record.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillRecordFacts } from '@/backend/data/store/record-facts';
import { startDataBackend, type DataTestBackend } from '@/backend/data/test-support/start-data-backend';
import { TEST_STORES } from '@/backend/data/test-support/stores';
import { readPublicData } from './public-data';
import { readPublicRecords } from './read-records';
import { selectionSetText, type ModelIntrospection } from './selection-set-text';

jest.setTimeout(120_000);

const BAN_FIELDS = ['id', 'platformId', 'dateOfBan', 'explanation', 'profile.username', 'profile.displayName'] as const;
type Doc = Record<string, unknown> & { id: string };

const profiles: Doc[] = [
  { id: 'p1', username: 'first', displayName: 'First' },
  { id: 'p2', username: 'second', displayName: 'Second' },
];
const bans: Doc[] = Array.from({ length: 60 }, (_, i) => ({
  id: `ban-${String(i).padStart(2, '0')}`,
  profileId: i % 3 === 0 ? 'p2' : 'p1',
  platformId: 'x',
  isActive: true,
  dateOfBan: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
  explanation: `Ban number ${i}`,
}));

describe.each(TEST_STORES)('reading a page of records on $store', ({ database }) => {
  let backend: DataTestBackend;
  let folder: string;
  const previousPath = process.env.AMPLIFY_OUTPUTS_PATH;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    folder = await mkdtemp(join(tmpdir(), 'read-records-'));
    process.env.AMPLIFY_OUTPUTS_PATH = join(folder, 'amplify_outputs.json');
    await writeFile(process.env.AMPLIFY_OUTPUTS_PATH, JSON.stringify(backend.outputs));
    const rows = [
      ...profiles.map((doc) => ['Profile', doc]),
      ...bans.map((doc) => ['PlatformBan', doc]),
      ['UnpublishedBrief', { id: 'draft', slug: 'draft', title: 'Not yet', owner: 'someone' }],
    ];
    await backend.backend.context.db.query(
      `INSERT INTO data_records (model, id, doc) SELECT row->>0, row->1->>'id', row->1 FROM jsonb_array_elements($1::jsonb) AS row`,
      [JSON.stringify(rows)],
    );
    // Loaded by SQL, without the facts the record store writes (migration 0030): filled as the backend's start fills them.
    await fillRecordFacts(backend.backend.context.db);
  });
  afterAll(async () => {
    process.env.AMPLIFY_OUTPUTS_PATH = previousPath;
    await backend?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  // The Data client's own get, one request per record: what a page read must answer the same.
  const getBan = (id: string) =>
    readPublicData<unknown>(async (client, context) => {
      const answer = await client.models.PlatformBan.get(context, { id }, { selectionSet: BAN_FIELDS });
      expect(answer.errors).toBeUndefined();
      return answer.data;
    });

  it("answers what the Data client's get answers for each id, in the order asked, without the missing ones", async () => {
    const ids = ['ban-07', 'nothing-here', 'ban-00', 'ban-03', 'ban-07'];
    const page = await readPublicRecords('PlatformBan', ids, BAN_FIELDS);
    const one = await Promise.all(['ban-07', 'ban-00', 'ban-03', 'ban-07'].map(getBan));
    expect(page).toEqual(one);
    expect(page.map((ban) => (ban as { profile: { username: string } }).profile.username)).toEqual(['first', 'second', 'second', 'first']);
  });

  it("is refused what a guest may not read, as the get is (a creator's unpublished brief)", async () => {
    const refusal = await readPublicData<string | undefined>(async (client, context) => {
      const answer = await client.models.UnpublishedBrief.get(context, { id: 'draft' }, { selectionSet: ['id'] });
      return answer.errors?.[0]?.message;
    });
    expect(refusal).toMatch(/^Not Authorized to access getUnpublishedBrief/);
    await expect(readPublicRecords('UnpublishedBrief', ['draft'], ['id'])).rejects.toThrow(`Data API: ${refusal}`);
  });

  it('reads a page with one statement for the records and one for their creators, however long', async () => {
    const db = backend.backend.context.db;
    const query = jest.spyOn(db, 'query');
    try {
      const ids = bans.map((ban) => ban.id).reverse();
      const page = await readPublicRecords<{ id: string }>('PlatformBan', ids, BAN_FIELDS);
      expect(page.map((ban) => ban.id)).toEqual(ids);
      const reads = query.mock.calls.map(([sql]) => String(sql)).filter((sql) => /FROM data_records WHERE model = \$1 AND id/.test(sql));
      // 60 ids are two requests (GETS_PER_REQUEST is 50): each reads its bans, then their creators.
      expect(reads).toHaveLength(4);
      expect(reads.every((sql) => sql.includes('ANY('))).toBe(true);
    } finally {
      query.mockRestore();
    }
  });

  it('names every selected field in the GraphQL it writes, and refuses what a get cannot select', async () => {
    const introspection = (backend.outputs.data as { model_introspection: ModelIntrospection }).model_introspection;
    expect(selectionSetText(introspection, 'PlatformBan', BAN_FIELDS)).toBe('id platformId dateOfBan explanation profile { username displayName }');
    expect(() => selectionSetText(introspection, 'PlatformBan', ['constructor'])).toThrow('PlatformBan has no field constructor.');
    expect(() => selectionSetText(introspection, 'PlatformBan', ['profile'])).toThrow('PlatformBan.profile needs the fields to select from it.');
    expect(() => selectionSetText(introspection, 'PlatformBan', ['id.length'])).toThrow('PlatformBan.id has no fields to select.');
    expect(() => selectionSetText(introspection, 'Profile', ['platformBans.id'])).toThrow('Profile.platformBans is a list of records: read it by its own query.');
    expect(() => selectionSetText(introspection, '__proto__', ['id'])).toThrow('The model introspection has no type __proto__.');
  });
});
