import { runMigrations } from '../../core/database/migrate';
import { openEmbeddedDatabase } from '../../core/database/open-embedded-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import type { Database } from '../../core/database/database';
import { loadDataDeclaration } from '../declaration/load-declaration';
import { createRecordInputTypes } from '../graphql/build-data-schema';
import { SAMPLE_CONTENT } from '../sample-content';
import { countRecords, findRecord, insertRecord } from '../store/record-store';
import { resetSampleContent, seedSampleContent, type SeedContext } from './seed-sample-content';
import { withIntegrityRecords } from './integrity-records';
import type { SeedContent } from './to-stored-record';

jest.setTimeout(60_000);

const declaration = loadDataDeclaration();
const recordInputs = createRecordInputTypes(declaration.models);
const OWNER = { sub: '4b1f0c52-2f6c-4c1e-9d59-0d2f5a3c9e11', username: 'ada@example.com' };
const FIXTURES: SeedContent = {
  Platform: [{ id: 'youtube', owner: OWNER, name: 'YOUTUBE', displayName: 'YouTube' }],
  Profile: [{ id: 'profile-ada', owner: OWNER, userId: OWNER.sub, username: 'ada', displayName: 'Ada' }],
  Stream: [
    { id: 'stream-1', title: 'Night Watch', description: 'd', url: '/media/night.mp4', status: 'ACTIVE' },
  ],
};

let dataDir: string;
let db: Database;
let context: SeedContext;
beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openEmbeddedDatabase(dataDir);
  await runMigrations(db, { log: silentLogger });
  context = { db, recordInputs, models: declaration.models, now: () => new Date('2025-01-01T00:00:00.000Z') };
});
beforeEach(async () => {
  await db.query('DELETE FROM data_records');
  await db.query('DELETE FROM data_seeds');
});
afterAll(async () => {
  await db?.close();
  removeTempDataDir(dataDir);
});

describe('seeding the sample content', () => {
  it('fills an empty store, with the owner field as the owner rule expects and managed timestamps', async () => {
    // Three records, and the profile's two claims (its username, its account's one profile).
    expect(await seedSampleContent(context, FIXTURES)).toBe(5);
    // The pool signs people in by e-mail, so the account's Cognito username is its sub.
    expect(await findRecord(db, 'Profile', 'profile-ada')).toMatchObject({
      owner: `${OWNER.sub}::${OWNER.sub}`,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(await findRecord(db, 'Stream', 'stream-1')).not.toHaveProperty('owner');
    expect(await findRecord(db, 'UniqueClaim', 'username#ada')).toMatchObject({ recordId: 'profile-ada', isCurrent: true });
    expect(await findRecord(db, 'UniqueClaim', `profile-of#${OWNER.sub}`)).toMatchObject({ recordId: 'profile-ada' });
  });

  it('stores drafts and archived briefs apart from the published ones, each slug claimed', async () => {
    const brief = (id: string, status: string) => ({
      id,
      owner: OWNER,
      userId: OWNER.sub,
      title: id,
      slug: id,
      description: 'd',
      username: 'ada',
      blogDate: '2025-01-01',
      month: 'January',
      categories: 'c',
      profileId: 'profile-ada',
      status,
    });
    await seedSampleContent(context, { Brief: [brief('out', 'PUBLISHED'), brief('draft', 'DRAFT'), brief('old', 'ARCHIVED')] });
    expect(await findRecord(db, 'Brief', 'out')).not.toBeNull();
    expect(await findRecord(db, 'Brief', 'draft')).toBeNull();
    expect(await findRecord(db, 'UnpublishedBrief', 'draft')).toMatchObject({ status: 'DRAFT' });
    expect(await findRecord(db, 'UnpublishedBrief', 'old')).toMatchObject({ status: 'ARCHIVED' });
    for (const slug of ['out', 'draft', 'old'])
      expect(await findRecord(db, 'UniqueClaim', `brief-slug#${slug}`)).toMatchObject({ recordId: slug });
  });

  it('does nothing the second time, nor in a store that was seeded and emptied since', async () => {
    await seedSampleContent(context, FIXTURES);
    expect(await seedSampleContent(context, FIXTURES)).toBe(0);
    await db.query('DELETE FROM data_records');
    expect(await seedSampleContent(context, FIXTURES)).toBe(0);
    expect(await countRecords(db)).toBe(0);
  });

  it('leaves a store that already holds records alone', async () => {
    await insertRecord(db, 'Stream', { id: 'mine', title: 'Mine' });
    expect(await seedSampleContent(context, FIXTURES)).toBe(0);
  });

  it('refuses a record the schema would refuse, naming it, and writes nothing', async () => {
    const bad: SeedContent = {
      ...FIXTURES,
      Stream: [{ id: 'bad', title: 'x', description: 'd', url: '/x', status: 'LIVE' }],
    };
    await expect(seedSampleContent(context, bad)).rejects.toThrow(/Stream bad: status/);
    expect(await countRecords(db)).toBe(0);
  });

  it('loads the project sample content as declared', async () => {
    const count = await seedSampleContent(context, SAMPLE_CONTENT as SeedContent);
    const arranged = withIntegrityRecords(SAMPLE_CONTENT as SeedContent);
    expect(count).toBe(Object.values(arranged).reduce((total, records) => total + (records?.length ?? 0), 0));
    expect(await findRecord(db, 'Platform', 'youtube')).toMatchObject({ name: 'YOUTUBE' });
  });
});

describe('resetting the sample content', () => {
  it('puts changed and deleted sample records back and keeps records users made', async () => {
    await seedSampleContent(context, FIXTURES);
    await db.query(
      "UPDATE data_records SET doc = jsonb_set(doc, '{displayName}', '\"Changed\"') WHERE id = 'profile-ada'",
    );
    await db.query("DELETE FROM data_records WHERE id = 'stream-1'");
    await insertRecord(db, 'Stream', { id: 'users-own', title: 'Kept' });
    expect(await resetSampleContent(context, FIXTURES)).toBe(5);
    expect(await findRecord(db, 'Profile', 'profile-ada')).toMatchObject({ displayName: 'Ada' });
    expect(await findRecord(db, 'Stream', 'stream-1')).not.toBeNull();
    expect(await findRecord(db, 'Stream', 'users-own')).not.toBeNull();
  });

  it('with wipe, removes every record of the sample models first', async () => {
    await seedSampleContent(context, FIXTURES);
    await insertRecord(db, 'Stream', { id: 'users-own', title: 'Gone' });
    await resetSampleContent(context, FIXTURES, { wipe: true });
    expect(await findRecord(db, 'Stream', 'users-own')).toBeNull();
    expect(await countRecords(db)).toBe(5);
  });
});
