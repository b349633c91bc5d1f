/**
 * A creator's consent (issue 18, issue 43) through the public GraphQL API: an anonymised ban is
 * public — counted, exported, readable by id — but nothing a guest can ask ties it to its creator
 * or to the creator's other anonymised records: not the profile's list, not the record's profile
 * or profileId, not its private authorship entry, not a filter on the private owner, not a
 * timestamp; the creator still sees it among their own records.
 */
import { openDataRecordOf, type OpenDataValue } from '@/amplify/data/open-data/open-data-records';
import { startDataBackend, type DataTestBackend, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation { saveMyProfile(username: "anikasterling", displayName: "Anika") { id } }`;
const SAVE_BAN = `mutation ($isAnonymous: Boolean, $platformId: ID!) {
  saveMyPlatformBan(platformId: $platformId, isActive: true, dateOfBan: "2026-03-01", explanation: "Strike three.", isAnonymous: $isAnonymous) { id isAnonymous } }`;

describe.each(TEST_STORES)('anonymised records on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let profileId: string;
  let namedId: string;
  let anonymousId: string;
  let secondAnonymousId: string;
  const asGuest = () => ({ apiKey: backend.apiKey });
  const asCreator = () => ({ token: creator.accessToken });

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    creator = await backend.createUser('anika@example.com');
    profileId = ((await backend.graphql(SAVE_PROFILE, {}, asCreator())).body.data?.saveMyProfile as { id: string }).id;
    namedId = ((await backend.graphql(SAVE_BAN, { platformId: 'youtube' }, asCreator())).body.data?.saveMyPlatformBan as { id: string }).id;
    const anonymous = await backend.graphql(SAVE_BAN, { platformId: 'x', isAnonymous: true }, asCreator());
    expect(anonymous.body.errors).toBeUndefined();
    anonymousId = (anonymous.body.data?.saveMyPlatformBan as { id: string }).id;
    secondAnonymousId = ((await backend.graphql(SAVE_BAN, { platformId: 'tiktok', isAnonymous: true }, asCreator())).body.data?.saveMyPlatformBan as { id: string }).id;
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('leaves it off the profile and its totals, and reads it by id without its creator', async () => {
    const list = await backend.graphql(`query ($p: ID!) { listPlatformBanByProfileId(profileId: $p) { items { id } } }`, { p: profileId }, asGuest());
    expect(list.body.data?.listPlatformBanByProfileId).toEqual({ items: [{ id: namedId }] });
    const profile = await backend.graphql(`query ($id: ID!) { getProfile(id: $id) { totalBans platformBans { items { id } } } }`, { id: profileId }, asGuest());
    expect(profile.body.data?.getProfile).toEqual({ totalBans: 1, platformBans: { items: [{ id: namedId }] } });
    const ban = await backend.graphql(`query ($id: ID!) { getPlatformBan(id: $id) { id isAnonymous profileId profile { username } } }`, { id: anonymousId }, asGuest());
    expect(ban.body.data?.getPlatformBan).toMatchObject({ id: anonymousId, isAnonymous: true, profile: null });
    expect((ban.body.data?.getPlatformBan as { profileId: string }).profileId).not.toBe(profileId);
  });

  it('keeps whose it is from guests and other users, and refuses a filter on the private owner', async () => {
    const GET_AUTHORSHIP = `query ($id: ID!) { getAnonymousAuthorship(id: $id) { id profileId } }`;
    const LIST_AUTHORSHIP = `query ($p: ID!) { listAnonymousAuthorshipByProfileId(profileId: $p) { items { recordId } } }`;
    const other = await backend.createUser('other@example.com');
    for (const auth of [asGuest(), { token: other.accessToken }]) {
      const got = await backend.graphql(GET_AUTHORSHIP, { id: `PlatformBan#${anonymousId}` }, auth);
      expect(got.body.data?.getAnonymousAuthorship ?? null).toBeNull();
      const listed = await backend.graphql(LIST_AUTHORSHIP, { p: profileId }, auth);
      expect((listed.body.data?.listAnonymousAuthorshipByProfileId as { items: unknown[] } | undefined)?.items ?? []).toEqual([]);
    }
    expect((await backend.graphql(GET_AUTHORSHIP, { id: `PlatformBan#${anonymousId}` }, asGuest())).body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const byOwner = await backend.graphql(`query { listPlatformBans(filter: { owner: { contains: "::" } }) { items { id } } }`, {}, asGuest());
    expect(byOwner.body.data?.listPlatformBans ?? null).toBeNull();
    expect(byOwner.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('shares no public id or timestamp with its creator’s profile or other records', async () => {
    const FIELDS = 'id profileId createdAt updatedAt dateOfBan';
    const read = async (id: string) => (await backend.graphql(`query ($id: ID!) { getPlatformBan(id: $id) { ${FIELDS} } }`, { id }, asGuest())).body.data?.getPlatformBan as Record<string, string>;
    const [named, first, second] = await Promise.all([read(namedId), read(anonymousId), read(secondAnonymousId)]);
    const profile = (await backend.graphql(`query ($id: ID!) { getProfile(id: $id) { id createdAt updatedAt } }`, { id: profileId }, asGuest())).body.data?.getProfile as Record<string, string>;
    // Each anonymised record is alone under its public profileId.
    expect(new Set([first.profileId, second.profileId, profileId]).size).toBe(3);
    for (const anonymous of [first, second]) {
      const shelf = await backend.graphql(`query ($p: ID!) { listPlatformBanByProfileId(profileId: $p) { items { id } } }`, { p: anonymous.profileId }, asGuest());
      expect(shelf.body.data?.listPlatformBanByProfileId).toEqual({ items: [{ id: anonymous.id }] });
      // Its timestamps are its day, which no timestamp of the profile or of a named record equals.
      expect(anonymous.createdAt).toMatch(/T00:00:00\.00\dZ$/);
      const creatorTimes = [profile.createdAt, profile.updatedAt, named.createdAt, named.updatedAt];
      for (const stamp of [anonymous.createdAt, anonymous.updatedAt]) expect(creatorTimes).not.toContain(stamp);
    }
  });

  it('counts it in the open data without a creator', async () => {
    const answer = await backend.graphql(`query { openBanRecords { columns rows } }`, {}, asGuest());
    const page = answer.body.data?.openBanRecords as { columns: string[]; rows: string };
    const records = (JSON.parse(page.rows) as OpenDataValue[][]).map((row) => openDataRecordOf(page.columns, row));
    expect(records.map(({ id, creator, platform }) => ({ id, creator, platform }))).toEqual(
      expect.arrayContaining([{ id: namedId, creator: 'anikasterling', platform: 'youtube' }, { id: anonymousId, creator: null, platform: 'x' }]),
    );
  });

  it('shows the creator every record, the anonymised ones through their authorship entries', async () => {
    const mine = await backend.graphql(`query ($p: ID!) { listAnonymousAuthorshipByProfileId(profileId: $p) { items { recordModel recordId } } }`, { p: profileId }, asCreator());
    const entries = (mine.body.data?.listAnonymousAuthorshipByProfileId as { items: { recordId: string }[] }).items;
    expect(entries.map((entry) => entry.recordId).sort()).toEqual([anonymousId, secondAnonymousId].sort());
    const own = await backend.graphql(`query ($id: ID!) { getPlatformBan(id: $id) { id isAnonymous owner } }`, { id: anonymousId }, asCreator());
    expect(own.body.data?.getPlatformBan).toMatchObject({ id: anonymousId, isAnonymous: true, owner: expect.any(String) });
  });
});
