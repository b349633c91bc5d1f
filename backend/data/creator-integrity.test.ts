/**
 * Issue 15's attacks, tried as a new user would through the public GraphQL API with an ordinary
 * account (raw documents, since an attacker is not limited to what the client generates): each is
 * refused with a clear error and changes nothing, and moderators take a planted record down.
 */
import { findRecord } from './store/record-store';
import { startDataBackend, type DataTestBackend, type GraphqlAnswer, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation ($username: String!, $displayName: String!) { saveMyProfile(username: $username, displayName: $displayName) { id username userId } }`;
const SAVE_BRIEF = `mutation ($id: ID, $title: String!, $status: BriefStatus!) {
  saveMyBrief(id: $id, title: $title, description: "d", categories: "Power", status: $status) { id slug profileId username userId status } }`;
const SAVE_BAN = `mutation ($platformId: ID!) { saveMyPlatformBan(platformId: $platformId, isActive: true) { id profileId } }`;

const errorsOf = (answer: GraphqlAnswer) => (answer.body.errors ?? []).map((error) => error.message);

describe.each(TEST_STORES)('creator records on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let impostor: TestUser;
  let moderator: TestUser;
  let creatorProfileId: string;
  let creatorBriefId: string;
  const as = (user: TestUser) => ({ token: user.accessToken });
  const asGuest = () => ({ apiKey: backend.apiKey });

  beforeAll(async () => {
    backend = await startDataBackend({ database });
    creator = await backend.createUser('anika@example.com');
    impostor = await backend.createUser('mallory@example.com');
    moderator = await backend.createUser('moderator@example.com', { groups: ['MODERATORS'] });
    const profile = await backend.graphql(SAVE_PROFILE, { username: 'anikasterling', displayName: 'Anika' }, as(creator));
    creatorProfileId = (profile.body.data?.saveMyProfile as { id: string }).id;
    const brief = await backend.graphql(SAVE_BRIEF, { title: 'My own words', status: 'PUBLISHED' }, as(creator));
    expect(brief.body.errors).toBeUndefined();
    creatorBriefId = (brief.body.data?.saveMyBrief as { id: string }).id;
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('refuses another creator’s username, in any case, and reserved words', async () => {
    for (const username of ['anikasterling', 'AnikaSterling', ' anikasterling ']) {
      const answer = await backend.graphql(SAVE_PROFILE, { username, displayName: 'Anika' }, as(impostor));
      expect(errorsOf(answer)).toEqual(['This username is taken: please choose another']);
    }
    const reserved = await backend.graphql(SAVE_PROFILE, { username: 'admin', displayName: 'Admin' }, as(impostor));
    expect(errorsOf(reserved)).toEqual(['This username is kept for the site: please choose another']);
    const page = await backend.graphql(`{ listProfileByUsername(username: "anikasterling") { items { id } } }`, {}, asGuest());
    expect(page.body.data).toEqual({ listProfileByUsername: { items: [{ id: creatorProfileId }] } });
  });

  it('gives an account one profile, whose userId is the caller’s', async () => {
    const first = await backend.graphql(SAVE_PROFILE, { username: 'mallory', displayName: 'Mallory' }, as(impostor));
    expect(first.body.data?.saveMyProfile).toMatchObject({ username: 'mallory', userId: impostor.sub });
    // A second save changes that profile; there is no way to make another.
    const again = await backend.graphql(SAVE_PROFILE, { username: 'mallory2', displayName: 'Mallory' }, as(impostor));
    expect((again.body.data?.saveMyProfile as { id: string }).id).toBe((first.body.data?.saveMyProfile as { id: string }).id);
    const mine = await backend.graphql(`query ($u: String!) { listProfileByUserId(userId: $u) { items { username } } }`, { u: impostor.sub }, asGuest());
    expect(mine.body.data).toEqual({ listProfileByUserId: { items: [{ username: 'mallory2' }] } });
  });

  it('frees no old username for someone else: it stays its profile’s', async () => {
    const taken = await backend.graphql(SAVE_PROFILE, { username: 'mallory', displayName: 'Eve' }, as(creator));
    expect(errorsOf(taken)).toEqual(['This username is taken: please choose another']);
    const gone = await backend.graphql(`{ listProfileByUsername(username: "mallory") { items { id } } }`, {}, asGuest());
    expect(gone.body.data).toEqual({ listProfileByUsername: { items: [] } });
  });

  it('cannot give a profile a link or an avatar that runs or fetches something in a visitor’s browser', async () => {
    const save = (extra: string) =>
      backend.graphql(`mutation { saveMyProfile(username: "anikasterling", displayName: "Anika", ${extra}) { id } }`, {}, as(creator));
    // AWSURL takes any scheme: the rule, not the type, keeps these out.
    expect(errorsOf(await save('xLink: "javascript:alert(document.cookie)"'))).toEqual(['xLink must be a web address starting with https:// or http://.']);
    expect(errorsOf(await save('blogLink: "data:text/html,<script>alert(1)</script>"'))).toEqual(['blogLink must be a web address starting with https:// or http://.']);
    expect(errorsOf(await save('avatarUrl: "/logout"'))).toEqual(['avatarUrl must be a picture you uploaded to your profile-avatar folder, or empty.']);
    expect(errorsOf(await save('avatarUrl: "https://tracker.example/p.png"'))).toEqual(['avatarUrl must be a picture you uploaded to your profile-avatar folder, or empty.']);
    const stored = await backend.graphql(`query ($id: ID!) { getProfile(id: $id) { xLink blogLink avatarUrl } }`, { id: creatorProfileId }, asGuest());
    expect(stored.body.data).toEqual({ getProfile: { xLink: null, blogLink: null, avatarUrl: null } });
  });

  it('cannot attach records to another creator’s profile, nor take theirs over', async () => {
    // No argument names a profile: the server puts the record on the caller's own.
    const planted = await backend.graphql(
      `mutation { saveMyBrief(title: "t", description: "d", categories: "Power", status: PUBLISHED, profileId: "${creatorProfileId}") { id } }`,
      {},
      as(impostor),
    );
    expect(errorsOf(planted)[0]).toMatch(/Unknown argument "profileId"/);
    const brief = await backend.graphql(SAVE_BRIEF, { title: 'Mine', status: 'PUBLISHED' }, as(impostor));
    expect(brief.body.data?.saveMyBrief).toMatchObject({ username: 'mallory2', userId: impostor.sub });
    const before = await findRecord(backend.backend.context.db, 'Brief', creatorBriefId);
    const takeover = await backend.graphql(SAVE_BRIEF, { id: creatorBriefId, title: 'Hijacked', status: 'PUBLISHED' }, as(impostor));
    expect(takeover.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect(await findRecord(backend.backend.context.db, 'Brief', creatorBriefId)).toEqual(before);
    const generated = await backend.graphql(`mutation { updateBrief(input: { id: "${creatorBriefId}", profileId: "x" }) { id } }`, {}, as(impostor));
    expect(errorsOf(generated)[0]).toMatch(/Cannot query field "updateBrief"/);
  });

  it('keeps drafts and owners from the API key, in lists, indexes and relations', async () => {
    const draft = await backend.graphql(SAVE_BRIEF, { title: 'Secret plan', status: 'DRAFT' }, as(creator));
    const draftId = (draft.body.data?.saveMyBrief as { id: string }).id;
    const lists = await backend.graphql(
      `query ($p: ID!) { listBriefs { items { id } } listBriefByProfileId(profileId: $p) { items { id } } getProfile(id: $p) { briefs { items { id } } } }`,
      { p: creatorProfileId },
      asGuest(),
    );
    expect(JSON.stringify(lists.body.data)).not.toContain(draftId);
    const unpublished = await backend.graphql(`{ listUnpublishedBriefs { items { id } } }`, {}, asGuest());
    expect(unpublished.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const owner = await backend.graphql(`query ($id: ID!) { getBrief(id: $id) { id owner } }`, { id: creatorBriefId }, asGuest());
    expect(owner.body.data).toEqual({ getBrief: { id: creatorBriefId, owner: null } });
    expect(owner.body.errors?.[0]?.message).toBe('Not Authorized to access owner on type Brief');
  });

  it('lets no client set counters, featured or managed timestamps', async () => {
    const backdated = await backend.graphql(
      `mutation { createNewsletterSubscription(input: { email: "a@example.com", createdAt: "2001-01-01T00:00:00.000Z" }) { id } }`,
      {},
      asGuest(),
    );
    expect(errorsOf(backdated)[0]).toMatch(/createdAt/);
    const counted = await backend.graphql(
      `mutation { saveMyBrief(title: "t", description: "d", categories: "Power", status: PUBLISHED, views: 1000000, featured: true) { id } }`,
      {},
      as(creator),
    );
    expect(errorsOf(counted)).toEqual(expect.arrayContaining([expect.stringMatching(/Unknown argument "views"/)]));
  });

  it('refuses a ban on a platform outside the catalogue', async () => {
    const answer = await backend.graphql(SAVE_BAN, { platformId: 'my-own-platform' }, as(impostor));
    expect(errorsOf(answer)[0]).toMatch(/^Choose a platform from the catalogue: /);
    const made = await backend.graphql(SAVE_BAN, { platformId: 'youtube' }, as(impostor));
    expect(made.body.errors).toBeUndefined();
  });

  it('lets a moderator take a planted brief down, with a reason its owner reads', async () => {
    const brief = await backend.graphql(SAVE_BRIEF, { title: 'Anika endorses me', status: 'PUBLISHED' }, as(impostor));
    const id = (brief.body.data?.saveMyBrief as { id: string }).id;
    const reported = await backend.graphql(
      `mutation ($id: ID!) { reportRecord(model: Brief, id: $id, reason: "Impersonation") }`,
      { id },
      asGuest(),
    );
    expect(reported.body).toEqual({ data: { reportRecord: true } });
    const byUser = await backend.graphql(`mutation ($id: ID!) { hideRecord(model: Brief, id: $id, reason: "x") { id } }`, { id }, as(creator));
    expect(byUser.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const hidden = await backend.graphql(
      `mutation ($id: ID!) { hideRecord(model: Brief, id: $id, reason: "Impersonates another creator") { id reason } }`,
      { id },
      as(moderator),
    );
    expect(hidden.body.data?.hideRecord).toMatchObject({ reason: 'Impersonates another creator' });
    const publicRead = await backend.graphql(`query ($id: ID!) { getBrief(id: $id) { id } }`, { id }, asGuest());
    expect(publicRead.body.data).toEqual({ getBrief: null });
    const ownerRead = await backend.graphql(`{ listHiddenRecords { items { recordId reason } } }`, {}, as(impostor));
    expect(ownerRead.body.data).toEqual({ listHiddenRecords: { items: [{ recordId: id, reason: 'Impersonates another creator' }] } });
    const queue = await backend.graphql(`{ listRecordReportByStatusAndCreatedAt(status: OPEN) { items { recordId } } }`, {}, as(moderator));
    expect(queue.body.data).toEqual({ listRecordReportByStatusAndCreatedAt: { items: [] } });
  });
});
