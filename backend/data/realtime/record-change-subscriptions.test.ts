/**
 * onRecordChange (amplify/data/models/realtime-models.ts): what the public hears of records that
 * custom mutations change — a brief published through saveMyBrief, a moderator's verification, a
 * published reply, a hide and a restore — through the unmodified Amplify Data client in Node as a
 * guest and by hand as a creator, on both stores. Each event is content-free (the record's key and
 * what happened); a creator's new ban is ADDED, an appeal event or evidence UPDATEs the ban's key;
 * a draft and an anonymised record are never announced, a hidden record's events stop, `recordKey` narrows
 * the subscription to one record, and only ADMINS (besides the functions) may announce by hand.
 * A profile hidden or restored announces its named records' too, a profile saved is UPDATED, and
 * a creator leaving the site announces the profile's and named records' REMOVED, never the
 * anonymised ones'.
 */
import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../../amplify/data/resource';
import { configureAmplifyData } from '../test-support/configure-amplify-data';
import { startDataBackend, type DataTestBackend, type TestUser } from '../test-support/start-data-backend';
import { TEST_STORES } from '../test-support/stores';
import { installWebSocketForAmplify, nextStartAcks, RawRealtimeClient, Received, settle, type RawMessage } from './test-support/realtime-clients';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation { saveMyProfile(username: "livepermalink", displayName: "Creator") { id } }`;
const SAVE_BAN = `mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, explanation: "Channel terminated") { id } }`;
const SAVE_BRIEF = `mutation ($id: ID, $title: String!, $status: BriefStatus!) {
  saveMyBrief(id: $id, title: $title, description: "d", categories: "Power", status: $status) { id } }`;
const VERIFY = `mutation ($id: ID!) {
  setRecordVerification(recordModel: PlatformBan, recordId: $id, level: CORROBORATED, note: "Matches the press", source: PRESS, sourceUrl: "https://example.org/a") { id by } }`;
const REPLY = `mutation ($id: ID!) {
  submitRecordReply(recordModel: PlatformBan, recordId: $id, authorName: "Press office", authorRole: PLATFORM, body: "Not what happened", contactEmail: "press@example.com") }`;
const PENDING_REPLIES = `{ listRecordReplyByStatusAndSubmittedAt(status: PENDING) { items { id } } }`;
const DECIDE = `mutation ($id: ID!) { decideRecordReply(id: $id, publish: true) { id contactEmail } }`;
const HIDE = `mutation ($id: ID!) { hideRecord(model: PlatformBan, id: $id, reason: "Fabricated") { id } }`;
const RESTORE = `mutation ($id: ID!) { restoreRecord(model: PlatformBan, id: $id, reason: "Checked again") }`;
const ADD_EVENT = `mutation ($id: ID!, $note: String) { addMyAppealEvent(recordModel: PlatformBan, recordId: $id, kind: FILED, date: "2026-01-02", note: $note) { id } }`;
const SUBMIT_EVIDENCE = `mutation ($id: ID!) { submitMyEvidence(recordModel: PlatformBan, recordId: $id, text: "The platform's email") { id } }`;
const SAVE_ANONYMOUS_BAN = `mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, isAnonymous: true, explanation: "Kept apart") { id } }`;
const DELETE_BAN = `mutation ($id: ID!) { deleteMyPlatformBan(id: $id) { id } }`;
const ANNOUNCE = `mutation ($id: ID!) { announceRecordChange(model: "PlatformBan", recordId: $id, change: VERIFIED) { recordKey } }`;
const ON_CHANGE = `subscription ($recordKey: String) { onRecordChange(recordKey: $recordKey) { recordKey model recordId change } }`;

type Subscription = { unsubscribe(): void };
type Change = { recordKey: string; model: string; recordId: string; change: string };
const client = generateClient<Schema>();

describe.each(TEST_STORES)('onRecordChange for custom mutations on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let member: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  let banId: string;
  const subscriptions: Subscription[] = [];
  const connections: RawRealtimeClient[] = [];
  const host = () => new URL(backend.graphqlUrl).host;
  const apiKeyHeaders = () => ({ host: host(), 'x-api-key': backend.apiKey });
  const tokenHeaders = (user: TestUser) => ({ host: host(), Authorization: user.accessToken });
  const as = (user: TestUser) => ({ token: user.accessToken });
  const run = async (query: string, variables: Record<string, unknown>, user: TestUser) => {
    const answer = await backend.graphql(query, variables, as(user));
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!;
  };
  const banKey = () => `PlatformBan#${banId}`;
  const changesOn = (connection: RawRealtimeClient, id: string) =>
    connection.messages.filter((message: RawMessage) => message.type === 'data' && message.id === id).map((message) => message.payload?.data?.onRecordChange);

  /** A raw connection as `headers`, subscribed to onRecordChange (for `recordKey` when given). */
  const listen = async (headers: Record<string, string>, recordKey: string | null) => {
    const connection = new RawRealtimeClient(backend.graphqlUrl, headers);
    connections.push(connection);
    expect((await connection.init()).type).toBe('connection_ack');
    expect((await connection.start('c', ON_CHANGE, { recordKey }, headers)).type).toBe('start_ack');
    return connection;
  };

  beforeAll(async () => {
    installWebSocketForAmplify();
    backend = await startDataBackend({ database });
    configureAmplifyData(backend.outputs);
    creator = await backend.createUser('creator@example.com');
    member = await backend.createUser('member@example.com');
    moderator = await backend.createUser('moderator@example.com', { groups: ['MODERATORS'] });
    admin = await backend.createUser('admin@example.com', { groups: ['ADMINS'] });
    await run(SAVE_PROFILE, {}, creator);
    banId = ((await run(SAVE_BAN, {}, creator)).saveMyPlatformBan as { id: string }).id;
  });
  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
    for (const connection of connections.splice(0)) connection.close();
  });
  afterAll(async () => {
    await settle(1200);
    await backend?.close();
  });

  it("tells a guest (the Amplify client) and the record's creator of a moderator's verification, with the record's key and nothing else", async () => {
    const heard = new Received<Change>();
    const acked = nextStartAcks('onRecordChange');
    subscriptions.push(
      client.subscriptions.onRecordChange({ recordKey: banKey() }, { authMode: 'apiKey' }).subscribe({ next: (value) => heard.push(value as Change), error: heard.fail }),
    );
    await acked;
    const byCreator = await listen(tokenHeaders(creator), banKey());

    const verified = (await run(VERIFY, { id: banId }, moderator)).setRecordVerification as { by: string };
    expect(verified.by).toBeTruthy(); // the moderator's answer names them; the public's event does not
    const expected = { recordKey: banKey(), model: 'PlatformBan', recordId: banId, change: 'VERIFIED' };
    expect(await heard.until((items) => items.length > 0)).toEqual([expected]);
    await byCreator.next((message) => message.type === 'data');
    expect(changesOn(byCreator, 'c')).toEqual([expected]);
  });

  it('announces a published brief to everyone, never a draft; a subscriber to one record hears no other', async () => {
    const everything = await listen(apiKeyHeaders(), null);
    const oneBan = await listen(apiKeyHeaders(), banKey());
    const draft = ((await run(SAVE_BRIEF, { title: 'Half written', status: 'DRAFT' }, creator)).saveMyBrief as { id: string }).id;
    await settle();
    expect(changesOn(everything, 'c')).toEqual([]);
    await run(SAVE_BRIEF, { id: draft, title: 'Now out', status: 'PUBLISHED' }, creator);
    await everything.next((message) => message.type === 'data');
    expect(changesOn(everything, 'c')).toEqual([{ recordKey: `Brief#${draft}`, model: 'Brief', recordId: draft, change: 'PUBLISHED' }]);
    await settle();
    expect(changesOn(oneBan, 'c')).toEqual([]);
  });

  it("announces a published reply (not the reply), then the hide; a hidden record's events stop until it is restored", async () => {
    const guest = await listen(apiKeyHeaders(), banKey());
    const reader = await listen(tokenHeaders(member), banKey());
    // Two replies wait; one is published before the hide, the other is left waiting.
    for (let count = 0; count < 2; count += 1) expect((await backend.graphql(REPLY, { id: banId }, { apiKey: backend.apiKey })).body.errors).toBeUndefined();
    const pending = (await run(PENDING_REPLIES, {}, moderator)).listRecordReplyByStatusAndSubmittedAt as { items: { id: string }[] };
    expect(pending.items).toHaveLength(2);
    await run(DECIDE, { id: pending.items[0].id }, moderator);
    await run(HIDE, { id: banId }, moderator);
    await guest.next((message) => message.type === 'data' && JSON.stringify(message).includes('HIDDEN'));

    // Nothing more is added to a hidden record's story, so nothing is announced of it.
    expect((await backend.graphql(VERIFY, { id: banId }, as(moderator))).body.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    expect((await backend.graphql(DECIDE, { id: pending.items[1].id }, as(moderator))).body.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    await settle();
    const kinds = (connection: RawRealtimeClient) => changesOn(connection, 'c').map((change) => (change as Change).change);
    expect(kinds(guest)).toEqual(['REPLY_PUBLISHED', 'HIDDEN']);
    expect(kinds(reader)).toEqual(['REPLY_PUBLISHED', 'HIDDEN']);
    for (const change of changesOn(guest, 'c')) expect(Object.keys(change as Change).sort()).toEqual(['change', 'model', 'recordId', 'recordKey']);

    await run(RESTORE, { id: banId }, moderator);
    await guest.next((message) => JSON.stringify(message).includes('RESTORED'));
    expect(kinds(guest)).toEqual(['REPLY_PUBLISHED', 'HIDDEN', 'RESTORED']);
  });

  it("tells a guest (the Amplify client) of a creator's new ban, and a permalink's subscriber of a new appeal event and evidence; never a draft, an anonymised ban or a hidden ban's trail", async () => {
    const heard = new Received<Change>();
    const acked = nextStartAcks('onRecordChange');
    subscriptions.push(client.subscriptions.onRecordChange({ recordKey: null }, { authMode: 'apiKey' }).subscribe({ next: (value) => heard.push(value as Change), error: heard.fail }));
    await acked;

    await run(SAVE_BRIEF, { title: 'Not yet', status: 'DRAFT' }, creator);
    await run(SAVE_ANONYMOUS_BAN, {}, creator);
    const newBan = ((await run(SAVE_BAN, {}, creator)).saveMyPlatformBan as { id: string }).id;
    const newKey = `PlatformBan#${newBan}`;
    // Only the named ban: the draft and the anonymised ban (whose moment is kept to its day) went unannounced before it.
    expect(await heard.until((items) => items.length > 0)).toEqual([{ recordKey: newKey, model: 'PlatformBan', recordId: newBan, change: 'ADDED' }]);

    const permalink = await listen(apiKeyHeaders(), newKey);
    await run(ADD_EVENT, { id: newBan, note: 'Sent the appeal form' }, creator);
    await permalink.next((message) => message.type === 'data');
    await run(SUBMIT_EVIDENCE, { id: newBan }, creator);
    await permalink.next((message) => message.type === 'data' && changesOn(permalink, 'c').length === 2);
    const updated = { recordKey: newKey, model: 'PlatformBan', recordId: newBan, change: 'UPDATED' };
    expect(changesOn(permalink, 'c')).toEqual([updated, updated]);
    expect(JSON.stringify(permalink.messages)).not.toContain('Sent the appeal form');

    // Hidden, the ban takes no new appeal event (the creator's call is refused), so nothing is announced beside it.
    await run(`mutation ($id: ID!) { hideRecord(model: PlatformBan, id: $id, reason: "Fabricated") { id } }`, { id: newBan }, moderator);
    await permalink.next((message) => JSON.stringify(message).includes('HIDDEN'));
    expect((await backend.graphql(ADD_EVENT, { id: newBan, note: 'After the hide' }, as(creator))).body.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    await settle();
    expect(changesOn(permalink, 'c').map((change) => (change as Change).change)).toEqual(['UPDATED', 'UPDATED', 'HIDDEN']);
    expect(heard.items.map((change) => change.change)).toEqual(['ADDED', 'UPDATED', 'UPDATED', 'HIDDEN']);
    expect(heard.items.every((change) => change.recordId === newBan)).toBe(true);

    // Restored and then deleted by its creator: the home page's counts hear it go.
    await run(RESTORE, { id: newBan }, moderator);
    await run(DELETE_BAN, { id: newBan }, creator);
    expect((await heard.until((items) => items.length >= 6)).slice(4).map((change) => change.change)).toEqual(['RESTORED', 'REMOVED']);
  });

  it("tells a ban's page of its profile's hide and restore, and of its creator leaving; never of the creator's anonymised ban", async () => {
    const leaver = await backend.createUser('leaver@example.com');
    const profileId = ((await run(`mutation { saveMyProfile(username: "leaving-soon", displayName: "Leaving") { id } }`, {}, leaver)).saveMyProfile as { id: string }).id;
    const named = ((await run(SAVE_BAN, {}, leaver)).saveMyPlatformBan as { id: string }).id;
    const anonymous = ((await run(SAVE_ANONYMOUS_BAN, {}, leaver)).saveMyPlatformBan as { id: string }).id;
    const page = await listen(apiKeyHeaders(), `PlatformBan#${named}`);
    const everything = await listen(apiKeyHeaders(), null);
    const hideProfile = `mutation ($id: ID!) { hideRecord(model: Profile, id: $id, reason: "Impersonation") { id } }`;
    const restoreProfile = `mutation ($id: ID!) { restoreRecord(model: Profile, id: $id, reason: "Checked again") }`;
    await run(hideProfile, { id: profileId }, moderator);
    await page.next((message) => message.type === 'data');
    await run(restoreProfile, { id: profileId }, moderator);
    await page.next((message) => message.type === 'data' && changesOn(page, 'c').length === 2);
    await run(`mutation { leaveMyAccount(records: REMOVE) { removedRecords } }`, {}, leaver);
    await page.next((message) => message.type === 'data' && changesOn(page, 'c').length === 3);
    expect(changesOn(page, 'c').map((change) => (change as Change).change)).toEqual(['HIDDEN', 'RESTORED', 'REMOVED']);

    const key = (change: unknown) => `${(change as Change).recordKey} ${(change as Change).change}`;
    await everything.next((message) => message.type === 'data' && changesOn(everything, 'c').some((change) => key(change) === `Profile#${profileId} REMOVED`));
    await settle();
    expect(changesOn(everything, 'c').map(key).sort()).toEqual(
      [`Profile#${profileId} HIDDEN`, `Profile#${profileId} RESTORED`, `Profile#${profileId} REMOVED`, ...['HIDDEN', 'RESTORED', 'REMOVED'].map((kind) => `PlatformBan#${named} ${kind}`)].sort(),
    );
    expect(JSON.stringify(everything.messages)).not.toContain(anonymous);
  });

  it('lets only ADMINS announce by hand: guests and members are refused and announce nothing', async () => {
    const guest = await listen(apiKeyHeaders(), banKey());
    expect((await backend.graphql(ANNOUNCE, { id: banId }, { apiKey: backend.apiKey })).body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect((await backend.graphql(ANNOUNCE, { id: banId }, as(member))).body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    await settle();
    expect(changesOn(guest, 'c')).toEqual([]);
    expect((await run(ANNOUNCE, { id: banId }, admin)).announceRecordChange).toEqual({ recordKey: banKey() });
    await guest.next((message) => message.type === 'data');
    expect(changesOn(guest, 'c')).toEqual([{ recordKey: banKey(), model: 'PlatformBan', recordId: banId, change: 'VERIFIED' }]);
  });
});
