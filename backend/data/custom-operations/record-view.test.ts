/**
 * recordView through the unmodified Amplify Data client (`client.mutations.recordView`), as the
 * site's <RecordView> calls it: one view per visitor, record and day, never a reload, whatever
 * the concurrency; only what a guest may read can be viewed.
 */
import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../../amplify/data/resource';
import { loadDataDeclaration } from '../declaration/load-declaration';
import { createRequestContext } from '../operations/request-context';
import { countRecords, findRecord } from '../store/record-store';
import { createNextTokenCodec } from '../store/next-token';
import { configureAmplifyData } from '../test-support/configure-amplify-data';
import { startDataBackend, type DataTestBackend } from '../test-support/start-data-backend';
import { TEST_STORES } from '../test-support/stores';
import { recordView } from './record-view';
import type { DataRequestContext } from '../operations/request-context';

jest.setTimeout(120_000);

describe('recording a view of a model by name', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'answers BadRequest for the model %s before touching the store',
    async (model) => {
      // A context without a database: the name must be refused before any query.
      const args = { model, id: 'x', visitorId: 'visitor-aaaa-0001' };
      await expect(recordView({} as DataRequestContext, args)).rejects.toMatchObject({
        errorType: 'BadRequest',
        message: `${model} records have no views.`,
      });
    },
  );
});

const owner = { sub: '0b7d4b4e-41f4-4b8e-9a57-2a1d7f9c0001', username: 'writer@example.com' };
const brief = (id: string, status: string, views?: number) => ({
  id,
  owner,
  userId: owner.sub,
  title: `Brief ${id}`,
  slug: id,
  description: 'Short',
  username: 'writer',
  blogDate: '2025-03-01',
  month: 'March',
  categories: 'Stoicism',
  profileId: 'profile-1',
  status,
  views,
});
const CONTENT = {
  Brief: [brief('brief-published', 'PUBLISHED', 5), brief('brief-draft', 'DRAFT', 0), brief('brief-archived', 'ARCHIVED', 9)],
  Stream: [{ id: 'stream-1', title: 'Night Watch', description: 'A stream', url: '/media/night.mp4', status: 'PENDING' }],
};

const client = generateClient<Schema>();
const record = (model: 'Brief' | 'Stream', id: string, visitorId: string) =>
  client.mutations.recordView({ model, id, visitorId }, { authMode: 'apiKey' });
const storedViews = async (backend: DataTestBackend, model: string, id: string) =>
  (await findRecord(backend.backend.context.db, model, id))?.views;

describe.each(TEST_STORES)('recording views on $store', ({ database }) => {
  let backend: DataTestBackend;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: CONTENT });
    configureAmplifyData(backend.outputs);
  });
  afterAll(() => backend?.close());

  it('counts a guest’s first view of a published brief and not the reload after it', async () => {
    expect(await record('Brief', 'brief-published', 'visitor-aaaa-0001')).toMatchObject({ data: { views: 6, counted: true } });
    expect(await record('Brief', 'brief-published', 'visitor-aaaa-0001')).toMatchObject({ data: { views: 6, counted: false } });
    expect(await record('Brief', 'brief-published', 'visitor-aaaa-0002')).toMatchObject({ data: { views: 7, counted: true } });
    const read = await client.models.Brief.get({ id: 'brief-published' }, { authMode: 'apiKey' });
    expect(read.data?.views).toBe(7);
  });

  it('counts twenty visitors arriving at once exactly twenty times, and one visitor’s ten tabs once', async () => {
    const visitors = Array.from({ length: 20 }, (_, index) => `crowd-visitor-${String(index).padStart(2, '0')}`);
    const answers = await Promise.all(visitors.map((visitor) => record('Stream', 'stream-1', visitor)));
    expect(answers.every((answer) => answer.data?.counted === true)).toBe(true);
    const tabs = await Promise.all(Array.from({ length: 10 }, () => record('Stream', 'stream-1', 'one-visitor-tabs')));
    expect(tabs.filter((answer) => answer.data?.counted).length).toBe(1);
    expect(await storedViews(backend, 'Stream', 'stream-1')).toBe(21);
  });

  it.each(['brief-draft', 'brief-archived', 'no-such-brief'])(
    'answers NotFound for %s, changes nothing and leaves no mark',
    async (id) => {
      const marksBefore = await countRecords(backend.backend.context.db, 'ViewMark');
      const answer = await record('Brief', id, 'visitor-nosy-0001');
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: `No published Brief with id ${id}.` });
      expect(await countRecords(backend.backend.context.db, 'ViewMark')).toBe(marksBefore);
    },
  );

  it('refuses a visitor id that is not a short random token, and a model without views', async () => {
    const answer = await record('Brief', 'brief-published', 'x');
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'BadRequest' });
    const wrongModel = await backend.graphql(
      'mutation { recordView(model: Profile, id: "p", visitorId: "visitor-aaaa-0001") { views } }',
      {},
      { apiKey: backend.apiKey },
    );
    expect(wrongModel.body.errors?.[0].message).toMatch(/Profile/);
  });

  it('lets a signed-in user record a view and refuses identity-pool guests, as declared', async () => {
    const reader = await backend.createUser('reader@example.com');
    const mutation = 'mutation ($id: ID!) { recordView(model: Brief, id: $id, visitorId: "visitor-signed-in") { views counted } }';
    const signedIn = await backend.graphql(mutation, { id: 'brief-published' }, { token: reader.accessToken });
    expect(signedIn.body.data?.recordView).toMatchObject({ counted: true });
    const iamGuest = await backend.graphql(mutation, { id: 'brief-published' }, { iam: await backend.guestCredentials() });
    expect(iamGuest.body.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Not Authorized to access recordView on type Mutation',
    });
  });

  it('keeps the marks from guests and lets ADMINS list them', async () => {
    const guestList = await backend.graphql('{ listViewMarks { items { id } } }', {}, { apiKey: backend.apiKey });
    expect(guestList.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const admin = await backend.createUser('admin@example.com', { groups: ['ADMINS'] });
    const adminList = await backend.graphql('{ listViewMarks(limit: 1000) { items { id expiresAt } } }', {}, { token: admin.accessToken });
    const ids = (adminList.body.data?.listViewMarks as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids).toContain(`Brief#brief-published#visitor-aaaa-0001#${new Date().toISOString().slice(0, 10)}`);
  });

  it('counts the same visitor again the next day and drops marks whose day is long over', async () => {
    const { models } = loadDataDeclaration();
    const db = backend.backend.context.db;
    const at = (iso: string) =>
      createRequestContext(
        { db, models, codec: createNextTokenCodec('test-secret'), now: () => new Date(iso) },
        { mode: 'apiKey' },
        'request-1',
      );
    const args = { model: 'Stream', id: 'stream-1', visitorId: 'visitor-days-0001' };
    const before = Number(await storedViews(backend, 'Stream', 'stream-1'));
    expect(await recordView(at('2031-05-01T23:59:00Z'), args)).toEqual({ views: before + 1, counted: true });
    expect(await recordView(at('2031-05-01T23:59:30Z'), args)).toEqual({ views: before + 1, counted: false });
    expect(await recordView(at('2031-05-02T00:00:10Z'), args)).toEqual({ views: before + 2, counted: true });
    expect(await findRecord(db, 'ViewMark', 'Stream#stream-1#visitor-days-0001#2031-05-01')).not.toBeNull();
    // Three days on, the first mark has expired and goes on the next hourly sweep.
    await recordView(at('2031-05-04T12:00:00Z'), { ...args, visitorId: 'visitor-days-0002' });
    expect(await findRecord(db, 'ViewMark', 'Stream#stream-1#visitor-days-0001#2031-05-01')).toBeNull();
    expect(await findRecord(db, 'ViewMark', 'Stream#stream-1#visitor-days-0002#2031-05-04')).not.toBeNull();
  });
});
