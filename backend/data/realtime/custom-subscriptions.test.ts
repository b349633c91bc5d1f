/**
 * The custom subscriptions declared for custom mutations (amplify/data/models/moderation-models.ts:
 * onReportRecord, onSubmitRecordReply), through the unmodified Amplify Data client in Node
 * (`client.subscriptions.onReportRecord().subscribe()`, configured from the outputs alone) and by
 * hand: each successful call of the mutation reaches the moderators subscribed, carrying the
 * mutation's result and nothing else; guests and plain members are refused and get nothing; a
 * refused call sends nothing.
 */
import { generateClient } from 'aws-amplify/data';
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import type { Schema } from '../../../amplify/data/resource';
import { computeTotpCode, totpStep } from '../../identity/domain/totp';
import { configureAmplifyData } from '../test-support/configure-amplify-data';
import { startDataBackend, TEST_PASSWORD, type DataTestBackend, type TestUser } from '../test-support/start-data-backend';
import { TEST_STORES } from '../test-support/stores';
import { installWebSocketForAmplify, nextStartAcks, RawRealtimeClient, Received, settle } from './test-support/realtime-clients';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation { saveMyProfile(username: "livequeuecreator", displayName: "Creator") { id } }`;
const SAVE_BAN = `mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, explanation: "Channel terminated") { id } }`;
const REPORT = `mutation ($id: ID!, $reason: String!) { reportRecord(model: PlatformBan, id: $id, reason: $reason, contactEmail: "guest@example.com") }`;
const REPLY = `mutation ($id: ID!) {
  submitRecordReply(recordModel: PlatformBan, recordId: $id, authorName: "Press office", authorRole: PLATFORM, body: "Not what happened", contactEmail: "press@example.com") }`;

type Subscription = { unsubscribe(): void };
const client = generateClient<Schema>();

describe.each(TEST_STORES)('custom subscriptions for custom mutations on $store', ({ database }) => {
  let backend: DataTestBackend;
  let moderator: TestUser;
  let member: TestUser;
  let banId: string;
  const subscriptions: Subscription[] = [];
  const host = () => new URL(backend.graphqlUrl).host;
  const apiKeyHeaders = () => ({ host: host(), 'x-api-key': backend.apiKey });
  const tokenHeaders = (user: TestUser) => ({ host: host(), Authorization: user.accessToken });
  const report = async (reason: string, id = banId) => backend.graphql(REPORT, { id, reason }, { apiKey: backend.apiKey });

  beforeAll(async () => {
    installWebSocketForAmplify();
    backend = await startDataBackend({ database });
    configureAmplifyData(backend.outputs);
    const creator = await backend.createUser('creator@example.com');
    member = await backend.createUser('member@example.com');
    moderator = await backend.createUser('moderator@example.com', { groups: ['MODERATORS'] });
    expect((await backend.graphql(SAVE_PROFILE, {}, { token: creator.accessToken })).body.errors).toBeUndefined();
    const ban = await backend.graphql(SAVE_BAN, {}, { token: creator.accessToken });
    banId = (ban.body.data?.saveMyPlatformBan as { id: string }).id;
    // The moderator signs in through the client, with their authenticator app (staff must).
    const asked = await signIn({ username: moderator.email, password: TEST_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(asked.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect((await confirmSignIn({ challengeResponse: computeTotpCode(moderator.totpSecret!, totpStep(new Date()) + 1) })).isSignedIn).toBe(true);
  });
  afterEach(() => {
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await settle(1200);
    await backend?.close();
  });

  it("sends a guest's new report to a moderator within a second, and a reply awaiting moderation, each as the mutation's result", async () => {
    const reports = new Received<unknown>();
    const replies = new Received<unknown>();
    const acked = nextStartAcks('onReportRecord');
    subscriptions.push(client.subscriptions.onReportRecord({ authMode: 'userPool' }).subscribe({ next: reports.push, error: reports.fail }));
    await acked;
    const repliesAcked = nextStartAcks('onSubmitRecordReply');
    subscriptions.push(client.subscriptions.onSubmitRecordReply({ authMode: 'userPool' }).subscribe({ next: replies.push, error: replies.fail }));
    await repliesAcked;

    const began = Date.now();
    expect((await report('Not a ban: the channel is still up')).body).toEqual({ data: { reportRecord: true } });
    expect(await reports.until((items) => items.length > 0)).toEqual([true]);
    expect(Date.now() - began).toBeLessThan(1000);
    // The report is there for the moderator's query when the event arrives.
    const open = await backend.graphql(
      `{ listRecordReportByStatusAndCreatedAt(status: OPEN) { items { reason } } }`,
      {},
      { token: moderator.accessToken },
    );
    expect(open.body.data?.listRecordReportByStatusAndCreatedAt).toEqual({ items: [{ reason: 'Not a ban: the channel is still up' }] });

    expect((await backend.graphql(REPLY, { id: banId }, { apiKey: backend.apiKey })).body).toEqual({ data: { submitRecordReply: true } });
    expect(await replies.until((items) => items.length > 0)).toEqual([true]);
    await settle();
    // Each subscription hears its own mutation only.
    expect(reports.items).toEqual([true]);
    expect(replies.items).toEqual([true]);
  });

  it('refuses guests and plain members, who get nothing; the event carries the result alone', async () => {
    const guest = new RawRealtimeClient(backend.graphqlUrl, apiKeyHeaders());
    const plain = new RawRealtimeClient(backend.graphqlUrl, tokenHeaders(member));
    const staff = new RawRealtimeClient(backend.graphqlUrl, tokenHeaders(moderator));
    try {
      for (const connection of [guest, plain, staff]) expect((await connection.init()).type).toBe('connection_ack');
      const byGuest = await guest.start('g', 'subscription { onReportRecord }', {}, apiKeyHeaders());
      expect(byGuest).toMatchObject({ type: 'error', payload: { errors: [{ errorType: 'Unauthorized' }] } });
      const byMember = await plain.start('m', 'subscription { onSubmitRecordReply }', {}, tokenHeaders(member));
      expect(byMember).toMatchObject({ type: 'error', payload: { errors: [{ errorType: 'Unauthorized' }] } });
      // A selection inside a Boolean, or a second field, is not a subscription AppSync would start.
      const nested = await staff.start('x', 'subscription { onReportRecord { id } }', {}, tokenHeaders(moderator));
      expect(nested.type).toBe('error');
      expect((await staff.start('s', 'subscription Queue { onReportRecord }', {}, tokenHeaders(moderator))).type).toBe('start_ack');

      expect((await report('Second report')).body.errors).toBeUndefined();
      const event = await staff.next((message) => message.type === 'data' && message.id === 's');
      expect(event.payload).toEqual({ data: { onReportRecord: true } });
      await settle();
      for (const connection of [guest, plain]) expect(connection.messages.filter((message) => message.type === 'data')).toEqual([]);
    } finally {
      for (const connection of [guest, plain, staff]) connection.close();
    }
  });

  it('sends nothing for a refused call (a report of a record that does not exist)', async () => {
    const staff = new RawRealtimeClient(backend.graphqlUrl, tokenHeaders(moderator));
    try {
      expect((await staff.init()).type).toBe('connection_ack');
      expect((await staff.start('s', 'subscription { onReportRecord }', {}, tokenHeaders(moderator))).type).toBe('start_ack');
      const refused = await report('No such ban', 'no-such-ban');
      expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
      await settle();
      expect(staff.messages.filter((message) => message.type === 'data')).toEqual([]);
    } finally {
      staff.close();
    }
  });
});
