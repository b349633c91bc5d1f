/**
 * The data API through the unmodified Amplify Data client in Node (`generateClient<Schema>()`
 * configured from amplify_outputs.json alone): the creator mutations, drafts kept apart, every
 * filter operator, pagination to the end, secondary indexes and relationships — on PGlite, and on PostgreSQL when it is reachable.
 */
import { generateClient } from 'aws-amplify/data';
import { signOut } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import { putRecords } from './test-support/put-records';
import {
  startDataBackend,
  type DataTestBackend,
  type TestUser,
} from './test-support/start-data-backend';
import { signInAs } from './test-support/sign-in-as';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const client = generateClient<Schema>();
const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();

describe.each(TEST_STORES)('the Amplify Data client on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    backend = await startDataBackend({ database });
    configureAmplifyData(backend.outputs);
    creator = await backend.createUser('creator@example.com');
    admin = await backend.createUser('admin@example.com', { groups: ['ADMINS'] });
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await backend?.close();
  });

  describe('a creator managing a profile and briefs through the creator mutations', () => {
    let profileId: string;
    let briefId: string;
    beforeAll(() => signInAs(creator));

    it('creates a profile and a draft, with ids, timestamps and derived fields filled in by the server', async () => {
      const profile = await client.mutations.saveMyProfile(
        { username: 'Ada', displayName: 'Ada' },
        { authMode: 'userPool', selectionSet: ['id', 'userId', 'username'] } as never,
      );
      expect(profile.errors).toBeUndefined();
      expect(profile.data).toMatchObject({ userId: creator.sub, username: 'ada' });
      profileId = profile.data!.id;
      const brief = await client.mutations.saveMyBrief(
        { title: 'On Discipline', description: 'Short', categories: 'Stoicism', tags: ['stoicism'], status: 'DRAFT' },
        { authMode: 'userPool' },
      );
      expect(brief.errors).toBeUndefined();
      briefId = brief.data!.id;
      expect(brief.data).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        slug: 'on-discipline',
        username: 'ada',
        userId: creator.sub,
        profileId,
        status: 'DRAFT',
        tags: ['stoicism'],
      });
    });

    it('keeps the draft from visitors and shows it to its owner', async () => {
      expect((await client.models.Brief.get({ id: briefId }, { authMode: 'apiKey', selectionSet: ['id'] })).data).toBeNull();
      const visitor = await client.models.UnpublishedBrief.get({ id: briefId }, { authMode: 'apiKey', selectionSet: ['id'] });
      expect(visitor.errors?.[0]?.errorType).toBe('Unauthorized');
      const mine = await client.models.UnpublishedBrief.listUnpublishedBriefByProfileId(
        { profileId },
        { authMode: 'userPool', selectionSet: ['id', 'title'] },
      );
      expect(mine.data).toEqual([{ id: briefId, title: 'On Discipline' }]);
    });

    it('publishes it: the brief moves to the public table, keeping id, slug and createdAt', async () => {
      const draft = (await client.models.UnpublishedBrief.get({ id: briefId }, { authMode: 'userPool' })).data!;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const { data, errors } = await client.mutations.saveMyBrief(
        { id: briefId, title: 'On Discipline', description: 'Short', categories: 'Stoicism', status: 'PUBLISHED' },
        { authMode: 'userPool' },
      );
      expect(errors).toBeUndefined();
      expect(data).toMatchObject({ id: briefId, status: 'PUBLISHED', slug: 'on-discipline' });
      const published = (await client.models.Brief.get({ id: briefId }, { authMode: 'userPool' })).data!;
      expect(published.createdAt).toBe(draft.createdAt);
      expect(published.updatedAt > draft.updatedAt).toBe(true);
      expect((await client.models.UnpublishedBrief.get({ id: briefId }, { authMode: 'userPool' })).data).toBeNull();
      const visitor = await client.models.Brief.get({ id: briefId }, { authMode: 'apiKey', selectionSet: ['id', 'title'] });
      expect(visitor).toMatchObject({ data: { id: briefId, title: 'On Discipline' } });
    });

    it('finds it through the slug, profile and status-by-date indexes', async () => {
      const read = { authMode: 'apiKey', selectionSet: ['id'] } as const;
      expect(ids((await client.models.Brief.listBriefBySlug({ slug: 'on-discipline' }, read)).data)).toEqual([briefId]);
      expect(ids((await client.models.Brief.listBriefByProfileId({ profileId }, read)).data)).toEqual([briefId]);
      const byStatus = await client.models.Brief.listBriefByStatusAndBlogDate(
        { status: 'PUBLISHED', blogDate: { beginsWith: new Date().toISOString().slice(0, 7) } },
        read,
      );
      expect(ids(byStatus.data)).toEqual([briefId]);
      expect(ids((await client.models.Profile.listProfileByUsername({ username: 'ada' }, read)).data)).toEqual([profileId]);
    });

    it('selects related records both ways in one request', async () => {
      const { data } = await client.models.Brief.get(
        { id: briefId },
        { authMode: 'apiKey', selectionSet: ['id', 'profile.displayName', 'profile.briefs.id'] },
      );
      expect(data).toMatchObject({ id: briefId, profile: { displayName: 'Ada', briefs: [{ id: briefId }] } });
    });

    it('deletes it, and its slug is free again', async () => {
      const { data, errors } = await client.mutations.deleteMyBrief({ id: briefId }, { authMode: 'userPool' });
      expect(errors).toBeUndefined();
      expect(data?.id).toBe(briefId);
      expect((await client.models.Brief.get({ id: briefId }, { authMode: 'apiKey', selectionSet: ['id'] })).data).toBeNull();
      const again = await client.mutations.saveMyBrief(
        { title: 'On Discipline', description: 'Again', categories: 'Stoicism', status: 'DRAFT' },
        { authMode: 'userPool' },
      );
      expect(again.data?.slug).toBe('on-discipline');
    });
  });

  describe('a related model the caller may not read', () => {
    it('answers Unauthorized on that field and still answers the rest', async () => {
      await signInAs(creator);
      await client.models.Platform.create(
        { id: 'rumble', displayName: 'Rumble', name: 'RUMBLE' },
        { authMode: 'userPool' },
      );
      const ban = await client.mutations.saveMyPlatformBan({ platformId: 'rumble', isActive: true }, { authMode: 'userPool' });
      expect(ban.errors).toBeUndefined();
      const { data, errors } = await client.models.PlatformBan.get(
        { id: ban.data!.id },
        { selectionSet: ['id', 'isActive', 'platform.displayName'], authMode: 'apiKey' },
      );
      expect(data).toMatchObject({ id: ban.data!.id, isActive: true, platform: null });
      expect(errors?.[0]).toMatchObject({
        errorType: 'Unauthorized',
        message: 'Not Authorized to access platform on type PlatformBan',
      });
    });
  });

  describe('filters', () => {
    const streams = [
      {
        id: 'f1',
        title: 'Alpha Stoic',
        rating: 4.5,
        views: 100,
        featured: true,
        tags: ['stoicism', 'power'],
        status: 'ACTIVE',
        language: 'en',
      },
      {
        id: 'f2',
        title: 'Beta Power',
        rating: 3.0,
        views: 250,
        featured: false,
        tags: ['power'],
        status: 'INACTIVE',
        language: 'en',
      },
      { id: 'f3', title: 'Gamma', rating: 4.9, views: 50, tags: [], status: 'PENDING' },
      {
        id: 'f4',
        title: 'Alpha Leadership',
        rating: 2.0,
        views: 1000,
        featured: true,
        tags: ['leadership'],
        status: 'ACTIVE',
        language: 'de',
      },
    ] as const;
    // Written as the server writes them: views may come from no client (recordView counts them).
    beforeAll(() =>
      putRecords(backend, {
        Stream: streams.map((stream) => ({
          ...stream,
          tags: [...stream.tags],
          description: 'filter suite',
          url: '/media/x.mp4',
          director: 'filter-suite',
        })),
      }),
    );

    type StreamFilter = NonNullable<Parameters<typeof client.models.Stream.list>[0]>['filter'];
    const cases: [string, StreamFilter, string[]][] = [
      ['eq', { title: { eq: 'Gamma' } }, ['f3']],
      ['ne on an enum', { status: { ne: 'ACTIVE' } }, ['f2', 'f3']],
      ['le', { views: { le: 100 } }, ['f1', 'f3']],
      ['lt', { views: { lt: 100 } }, ['f3']],
      ['ge', { views: { ge: 250 } }, ['f2', 'f4']],
      ['gt on a float', { rating: { gt: 4.6 } }, ['f3']],
      ['between', { rating: { between: [3.0, 4.6] } }, ['f1', 'f2']],
      ['beginsWith', { title: { beginsWith: 'Alpha' } }, ['f1', 'f4']],
      ['contains on a string (substring)', { title: { contains: 'Power' } }, ['f2']],
      ['contains on a list (member)', { tags: { contains: 'power' } }, ['f1', 'f2']],
      ['notContains', { tags: { notContains: 'power' } }, ['f3', 'f4']],
      ['attributeExists', { language: { attributeExists: false } }, ['f3']],
      // The client's filter types leave attributeType out; AppSync's input (and this API) take it.
      ['attributeType', { language: { attributeType: 'string' } as never }, ['f1', 'f2', 'f4']],
      ['size', { title: { size: { eq: 5 } } }, ['f3']],
      ['eq on a boolean', { featured: { eq: false } }, ['f2']],
      ['and', { and: [{ featured: { eq: true } }, { views: { gt: 500 } }] }, ['f4']],
      ['or', { or: [{ title: { eq: 'Gamma' } }, { views: { eq: 250 } }] }, ['f2', 'f3']],
      ['not', { not: { status: { eq: 'ACTIVE' } } }, ['f2', 'f3']],
    ];
    it.each(cases)('%s keeps exactly the matching records', async (_name, filter, expected) => {
      const { data, errors } = await client.models.Stream.list({
        filter: { and: [{ director: { eq: 'filter-suite' } }, filter!] },
        authMode: 'apiKey',
      });
      expect(errors).toBeUndefined();
      expect(ids(data)).toEqual(expected);
    });
  });

  describe('pagination', () => {
    beforeAll(async () => {
      await signInAs(admin);
      for (let index = 0; index < 23; index += 1) {
        await client.models.Personality.create(
          {
            id: `p-${String(index).padStart(2, '0')}`,
            name: `p${index}`,
            displayName: `P ${index}`,
            ranking: index,
          },
          { authMode: 'userPool' },
        );
      }
    });

    it('walks a list to the end with nextToken, each record once', async () => {
      const seen: string[] = [];
      let nextToken: string | null | undefined;
      let pages = 0;
      do {
        const page = await client.models.Personality.list({ limit: 5, nextToken, authMode: 'apiKey' });
        expect(page.errors).toBeUndefined();
        seen.push(...page.data.map((item) => item.id));
        nextToken = page.nextToken;
        pages += 1;
      } while (nextToken);
      expect(pages).toBe(5);
      expect(seen).toEqual([...seen].sort());
      expect(new Set(seen).size).toBe(23);
    });

    it('walks an index newest first with sortDirection DESC', async () => {
      // Back-dated briefs, as only the server may write them (a client never chooses blogDate).
      await putRecords(backend, {
        Brief: Array.from({ length: 7 }, (_, index) => ({
          id: `day-${index + 1}`,
          userId: creator.sub,
          title: `Day ${index + 1}`,
          slug: `day-${index + 1}`,
          description: 'd',
          username: 'ada',
          blogDate: `2024-06-0${index + 1}`,
          month: 'June',
          categories: 'c',
          profileId: 'p',
          status: 'PUBLISHED',
        })),
      });
      const dates: string[] = [];
      let nextToken: string | null | undefined;
      do {
        const page = await client.models.Brief.listBriefByStatusAndBlogDate(
          { status: 'PUBLISHED', blogDate: { beginsWith: '2024-06' } },
          { sortDirection: 'DESC', limit: 3, nextToken, authMode: 'apiKey', selectionSet: ['blogDate'] },
        );
        dates.push(...page.data.map((item) => item.blogDate));
        nextToken = page.nextToken;
      } while (nextToken);
      expect(dates).toEqual([
        '2024-06-07',
        '2024-06-06',
        '2024-06-05',
        '2024-06-04',
        '2024-06-03',
        '2024-06-02',
        '2024-06-01',
      ]);
    });
  });
});
