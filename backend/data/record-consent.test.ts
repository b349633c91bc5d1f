/**
 * A creator's consent (issue 18) through the public GraphQL API: an anonymised ban is public —
 * counted, exported, readable by id — but nothing a guest can ask ties it to its creator: not the
 * profile's list, not the record's profile, not the private shelf it is filed on, not a filter
 * on the private owner; the creator still sees it among their own records.
 */
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

  it('keeps the shelf of anonymised records from guests and other users, and refuses a filter on the private owner', async () => {
    const GET_SHELF = `query ($id: ID!) { getAnonymousShelf(id: $id) { id anonymousId } }`;
    const asGuestShelf = await backend.graphql(GET_SHELF, { id: profileId }, asGuest());
    expect(asGuestShelf.body.data?.getAnonymousShelf ?? null).toBeNull();
    expect(asGuestShelf.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const other = await backend.createUser('other@example.com');
    const asOther = await backend.graphql(GET_SHELF, { id: profileId }, { token: other.accessToken });
    expect(asOther.body.data?.getAnonymousShelf ?? null).toBeNull();
    const profile = await backend.graphql(`query ($id: ID!) { getProfile(id: $id) { id } }`, { id: profileId }, asGuest());
    expect(profile.body.data?.getProfile).toEqual({ id: profileId });
    const byOwner = await backend.graphql(`query { listPlatformBans(filter: { owner: { contains: "::" } }) { items { id } } }`, {}, asGuest());
    expect(byOwner.body.data?.listPlatformBans ?? null).toBeNull();
    expect(byOwner.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('counts it in the open data without a creator', async () => {
    const answer = await backend.graphql(`query { openBanRecords { records { id creator platform } } }`, {}, asGuest());
    const records = (answer.body.data?.openBanRecords as { records: { id: string; creator: string | null; platform: string }[] }).records;
    expect(records).toEqual(expect.arrayContaining([{ id: namedId, creator: 'anikasterling', platform: 'youtube' }, { id: anonymousId, creator: null, platform: 'x' }]));
  });

  it('shows the creator both records, through their shelf of anonymised records', async () => {
    const mine = await backend.graphql(`query ($id: ID!) { getAnonymousShelf(id: $id) { anonymousId } }`, { id: profileId }, asCreator());
    const shelf = (mine.body.data?.getAnonymousShelf as { anonymousId: string }).anonymousId;
    expect(shelf).toEqual(expect.any(String));
    const list = await backend.graphql(`query ($p: ID!) { listPlatformBanByProfileId(profileId: $p) { items { id isAnonymous } } }`, { p: shelf }, asCreator());
    expect(list.body.data?.listPlatformBanByProfileId).toEqual({ items: [{ id: anonymousId, isAnonymous: true }] });
  });
});
