/**
 * The generated subscriptions over AppSync's real-time protocol, through the unmodified Amplify
 * Data client in Node (`client.models.X.onCreate().subscribe()`, configured from the outputs
 * alone): each event reaches whoever could read the record then, and no one else; filters as
 * AppSync matches them; an attacker's messages get AppSync's errors and break nothing.
 */
import { request } from 'node:http';
import { generateClient } from 'aws-amplify/data';
import { signIn, signOut } from 'aws-amplify/auth';
import type { Schema } from '../../../amplify/data/resource';
import { configureAmplifyData } from '../test-support/configure-amplify-data';
import { startDataBackend, TEST_PASSWORD, type DataTestBackend, type TestUser } from '../test-support/start-data-backend';
import { TEST_STORES } from '../test-support/stores';
import { installWebSocketForAmplify, nextStartAcks, RawRealtimeClient, Received, settle } from './test-support/realtime-clients';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation ($username: String!) { saveMyProfile(username: $username, displayName: "Creator") { id } }`;
const SAVE_BRIEF = `mutation ($id: ID, $title: String!, $status: BriefStatus!) {
  saveMyBrief(id: $id, title: $title, description: "d", categories: "Power", status: $status) { id } }`;
const ON_CREATE_BRIEF = `subscription ($filter: ModelSubscriptionBriefFilterInput) { onCreateBrief(filter: $filter) { id title owner } }`;

type BriefEvent = { id: string; title: string; owner?: string | null };
type Subscription = { unsubscribe(): void };

const client = generateClient<Schema>();

/** The client signed in as `user` (no second factor here): later userPool starts carry their token. */
async function signInAs(user: TestUser): Promise<void> {
  await signOut();
  await signIn({ username: user.email, password: TEST_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
}

describe.each(TEST_STORES)('real-time subscriptions on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let other: TestUser;
  let moderator: TestUser;
  const subscriptions: Subscription[] = [];
  const as = (user: TestUser) => ({ token: user.accessToken });
  const apiKeyHeaders = () => ({ host: new URL(backend.graphqlUrl).host, 'x-api-key': backend.apiKey });

  const saveBrief = async (title: string, status: 'PUBLISHED' | 'DRAFT', id?: string) => {
    const answer = await backend.graphql(SAVE_BRIEF, { id, title, status }, as(creator));
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data?.saveMyBrief as { id: string }).id;
  };

  /** Subscribes through the client and waits for the server's start_ack. */
  const subscribe = async <T,>(field: string, open: () => { subscribe(observer: { next(value: T): void; error(error: unknown): void }): Subscription }) => {
    const received = new Received<T>();
    const acked = nextStartAcks(field);
    subscriptions.push(open().subscribe({ next: received.push, error: received.fail }));
    await acked;
    return received;
  };

  beforeAll(async () => {
    installWebSocketForAmplify();
    backend = await startDataBackend({ database });
    configureAmplifyData(backend.outputs);
    creator = await backend.createUser('creator@example.com');
    other = await backend.createUser('other@example.com');
    moderator = await backend.createUser('moderator@example.com', { groups: ['MODERATORS'] });
    expect((await backend.graphql(SAVE_PROFILE, { username: 'realtimecreator' }, as(creator))).body.errors).toBeUndefined();
  });
  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await settle(1200);
    await backend?.close();
  });

  it('sends a published brief to guests (owner-only field null) and to its owner, a draft to its owner alone', async () => {
    const guest = await subscribe<BriefEvent>('onCreateBrief', () => client.models.Brief.onCreate({ authMode: 'apiKey', selectionSet: ['id', 'title', 'owner'] }));
    await signInAs(creator);
    const ownerBriefs = await subscribe<BriefEvent>('onCreateBrief', () => client.models.Brief.onCreate({ authMode: 'userPool', selectionSet: ['id', 'title', 'owner'] }));
    const ownerDrafts = await subscribe<BriefEvent>('onCreateUnpublishedBrief', () => client.models.UnpublishedBrief.onCreate({ authMode: 'userPool', selectionSet: ['id', 'title'] }));
    await signInAs(other);
    const otherBriefs = await subscribe<BriefEvent>('onCreateBrief', () => client.models.Brief.onCreate({ authMode: 'userPool', selectionSet: ['id', 'title'] }));
    const otherDrafts = await subscribe<BriefEvent>('onCreateUnpublishedBrief', () => client.models.UnpublishedBrief.onCreate({ authMode: 'userPool', selectionSet: ['id', 'title'] }));

    const draftId = await saveBrief('Not yet', 'DRAFT');
    const publishedId = await saveBrief('Out now', 'PUBLISHED');

    const began = Date.now();
    expect(await guest.until((items) => items.length > 0)).toEqual([{ id: publishedId, title: 'Out now', owner: null }]);
    expect(Date.now() - began).toBeLessThan(1000);
    expect(await ownerBriefs.until((items) => items.length > 0)).toEqual([{ id: publishedId, title: 'Out now', owner: expect.stringContaining(creator.sub) }]);
    expect(await ownerDrafts.until((items) => items.length > 0)).toEqual([{ id: draftId, title: 'Not yet' }]);
    await settle();
    // The other user's owner rule filters the creator's records out; guests never get the draft.
    expect(otherBriefs.items).toEqual([]);
    expect(otherDrafts.items).toEqual([]);
    expect(guest.items).toHaveLength(1);
  });

  it('applies the filter argument as AppSync does, field by field', async () => {
    const kept = await subscribe<BriefEvent>('onUpdateBrief', () =>
      client.models.Brief.onUpdate({ authMode: 'apiKey', filter: { title: { beginsWith: 'Kept' } }, selectionSet: ['id', 'title'] }),
    );
    const either = await subscribe<BriefEvent>('onUpdateBrief', () =>
      client.models.Brief.onUpdate({
        authMode: 'apiKey',
        filter: { or: [{ title: { eq: 'Second' } }, { title: { contains: 'ept 2' } }] },
        selectionSet: ['id', 'title'],
      }),
    );
    const id = await saveBrief('First', 'PUBLISHED');
    await saveBrief('Kept 1', 'PUBLISHED', id);
    await saveBrief('Second', 'PUBLISHED', id);
    await saveBrief('Kept 2', 'PUBLISHED', id);
    expect(await kept.until((items) => items.length >= 2)).toEqual([
      { id, title: 'Kept 1' },
      { id, title: 'Kept 2' },
    ]);
    expect(await either.until((items) => items.length >= 2)).toEqual([
      { id, title: 'Second' },
      { id, title: 'Kept 2' },
    ]);
  });

  it('sends each update as its commit left the record, in commit order, even three in one transaction', async () => {
    const id = await saveBrief('Step 0', 'PUBLISHED');
    const updates = await subscribe<BriefEvent>('onUpdateBrief', () => client.models.Brief.onUpdate({ authMode: 'apiKey', selectionSet: ['id', 'title'] }));
    await backend.backend.context.db.transaction(async (tx) => {
      for (const title of ['Step 1', 'Step 2', 'Step 3'])
        await tx.query(`UPDATE data_records SET doc = jsonb_set(doc, '{title}', to_jsonb($2::text)) WHERE model = 'Brief' AND id = $1`, [id, title]);
    });
    await saveBrief('Step 4', 'PUBLISHED', id);
    expect((await updates.until((items) => items.length >= 4)).map((item) => item.title)).toEqual(['Step 1', 'Step 2', 'Step 3', 'Step 4']);
  });

  it('ends a user-pool subscription once its token has expired, with AppSync’s auth error', async () => {
    const tokenHeaders = { host: new URL(backend.graphqlUrl).host, Authorization: creator.accessToken };
    const owner = new RawRealtimeClient(backend.graphqlUrl, tokenHeaders);
    const now = jest.spyOn(Date, 'now');
    try {
      expect((await owner.init()).type).toBe('connection_ack');
      expect((await owner.start('mine', ON_CREATE_BRIEF, {}, tokenHeaders)).type).toBe('start_ack');
      const first = await saveBrief('Before expiry', 'PUBLISHED');
      await owner.next((message) => message.type === 'data' && (message.payload?.data?.onCreateBrief as { id: string }).id === first);
      const { exp } = JSON.parse(Buffer.from(creator.accessToken.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
      now.mockReturnValue(exp * 1000 + 1000);
      // A copy of the creator's brief, written past the token's life (by SQL: no token needed).
      await backend.backend.context.db.query(
        `INSERT INTO data_records (model, id, doc) SELECT model, 'after-expiry', doc || '{"id": "after-expiry"}' FROM data_records WHERE model = 'Brief' AND id = $1`,
        [first],
      );
      expect(await owner.next((message) => message.type === 'error' && message.id === 'mine')).toMatchObject({
        payload: { errors: [{ errorType: 'UnauthorizedException', errorCode: 401 }] },
      });
      expect(owner.messages.filter((message) => message.type === 'data')).toHaveLength(1);
    } finally {
      now.mockRestore();
      owner.close();
    }
  });

  it('refuses a filter on a field the subscriber may not read, and a subscription to a model they may not read', async () => {
    const probe = new RawRealtimeClient(backend.graphqlUrl, apiKeyHeaders());
    try {
      expect((await probe.init()).type).toBe('connection_ack');
      const byOwner = await probe.start('1', ON_CREATE_BRIEF, { filter: { owner: { beginsWith: creator.sub } } }, apiKeyHeaders());
      expect(byOwner).toMatchObject({ type: 'error', id: '1', payload: { errors: [{ errorType: 'Unauthorized' }] } });
      const hidden = await probe.start('2', 'subscription { onCreateHiddenRecord { id reason } }', {}, apiKeyHeaders());
      expect(hidden).toMatchObject({ type: 'error', id: '2', payload: { errors: [{ errorType: 'Unauthorized' }] } });
    } finally {
      probe.close();
    }
  });

  it('keeps a hidden record from guests: no delete carrying it, no update of it, and its owner hears of it', async () => {
    const id = await saveBrief('Soon hidden', 'PUBLISHED');
    const guestDeletes = await subscribe<BriefEvent>('onDeleteBrief', () => client.models.Brief.onDelete({ authMode: 'apiKey', selectionSet: ['id', 'title'] }));
    const guestUpdates = await subscribe<BriefEvent>('onUpdateBrief', () => client.models.Brief.onUpdate({ authMode: 'apiKey', selectionSet: ['id', 'title'] }));
    await signInAs(creator);
    const ownerHidden = await subscribe<{ recordId: string; reason: string }>('onCreateHiddenRecord', () =>
      client.models.HiddenRecord.onCreate({ authMode: 'userPool', selectionSet: ['recordId', 'reason'] }),
    );
    await signInAs(other);
    const otherHidden = await subscribe<{ recordId: string }>('onCreateHiddenRecord', () => client.models.HiddenRecord.onCreate({ authMode: 'userPool', selectionSet: ['recordId'] }));

    const hidden = await backend.graphql(`mutation ($id: ID!) { hideRecord(model: Brief, id: $id, reason: "Spam") { id } }`, { id }, as(moderator));
    expect(hidden.body.errors).toBeUndefined();
    expect(await ownerHidden.until((items) => items.length > 0)).toEqual([{ recordId: id, reason: 'Spam' }]);
    // Whatever door changes the hidden copy afterwards, it is not a Brief event.
    await backend.backend.context.db.query(`UPDATE data_records SET doc = jsonb_set(doc, '{reason}', '"Spam (edited)"') WHERE model = 'HiddenRecord' AND doc->>'recordId' = $1`, [id]);
    await settle();
    expect(guestDeletes.items).toEqual([]);
    expect(guestUpdates.items).toEqual([]);
    expect(otherHidden.items).toEqual([]);

    // An owner's own delete does reach guests (observeQuery drops the brief).
    const second = await saveBrief('Withdrawn', 'PUBLISHED');
    expect((await backend.graphql(`mutation ($id: ID!) { deleteMyBrief(id: $id) { id } }`, { id: second }, as(creator))).body.errors).toBeUndefined();
    expect(await guestDeletes.until((items) => items.length > 0)).toEqual([{ id: second, title: 'Withdrawn' }]);
  });

  it('keeps observeQuery current for a guest: a new published brief appears, a draft never', async () => {
    const snapshots = new Received<string[]>();
    subscriptions.push(
      client.models.Brief.observeQuery({ authMode: 'apiKey', selectionSet: ['id', 'title'] }).subscribe({
        next: ({ items, isSynced }) => {
          if (isSynced) snapshots.push(items.map((item) => item.title));
        },
        error: snapshots.fail,
      }),
    );
    await snapshots.until((items) => items.length > 0);
    await settle(300);
    await saveBrief('Observed draft', 'DRAFT');
    await saveBrief('Observed', 'PUBLISHED');
    const seen = await snapshots.until((items) => items.some((titles) => titles.includes('Observed')));
    expect(seen.flat()).not.toContain('Observed draft');
  });

  it('answers an attacker with AppSync errors and keeps serving everyone else', async () => {
    const attacker = new RawRealtimeClient(backend.graphqlUrl, apiKeyHeaders());
    const bystander = new RawRealtimeClient(backend.graphqlUrl, apiKeyHeaders());
    try {
      expect(await attacker.init()).toMatchObject({ type: 'connection_ack', payload: { connectionTimeoutMs: 300000 } });
      expect((await bystander.init()).type).toBe('connection_ack');
      expect((await bystander.start('watch', ON_CREATE_BRIEF, {}, apiKeyHeaders())).type).toBe('start_ack');

      const huge = `subscription { onCreateBrief { id ${'title '.repeat(30_000)} } }`;
      expect(await attacker.start('huge', huge, {}, apiKeyHeaders())).toMatchObject({ type: 'error', id: 'huge', payload: { errors: [{ message: expect.any(String) }] } });
      expect(await attacker.start('query', '{ listBriefs { items { id } } }', {}, apiKeyHeaders())).toMatchObject({
        type: 'error',
        payload: { errors: [{ errorType: 'UnsupportedOperation' }] },
      });
      expect(await attacker.start('unknown', 'subscription { onEverything { id } }', {}, apiKeyHeaders())).toMatchObject({ type: 'error', id: 'unknown' });
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        expect(await attacker.start(name, `subscription { ${name} { id } }`, {}, apiKeyHeaders())).toMatchObject({ type: 'error', id: name });
        await attacker.send({ id: 'x', type: 'start', payload: { data: JSON.stringify({ query: ON_CREATE_BRIEF, [name]: {} }), extensions: { authorization: { [name]: 'x', 'x-api-key': backend.apiKey } } } });
      }
      const bad = await attacker.start('badkey', ON_CREATE_BRIEF, {}, { 'x-api-key': 'da2-not-a-key' });
      expect(bad).toMatchObject({ type: 'error', payload: { errors: [{ errorType: 'UnauthorizedException', errorCode: 401 }] } });
      await attacker.send('not json');
      await attacker.send({ type: 'subscribe_everything' });
      expect(await attacker.next((message) => message.type === 'error' && message.payload?.errors?.[0]?.errorType === 'UnsupportedOperation' && message.id === undefined)).toBeDefined();
      expect(await attacker.next((message) => message.payload?.errors?.[0]?.errorType === 'MalformedMessage')).toBeDefined();
      // A type that is no string (it once reached String() and threw out of the handler, found by the fuzz suite).
      const malformedBefore = attacker.messages.filter((message) => message.payload?.errors?.[0]?.errorType === 'MalformedMessage').length;
      for (const type of [{ toString: 'x', valueOf: 1 }, Object.fromEntries([['__proto__', 1]]), ['start'], 7]) await attacker.send({ id: 'x', type });
      await attacker.next(() => attacker.messages.filter((message) => message.payload?.errors?.[0]?.errorType === 'MalformedMessage').length === malformedBefore + 4);
      expect(attacker.closed).toBeNull();
      // A frame over the bound closes that connection (1009) and nothing else.
      await attacker.send('x'.repeat(300 * 1024));
      await attacker.next(() => false, 2000).catch(() => undefined);
      expect(attacker.closed?.code).toBe(1009);

      const id = await saveBrief('After the attack', 'PUBLISHED');
      const event = await bystander.next((message) => message.type === 'data' && message.id === 'watch');
      expect(event.payload?.data).toEqual({ onCreateBrief: { id, title: 'After the attack', owner: null } });
      expect(attacker.messages.filter((message) => message.type === 'data')).toEqual([]);
    } finally {
      attacker.close();
      bystander.close();
    }
  });

  it('verifies a guest’s SigV4-signed connection and start, then applies the rules (no model here admits IAM guests)', async () => {
    await signOut();
    const guest = new Received<{ id: string }>();
    subscriptions.push(client.models.Brief.onCreate({ authMode: 'identityPool', selectionSet: ['id'] }).subscribe({ next: guest.push, error: guest.fail }));
    await expect(guest.until(() => false)).rejects.toThrow(/errorType\\*":\\*"Unauthorized\\*"/);
  });

  it('refuses a connection without valid authorization at connection_init, as AppSync does', async () => {
    const stranger = new RawRealtimeClient(backend.graphqlUrl, { host: 'x', 'x-api-key': 'da2-wrong' });
    expect(await stranger.init()).toMatchObject({ type: 'connection_error', payload: { errors: [{ errorType: 'UnauthorizedException', errorCode: 401 }] } });
    const anonymous = new RawRealtimeClient(backend.graphqlUrl, null);
    expect((await anonymous.init()).type).toBe('connection_error');
  });

  it('answers upgrades to other backend paths 404, whoever serves them', async () => {
    const statusOf = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${backend.baseUrl}${path}`, {
          headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Protocol': 'graphql-ws' },
        });
        req.on('response', (res) => resolve(res.statusCode ?? 0));
        req.on('upgrade', () => reject(new Error(`${path} was upgraded`)));
        req.on('error', reject);
        req.end();
      });
    expect(await statusOf('/_aws/graphql/graphql')).toBe(404);
    expect(await statusOf('/_aws/graphql/graphql/realtime/more')).toBe(404);
    expect(await statusOf('/_aws/cognito-idp/')).toBe(404);
    expect(await statusOf('/_aws/nothing-here')).toBe(404);
  });

  it('bounds the subscriptions of one connection', async () => {
    const greedy = new RawRealtimeClient(backend.graphqlUrl, apiKeyHeaders());
    try {
      await greedy.init();
      for (let n = 0; n < 100; n += 1) {
        // Within the per-second message bound (a flood closes the connection).
        if (n % 40 === 39) await settle(1050);
        await greedy.send({ id: `s${n}`, type: 'start', payload: { data: JSON.stringify({ query: ON_CREATE_BRIEF }), extensions: { authorization: apiKeyHeaders() } } });
      }
      await greedy.next((message) => message.id === 's99');
      await settle(1050);
      expect(await greedy.start('one-too-many', ON_CREATE_BRIEF, {}, apiKeyHeaders())).toMatchObject({
        type: 'error',
        payload: { errors: [{ errorType: 'MaxSubscriptionsReachedError' }] },
      });
    } finally {
      greedy.close();
    }
  });
});
