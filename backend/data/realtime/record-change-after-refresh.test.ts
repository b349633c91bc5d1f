/**
 * A reader who hears of a change (onRecordChange) reads the page again at once, so the public
 * hears of it only after the site's kept pages were refreshed (handle-graphql-request.ts): here
 * the refresh is slowed, and no notice may reach a guest before it has finished.
 */
import { startDataBackend, type DataTestBackend, type TestUser } from '../test-support/start-data-backend';
import { RawRealtimeClient, type RawMessage } from './test-support/realtime-clients';

jest.setTimeout(60_000);

const SAVE_PROFILE = `mutation { saveMyProfile(username: "afterrefresh", displayName: "Creator") { id } }`;
const SAVE_BAN = `mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, explanation: "Channel terminated") { id } }`;
const HIDE = `mutation ($id: ID!) { hideRecord(model: PlatformBan, id: $id, reason: "Fabricated") { id } }`;
const ON_CHANGE = `subscription { onRecordChange { recordKey change } }`;

describe('record-change notices after the public refresh', () => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let moderator: TestUser;
  let guest: RawRealtimeClient;
  const refreshes: { noticesHeardBefore: number }[] = [];
  const notices = () => guest.messages.filter((message: RawMessage) => message.type === 'data');

  beforeAll(async () => {
    backend = await startDataBackend({ database: 'pglite' });
    creator = await backend.createUser('creator@example.com');
    moderator = await backend.createUser('moderator@example.com', { groups: ['MODERATORS'] });
    expect((await backend.graphql(SAVE_PROFILE, {}, { token: creator.accessToken })).body.errors).toBeUndefined();
    backend.backend.context.contentChanges?.refreshWith(async () => {
      // Long enough for a notice sent during the mutation to have arrived by the end.
      await new Promise((resolve) => setTimeout(resolve, 300));
      refreshes.push({ noticesHeardBefore: notices().length });
    });
    const headers = { host: new URL(backend.graphqlUrl).host, 'x-api-key': backend.apiKey };
    guest = new RawRealtimeClient(backend.graphqlUrl, headers);
    expect((await guest.init()).type).toBe('connection_ack');
    expect((await guest.start('c', ON_CHANGE, {}, headers)).type).toBe('start_ack');
  });
  afterAll(async () => {
    guest?.close();
    await backend?.close();
  });

  it("a creator's new ban and a moderator's hide: each refresh ends before its notice is heard", async () => {
    const saved = await backend.graphql(SAVE_BAN, {}, { token: creator.accessToken });
    expect(saved.body.errors).toBeUndefined();
    const banId = (saved.body.data!.saveMyPlatformBan as { id: string }).id;
    await guest.next((message) => message.type === 'data' && JSON.stringify(message).includes('ADDED'));
    expect(refreshes).toEqual([{ noticesHeardBefore: 0 }]);

    expect((await backend.graphql(HIDE, { id: banId }, { token: moderator.accessToken })).body.errors).toBeUndefined();
    await guest.next((message) => message.type === 'data' && JSON.stringify(message).includes('HIDDEN'));
    expect(refreshes).toEqual([{ noticesHeardBefore: 0 }, { noticesHeardBefore: 1 }]);
  });
});
