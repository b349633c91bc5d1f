/**
 * Key values are bounded as DynamoDB bounds them (operations/key-sizes.ts): a record's id at 2,048
 * bytes of UTF-8, an index's partition key at 2,048 and its sort keys at 1,024. Past them a write
 * is refused with DynamoDB's words and nothing is stored; before, a 300,000-character id or slug
 * failed as an InternalFailure (PostgreSQL cannot index it). Through the unmodified Amplify Data
 * client, as a guest, a member and an admin, on PGlite and on PostgreSQL when it is reachable.
 */
import { generateClient } from 'aws-amplify/data';
import { signOut } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { PARTITION_KEY_MAX_BYTES } from './operations/key-sizes';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import { startDataBackend, type DataTestBackend, type TestUser } from './test-support/start-data-backend';
import { signInAs } from './test-support/sign-in-as';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const client = generateClient<Schema>();
const HASH_KEY_TOO_LONG = /^One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of2048 bytes \(Service: DynamoDb, Status Code: 400, Request ID: [0-9a-f-]+\)$/;

describe.each(TEST_STORES)('key sizes on $store', ({ database }) => {
  let backend: DataTestBackend;
  let admin: TestUser;
  let member: TestUser;
  const errorsOf = (answer: { errors?: { errorType?: string | null; message: string }[] }) =>
    answer.errors?.map((error) => ({ errorType: error.errorType, message: error.message }));

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    configureAmplifyData(backend.outputs);
    admin = await backend.createUser('admin@example.com', { groups: ['ADMINS'] });
    member = await backend.createUser('member@example.com');
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await backend?.close();
  });

  it("refuses an id past 2,048 bytes (UTF-8, not characters) on create and delete, and keeps one at the limit", async () => {
    await signInAs(member);
    const atLimit = await client.models.Platform.create({ id: 'p'.repeat(PARTITION_KEY_MAX_BYTES), displayName: 'At the limit' }, { authMode: 'userPool' });
    expect(atLimit.errors).toBeUndefined();
    // 683 euro signs are 683 characters and 2,049 bytes.
    for (const id of ['q'.repeat(PARTITION_KEY_MAX_BYTES + 1), '€'.repeat(683), 'r'.repeat(300_000)]) {
      const past = await client.models.Platform.create({ id, displayName: 'Past the limit' }, { authMode: 'userPool' });
      expect(past.data).toBeNull();
      expect(errorsOf(past)).toEqual([{ errorType: 'DynamoDB:DynamoDbException', message: expect.stringMatching(HASH_KEY_TOO_LONG) }]);
    }
    const deleted = await client.models.Platform.delete({ id: 'q'.repeat(PARTITION_KEY_MAX_BYTES + 1) }, { authMode: 'userPool' });
    expect(errorsOf(deleted)).toEqual([{ errorType: 'DynamoDB:DynamoDbException', message: expect.stringMatching(HASH_KEY_TOO_LONG) }]);
    const stored = await backend.backend.context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM data_records WHERE model = 'Platform'`);
    expect(stored.rows[0].n).toBe(1);
  });

  it("answers a guest's oversized id as AppSync does: refused by the rules before its key is looked at", async () => {
    await signOut();
    // No model takes a guest's create any more (their messages go through sendContactMessage).
    const created = await client.models.ContactMessage.create(
      { id: 'c'.repeat(300_000), name: 'Reader', email: 'reader@example.com', message: 'Hello' } as never,
      { authMode: 'apiKey' },
    );
    expect(created.errors?.map((error) => error.errorType)).toEqual(['Unauthorized']);
    const deleted = await client.models.ContactMessage.delete({ id: 'c'.repeat(3000) }, { authMode: 'apiKey' });
    expect(deleted.errors?.map((error) => error.errorType)).toEqual(['Unauthorized']);
  });

  it("refuses an index key past its limit on create and on update, leaving the record as it was", async () => {
    await signInAs(admin);
    const created = await client.models.Stream.create({ id: 'keyed', title: 'Keyed', description: 'A stream', url: '/media/keyed.mp4', slug: 'keyed' } as never, { authMode: 'userPool' });
    expect(created.errors).toBeUndefined();
    const slug = 's'.repeat(300_000);
    const expected = [{ errorType: 'DynamoDB:DynamoDbException', message: expect.stringContaining(`Size limit exceeded for Index Key slug Actual Size: 300000 bytes Max Size: 2048 bytes IndexName: `) }];
    expect(errorsOf(await client.models.Stream.create({ id: 'long', title: 'Long', description: 'A stream', url: '/media/long.mp4', slug } as never, { authMode: 'userPool' }))).toEqual(expected);
    expect(errorsOf(await client.models.Stream.update({ id: 'keyed', slug } as never, { authMode: 'userPool' }))).toEqual(expected);
    const stored = await client.models.Stream.get({ id: 'keyed' }, { authMode: 'userPool' });
    expect((stored.data as { slug?: string } | null)?.slug).toBe('keyed');
  });
});
