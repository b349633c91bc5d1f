/**
 * The fields declared with `.validate(…)` (amplify/data/site/message-limits.ts) are checked by the
 * API, whoever writes: a guest with the public API key cannot store a contact message longer than
 * the form allows, a signed-in user cannot add a platform with an overlong name. Through the
 * unmodified Amplify Data client, on PGlite and on PostgreSQL when it is reachable.
 */
import { generateClient } from 'aws-amplify/data';
import { signOut } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PLATFORM_NAME_MAX_LENGTH } from '../../amplify/data/site/message-limits';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import { startDataBackend, type DataTestBackend, type TestUser } from './test-support/start-data-backend';
import { signInAs } from './test-support/sign-in-as';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const client = generateClient<Schema>();
const guest = { authMode: 'apiKey' } as const;
const letters = (count: number) => 'a'.repeat(count);

describe.each(TEST_STORES)('declared field limits on $store', ({ database }) => {
  let backend: DataTestBackend;
  let admin: TestUser;
  let member: TestUser;
  const storedMessages = async () => {
    await signInAs(admin);
    const { data } = await client.models.ContactMessage.list({ authMode: 'userPool', limit: 1000, selectionSet: ['id', 'message'] } as never);
    return (data as { message: string }[]).map((item) => item.message.length).sort((a, b) => a - b);
  };

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

  it('refuses a guest message past the limit with its message, keeps one at the limit, and stores only that', async () => {
    await signOut();
    const tooLong = await client.models.ContactMessage.create({ name: 'Reader', email: 'reader@example.com', message: letters(MESSAGE_MAX_LENGTH + 1) }, guest);
    expect(tooLong.data).toBeNull();
    expect(tooLong.errors?.map((error) => error.message)).toEqual([`Message must be at most ${MESSAGE_MAX_LENGTH} characters.`]);

    const atLimit = await client.models.ContactMessage.create({ name: letters(NAME_MAX_LENGTH), email: 'reader@example.com', message: letters(MESSAGE_MAX_LENGTH) }, guest);
    expect(atLimit.errors).toBeUndefined();

    const noName = await client.models.ContactMessage.create({ name: '', email: 'reader@example.com', message: 'Hello' }, guest);
    expect(noName.errors?.map((error) => error.message)).toEqual(['Name is required.']);
    const longSubject = await client.models.ContactMessage.create({ name: 'Reader', email: 'reader@example.com', subject: letters(121), message: 'Hello' }, guest);
    expect(longSubject.errors?.map((error) => error.message)).toEqual(['Subject must be at most 120 characters.']);

    expect(await storedMessages()).toEqual([MESSAGE_MAX_LENGTH]);
  });

  it('a length counts UTF-16 units, as the resolver on AWS counts them', async () => {
    await signOut();
    // 1,000 emoji are 2,000 units: at the limit. One more is past it.
    const emoji = '😀'.repeat(MESSAGE_MAX_LENGTH / 2);
    expect((await client.models.ContactMessage.create({ name: 'Reader', email: 'reader@example.com', message: emoji }, guest)).errors).toBeUndefined();
    const past = await client.models.ContactMessage.create({ name: 'Reader', email: 'reader@example.com', message: `${emoji}a` }, guest);
    expect(past.errors?.[0]?.message).toBe(`Message must be at most ${MESSAGE_MAX_LENGTH} characters.`);
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
