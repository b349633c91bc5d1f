/**
 * The data API through the unmodified Amplify Data client in Node (`generateClient<Schema>()`
 * configured from amplify_outputs.json alone): CRUD, every filter operator, pagination to the
 * end, secondary indexes and relationships — on PGlite, and on PostgreSQL when it is reachable.
 */
import { generateClient } from 'aws-amplify/data';
import { signIn, signOut } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import {
  startDataBackend,
  TEST_PASSWORD,
  type DataTestBackend,
  type TestUser,
} from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const client = generateClient<Schema>();
const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();

describe.each(TEST_STORES)('the Amplify Data client on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let admin: TestUser;
  const signInAs = async (user: TestUser) => {
    await signOut();
    await signIn({
      username: user.email,
      password: TEST_PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  };

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

  describe('a creator managing a profile and briefs', () => {
    let profileId: string;
    let briefId: string;
    beforeAll(() => signInAs(creator));

    it('creates a profile and a brief, with id, timestamps and owner filled in', async () => {
      const profile = await client.models.Profile.create(
        { userId: creator.sub, username: 'ada', displayName: 'Ada' },
        { authMode: 'userPool' },
      );
      expect(profile.errors).toBeUndefined();
      profileId = profile.data!.id;
      const brief = await client.models.Brief.create(
        {
          userId: creator.sub,
          title: 'On Discipline',
          slug: 'on-discipline',
          description: 'Short',
          username: 'ada',
          blogDate: '2025-03-01',
          month: 'March',
          categories: 'Stoicism',
          profileId,
          tags: ['stoicism'],
          status: 'DRAFT',
        },
        { authMode: 'userPool' },
      );
      expect(brief.errors).toBeUndefined();
      briefId = brief.data!.id;
      expect(brief.data).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'DRAFT',
        tags: ['stoicism'],
      });
      expect(brief.data!.createdAt).toBe(brief.data!.updatedAt);
      expect(Date.parse(brief.data!.createdAt)).not.toBeNaN();
      // Stored as `<sub>::<username>`, answered as the username (the sub in an e-mail pool).
      expect((brief.data as unknown as { owner: string }).owner).toBe(creator.username);
    });

    it('reads it back with the API key, as a visitor would', async () => {
      const { data } = await client.models.Brief.get({ id: briefId }, { authMode: 'apiKey' });
      expect(data).toMatchObject({ id: briefId, title: 'On Discipline', blogDate: '2025-03-01' });
    });

    it('updates it, moving updatedAt and keeping the fields it did not send', async () => {
      const before = (await client.models.Brief.get({ id: briefId }, { authMode: 'userPool' })).data!;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const { data, errors } = await client.models.Brief.update(
        { id: briefId, status: 'PUBLISHED' },
        { authMode: 'userPool' },
      );
      expect(errors).toBeUndefined();
      expect(data).toMatchObject({
        status: 'PUBLISHED',
        title: 'On Discipline',
        createdAt: before.createdAt,
      });
      expect(data!.updatedAt > before.updatedAt).toBe(true);
    });

    it('finds it through the slug, profile and status-by-date indexes', async () => {
      expect(ids((await client.models.Brief.listBriefBySlug({ slug: 'on-discipline' })).data)).toEqual([
        briefId,
      ]);
      expect(ids((await client.models.Brief.listBriefByProfileId({ profileId })).data)).toEqual([briefId]);
      const byStatus = await client.models.Brief.listBriefByStatusAndBlogDate({
        status: 'PUBLISHED',
        blogDate: { beginsWith: '2025-03' },
      });
      expect(ids(byStatus.data)).toEqual([briefId]);
      expect(
        (await client.models.Profile.listProfileByUsername({ username: 'ada' })).data.map((item) => item.id),
      ).toEqual([profileId]);
    });

    it('selects related records both ways in one request', async () => {
      const { data } = await client.models.Brief.get(
        { id: briefId },
        { selectionSet: ['id', 'profile.displayName', 'profile.briefs.*'] },
      );
      expect(data).toMatchObject({
        id: briefId,
        profile: { displayName: 'Ada', briefs: [expect.objectContaining({ id: briefId })] },
      });
      const profile = (await client.models.Profile.get({ id: profileId })).data!;
      expect(ids((await profile.briefs()).data)).toEqual([briefId]);
    });

    it('deletes it', async () => {
      const { data } = await client.models.Brief.delete({ id: briefId }, { authMode: 'userPool' });
      expect(data?.id).toBe(briefId);
      expect((await client.models.Brief.get({ id: briefId })).data).toBeNull();
    });
  });

  describe('a related model the caller may not read', () => {
    it('answers Unauthorized on that field and still answers the rest', async () => {
      await signInAs(creator);
      await client.models.Platform.create(
        { id: 'rumble', displayName: 'Rumble', name: 'RUMBLE' },
        { authMode: 'userPool' },
      );
      const ban = await client.models.PlatformBan.create(
        { platformId: 'rumble', isActive: true },
        { authMode: 'userPool' },
      );
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
    beforeAll(async () => {
      await signInAs(admin);
      for (const stream of streams) {
        const { errors } = await client.models.Stream.create(
          {
            ...stream,
            tags: [...stream.tags],
            description: 'filter suite',
            url: '/media/x.mp4',
            director: 'filter-suite',
          },
          { authMode: 'userPool' },
        );
        expect(errors).toBeUndefined();
      }
    });

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
      await signInAs(creator);
      for (let day = 1; day <= 7; day += 1) {
        const blogDate = `2024-06-0${day}`;
        await client.models.Brief.create(
          {
            userId: creator.sub,
            title: `Day ${day}`,
            slug: `day-${day}`,
            description: 'd',
            username: 'ada',
            blogDate,
            month: 'June',
            categories: 'c',
            profileId: 'p',
            status: 'ARCHIVED',
          },
          { authMode: 'userPool' },
        );
      }
      const dates: string[] = [];
      let nextToken: string | null | undefined;
      do {
        const page = await client.models.Brief.listBriefByStatusAndBlogDate(
          { status: 'ARCHIVED' },
          { sortDirection: 'DESC', limit: 3, nextToken, authMode: 'apiKey' },
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
