/**
 * Issue 45: staff pages name the moderator behind a hidden record or an audit entry, which keep only
 * the account's id (a creator reads their own hidden records, so no name is stored there). staffNames
 * answers staff only, through the real GraphQL door, from the local user pool.
 */
import { startDataBackend, type DataTestBackend, type TestAuth, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const STAFF_NAMES = `query ($subs: [String]!) { staffNames(subs: $subs) { sub name } }`;
const SAVE_PROFILE = `mutation { saveMyProfile(username: "staffnamescreator", displayName: "Staff Names Creator") { id } }`;
const SAVE_BAN = `mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, explanation: "Channel terminated") { id } }`;
const HIDE = `mutation ($id: ID!) { hideRecord(model: PlatformBan, id: $id, reason: "Names a private person") { hiddenBy } }`;
const MY_HIDDEN = `query ($profileId: ID!) { listHiddenRecordByProfileId(profileId: $profileId) { items { hiddenBy reason } } }`;

describe.each(TEST_STORES)('staffNames on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  const as = (user: TestUser): TestAuth => ({ token: user.accessToken });

  beforeAll(async () => {
    backend = await startDataBackend({ database });
    creator = await backend.createUser('staff-names-creator@example.com');
    moderator = await backend.createUser('staff-names-moderator@example.com', { groups: ['MODERATORS'] });
    admin = await backend.createUser('staff-names-admin@example.com', { groups: ['ADMINS'] });
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('names the moderator who hid a record for another member of staff, never for its creator', async () => {
    const profile = await backend.graphql(SAVE_PROFILE, {}, as(creator));
    const profileId = (profile.body.data?.saveMyProfile as { id: string }).id;
    const ban = await backend.graphql(SAVE_BAN, {}, as(creator));
    const hidden = await backend.graphql(HIDE, { id: (ban.body.data?.saveMyPlatformBan as { id: string }).id }, as(moderator));
    const hiddenBy = (hidden.body.data?.hideRecord as { hiddenBy: string }).hiddenBy;
    expect(hiddenBy.startsWith(moderator.sub)).toBe(true);

    const named = await backend.graphql(STAFF_NAMES, { subs: [hiddenBy, admin.sub] }, as(admin));
    expect(named.body).toEqual({ data: { staffNames: [{ sub: moderator.sub, name: moderator.email }, { sub: admin.sub, name: admin.email }] } });

    // The creator reads the hidden record (what was hidden and why) but may not turn its id into a name.
    const mine = await backend.graphql(MY_HIDDEN, { profileId }, as(creator));
    expect(mine.body.data?.listHiddenRecordByProfileId).toEqual({ items: [expect.objectContaining({ reason: 'Names a private person' })] });
    const refused = await backend.graphql(STAFF_NAMES, { subs: [hiddenBy] }, as(creator));
    expect(refused.body.data?.staffNames ?? null).toBeNull();
    expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('refuses guests, answers null for an account that does not exist and for what is no account id', async () => {
    const guest = await backend.graphql(STAFF_NAMES, { subs: [moderator.sub] }, { apiKey: backend.apiKey });
    expect(guest.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });

    const gone = '00000000-0000-4000-8000-000000000000';
    const answer = await backend.graphql(STAFF_NAMES, { subs: [gone, '__proto__', `${moderator.sub}::${moderator.username}`] }, as(moderator));
    expect(answer.body).toEqual({ data: { staffNames: [{ sub: gone, name: null }, { sub: '__proto__', name: null }, { sub: moderator.sub, name: moderator.email }] } });
  });

  it('refuses more than 50 ids with the rule’s words', async () => {
    const subs = Array.from({ length: 51 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const answer = await backend.graphql(STAFF_NAMES, { subs }, as(moderator));
    expect(answer.body.errors?.[0]?.message).toBe('subs may hold at most 50 entries.');
  });
});
