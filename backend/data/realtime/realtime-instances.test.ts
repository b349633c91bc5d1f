/**
 * Two instances on one PostgreSQL database: a subscriber on either hears the writes made on the
 * other (migration 0024's notices reach every instance's listening connection), with the read
 * rules applied on the subscriber's instance.
 */
import { startDataBackend, type DataTestBackend } from '../test-support/start-data-backend';
import { isTestDatabaseReachable } from '../test-support/test-database';
import { RawRealtimeClient, settle } from './test-support/realtime-clients';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation ($username: String!) { saveMyProfile(username: $username, displayName: "Two") { id } }`;
const SAVE_BRIEF = `mutation ($title: String!, $status: BriefStatus!) { saveMyBrief(title: $title, description: "d", categories: "Power", status: $status) { id } }`;
const ON_CREATE_BRIEF = `subscription { onCreateBrief { id title } }`;

const describeOnPostgres = isTestDatabaseReachable() ? describe : describe.skip;

describeOnPostgres('two instances on PostgreSQL', () => {
  let a: DataTestBackend & { schema?: { databaseUrl: string } };
  let b: DataTestBackend;

  beforeAll(async () => {
    a = await startDataBackend({ database: 'postgres' });
    b = await startDataBackend({ databaseUrl: a.schema!.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const watch = async (backend: DataTestBackend) => {
    const headers = { host: new URL(backend.graphqlUrl).host, 'x-api-key': backend.apiKey };
    const client = new RawRealtimeClient(backend.graphqlUrl, headers);
    expect((await client.init()).type).toBe('connection_ack');
    expect((await client.start('briefs', ON_CREATE_BRIEF, {}, headers)).type).toBe('start_ack');
    return client;
  };

  it('delivers a write made on A to a subscriber on B and the other way round, drafts to neither', async () => {
    const onA = await watch(a);
    const onB = await watch(b);
    try {
      // Each instance's tokens name it as their issuer: one creator signs in on each.
      const onACreator = { token: (await a.createUser('on-a@example.com')).accessToken };
      const onBCreator = { token: (await b.createUser('on-b@example.com')).accessToken };
      expect((await a.graphql(SAVE_PROFILE, { username: 'creatorona' }, onACreator)).body.errors).toBeUndefined();
      expect((await b.graphql(SAVE_PROFILE, { username: 'creatoronb' }, onBCreator)).body.errors).toBeUndefined();
      const onInstanceA = await a.graphql(SAVE_BRIEF, { title: 'Written on A', status: 'PUBLISHED' }, onACreator);
      const fromA = (onInstanceA.body.data?.saveMyBrief as { id: string }).id;
      const onInstanceB = await b.graphql(SAVE_BRIEF, { title: 'Written on B', status: 'PUBLISHED' }, onBCreator);
      const fromB = (onInstanceB.body.data?.saveMyBrief as { id: string }).id;
      expect((await b.graphql(SAVE_BRIEF, { title: 'Draft on B', status: 'DRAFT' }, onBCreator)).body.errors).toBeUndefined();

      for (const client of [onA, onB]) {
        await client.next((message) => message.type === 'data' && (message.payload?.data?.onCreateBrief as { id: string }).id === fromA);
        await client.next((message) => message.type === 'data' && (message.payload?.data?.onCreateBrief as { id: string }).id === fromB);
      }
      await settle();
      for (const client of [onA, onB]) {
        const titles = client.messages.filter((message) => message.type === 'data').map((message) => (message.payload?.data?.onCreateBrief as { title: string }).title);
        expect(titles).toEqual(['Written on A', 'Written on B']);
      }
    } finally {
      onA.close();
      onB.close();
    }
  });

  it("delivers a guest's report made on A to a moderator subscribed on B (onReportRecord, a custom mutation's subscription)", async () => {
    const moderator = await b.createUser('moderator-on-b@example.com', { groups: ['MODERATORS'] });
    const headers = { host: new URL(b.graphqlUrl).host, Authorization: moderator.accessToken };
    const onB = new RawRealtimeClient(b.graphqlUrl, headers);
    try {
      expect((await onB.init()).type).toBe('connection_ack');
      expect((await onB.start('reports', 'subscription { onReportRecord }', {}, headers)).type).toBe('start_ack');
      const creator = { token: (await a.createUser('reported-on-a@example.com')).accessToken };
      expect((await a.graphql(SAVE_PROFILE, { username: 'reportedona' }, creator)).body.errors).toBeUndefined();
      const brief = await a.graphql(SAVE_BRIEF, { title: 'Reported on A', status: 'PUBLISHED' }, creator);
      const id = (brief.body.data?.saveMyBrief as { id: string }).id;
      const reported = await a.graphql(`mutation ($id: ID!) { reportRecord(model: Brief, id: $id, reason: "Wrong") }`, { id }, { apiKey: a.apiKey });
      expect(reported.body).toEqual({ data: { reportRecord: true } });
      const event = await onB.next((message) => message.type === 'data' && message.id === 'reports');
      expect(event.payload).toEqual({ data: { onReportRecord: true } });
    } finally {
      onB.close();
    }
  });
});
