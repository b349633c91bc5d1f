/**
 * The fields declared with `.validate(…)` (amplify/data/site/message-limits.ts) are checked by the
 * API, whoever writes: a signed-in user cannot add a platform with an overlong name. (A contact
 * message's limits are sendContactMessage's: inbox-operations.test.ts.) Through the unmodified
 * Amplify Data client, on PGlite and on PostgreSQL when it is reachable.
 */
import { generateClient } from 'aws-amplify/data';
import { signOut } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { PLATFORM_NAME_MAX_LENGTH } from '../../amplify/data/site/message-limits';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import { startDataBackend, type DataTestBackend, type TestUser } from './test-support/start-data-backend';
import { signInAs } from './test-support/sign-in-as';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const client = generateClient<Schema>();
const letters = (count: number) => 'a'.repeat(count);

describe.each(TEST_STORES)('declared field limits on $store', ({ database }) => {
  let backend: DataTestBackend;
  let member: TestUser;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    configureAmplifyData(backend.outputs);
    member = await backend.createUser('member@example.com');
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await backend?.close();
  });

  it('a length counts UTF-16 units, as the resolver on AWS counts them', async () => {
    await signInAs(member);
    // 40 emoji are 80 units: at the limit. One more letter is past it.
    const emoji = '😀'.repeat(PLATFORM_NAME_MAX_LENGTH / 2);
    expect((await client.models.Platform.create({ id: 'emoji', displayName: emoji }, { authMode: 'userPool' })).errors).toBeUndefined();
    const past = await client.models.Platform.create({ id: 'emoji2', displayName: `${emoji}a` }, { authMode: 'userPool' });
    expect(past.errors?.[0]?.message).toBe(`Name must be at most ${PLATFORM_NAME_MAX_LENGTH} characters.`);
  });

  it('checks an update as it checks a create, and leaves the record as it was', async () => {
    await signInAs(member);
    const created = await client.models.Platform.create({ id: 'fieldcheck', displayName: 'Field Check' }, { authMode: 'userPool' });
    expect(created.errors).toBeUndefined();
    const renamed = await client.models.Platform.update({ id: 'fieldcheck', displayName: letters(PLATFORM_NAME_MAX_LENGTH + 1) }, { authMode: 'userPool' });
    expect(renamed.errors?.map((error) => error.message)).toEqual([`Name must be at most ${PLATFORM_NAME_MAX_LENGTH} characters.`]);
    const longName = await client.models.Platform.create({ id: 'fieldcheck2', displayName: letters(PLATFORM_NAME_MAX_LENGTH + 1) }, { authMode: 'userPool' });
    expect(longName.errors?.[0]?.message).toBe(`Name must be at most ${PLATFORM_NAME_MAX_LENGTH} characters.`);
    const stored = await client.models.Platform.get({ id: 'fieldcheck' }, { authMode: 'userPool' });
    expect(stored.data?.displayName).toBe('Field Check');
    expect((await client.models.Platform.get({ id: 'fieldcheck2' }, { authMode: 'userPool' })).data).toBeNull();
  });
});
