/**
 * The site's inbox (amplify/data/site/inbox-operations.ts): visitors write to the admins and sign
 * up for the newsletter only through sendContactMessage and subscribeNewsletter, which check the
 * form's limits and count what each visitor sends in an hour. Before, both were the models' own
 * create with the API key, and a script could send them as fast as the server answered. Through
 * the unmodified Amplify Data client, on PGlite and on PostgreSQL when it is reachable.
 */
import { generateClient } from 'aws-amplify/data';
import { signOut } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { TOO_MANY_MESSAGES_MESSAGE, TOO_MANY_SIGNUPS_MESSAGE } from '../../amplify/data/site/inbox-operations';
import {
  CONTACT_MESSAGES_PER_VISITOR_HOUR,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NEWSLETTER_SIGNUPS_PER_VISITOR_HOUR,
  SUBJECT_MAX_LENGTH,
} from '../../amplify/data/site/message-limits';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import { signInAs, signOutAll } from './test-support/sign-in-as';
import { startDataBackend, type DataTestBackend, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const client = generateClient<Schema>();
const guest = { authMode: 'apiKey' } as const;
const member = { authMode: 'userPool' } as const;
const letters = (count: number) => 'a'.repeat(count);
const messagesOf = (answer: { errors?: { message: string }[] }) => answer.errors?.map((error) => error.message);
const hello = (index: number) => ({ name: 'Reader', email: 'reader@example.com', message: `Hello ${index}` });

describe.each(TEST_STORES)('the site inbox on $store', ({ database }) => {
  let backend: DataTestBackend;
  let admin: TestUser;
  let reader: TestUser;
  let racer: TestUser;
  const stored = async <T>(list: () => Promise<{ data: T[] }>) => {
    await signInAs(admin);
    return (await list()).data;
  };
  const storedMessages = () =>
    stored(() => client.models.ContactMessage.list({ authMode: 'userPool', limit: 1000, selectionSet: ['name', 'subject', 'message'] } as never));
  const storedSubscriptions = () => stored(() => client.models.NewsletterSubscription.list({ authMode: 'userPool', limit: 1000, selectionSet: ['email'] } as never));

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    configureAmplifyData(backend.outputs);
    admin = await backend.createUser('admin@example.com', { groups: ['ADMINS'] });
    reader = await backend.createUser('reader@example.com');
    racer = await backend.createUser('racer@example.com');
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await backend?.close();
  });

  it("refuses a message outside the form's limits with the form's words and stores only those within them", async () => {
    await signOutAll();
    expect(messagesOf(await client.mutations.sendContactMessage({ ...hello(0), message: letters(MESSAGE_MAX_LENGTH + 1) }, guest))).toEqual([
      `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`,
    ]);
    expect(messagesOf(await client.mutations.sendContactMessage({ ...hello(0), name: '   ' }, guest))).toEqual(['Name is required.']);
    expect(messagesOf(await client.mutations.sendContactMessage({ ...hello(0), subject: letters(SUBJECT_MAX_LENGTH + 1) }, guest))).toEqual([
      `Subject must be at most ${SUBJECT_MAX_LENGTH} characters.`,
    ]);
    // 1,000 emoji are 2,000 UTF-16 units, as the form's maxLength and AppSync count: at the limit.
    const emoji = '😀'.repeat(MESSAGE_MAX_LENGTH / 2);
    expect(messagesOf(await client.mutations.sendContactMessage({ ...hello(0), message: `${emoji}a` }, guest))).toEqual([
      `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`,
    ]);
    const sent = await client.mutations.sendContactMessage({ name: ` ${letters(NAME_MAX_LENGTH)} `, email: 'reader@example.com', subject: ' ', message: emoji }, guest);
    expect(sent).toMatchObject({ data: true });
    expect(sent.errors).toBeUndefined();
    expect(await storedMessages()).toEqual([{ name: letters(NAME_MAX_LENGTH), subject: null, message: emoji }]);
  });

  it("no longer takes a visitor's create of either model, whatever its fields", async () => {
    await signOutAll();
    const created = await client.models.ContactMessage.create(hello(0), guest);
    expect(created.errors?.map((error) => error.errorType)).toEqual(['Unauthorized']);
    await signInAs(reader);
    const subscribed = await client.models.NewsletterSubscription.create({ email: 'reader@example.com' }, member);
    expect(subscribed.errors?.map((error) => error.errorType)).toEqual(['Unauthorized']);
  });

  it('takes a visitor’s messages until the hourly limit, then refuses them; a signed-in reader counts apart', async () => {
    await signOutAll();
    const before = (await storedMessages()).length;
    await signOutAll();
    // The first test stored one message from this address already.
    for (let index = 1; index < CONTACT_MESSAGES_PER_VISITOR_HOUR; index++) {
      expect((await client.mutations.sendContactMessage(hello(index), guest)).errors).toBeUndefined();
    }
    const refused = await client.mutations.sendContactMessage(hello(99), guest);
    expect(refused.data).toBeNull();
    expect(refused.errors?.map((error) => ({ errorType: error.errorType, message: error.message }))).toEqual([
      { errorType: 'BadRequest', message: TOO_MANY_MESSAGES_MESSAGE },
    ]);
    await signInAs(reader);
    expect((await client.mutations.sendContactMessage(hello(100), member)).errors).toBeUndefined();
    const messages = (await storedMessages()).map((message) => (message as { message: string }).message);
    expect(messages).toHaveLength(before + CONTACT_MESSAGES_PER_VISITOR_HOUR);
    expect(messages).not.toContain('Hello 99');
  });

  it('never passes the limit when a visitor’s messages arrive at the same moment', async () => {
    await signInAs(racer);
    const before = (await storedMessages()).length;
    await signInAs(racer);
    const sends = Array.from({ length: CONTACT_MESSAGES_PER_VISITOR_HOUR + 5 }, (_, index) => client.mutations.sendContactMessage(hello(200 + index), member));
    const answers = await Promise.all(sends);
    expect(answers.filter((answer) => answer.data === true)).toHaveLength(CONTACT_MESSAGES_PER_VISITOR_HOUR);
    expect(new Set(answers.flatMap((answer) => messagesOf(answer) ?? []))).toEqual(new Set([TOO_MANY_MESSAGES_MESSAGE]));
    expect(await storedMessages()).toHaveLength(before + CONTACT_MESSAGES_PER_VISITOR_HOUR);
  });

  it('keeps an address once whatever its case, answers alike either way, and counts every sign-up against the hour', async () => {
    await signOutAll();
    expect(await client.mutations.subscribeNewsletter({ email: 'Reader@Example.com' }, guest)).toMatchObject({ data: true });
    expect(await client.mutations.subscribeNewsletter({ email: 'reader@example.com' }, guest)).toMatchObject({ data: true });
    expect(await storedSubscriptions()).toEqual([{ email: 'Reader@Example.com' }]);
    await signOutAll();
    for (let index = 2; index < NEWSLETTER_SIGNUPS_PER_VISITOR_HOUR; index++) {
      expect((await client.mutations.subscribeNewsletter({ email: `reader${index}@example.com` }, guest)).errors).toBeUndefined();
    }
    expect(messagesOf(await client.mutations.subscribeNewsletter({ email: 'one-more@example.com' }, guest))).toEqual([TOO_MANY_SIGNUPS_MESSAGE]);
    expect(await storedSubscriptions()).toHaveLength(NEWSLETTER_SIGNUPS_PER_VISITOR_HOUR - 1);
  });
});
