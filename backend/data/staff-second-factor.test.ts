/**
 * Issue 48: staff without a second factor hold no staff rights. The pool leaves ADMINS and
 * MODERATORS out of their tokens (amplify/auth/staff-second-factor.ts, Cognito's
 * pre-token-generation trigger on AWS), so every staff mutation refuses them through the real
 * GraphQL door, while the same acts by enrolled staff go through.
 */
import { startDataBackend, type DataTestBackend, type GraphqlAnswer, type TestAuth, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation { saveMyProfile(username: "staffmfacreator", displayName: "Staff MFA Creator") { id } }`;
const SAVE_BAN = `mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, explanation: "Channel terminated") { id } }`;
const SAVE_BRIEF = `mutation { saveMyBrief(title: "Second factors", description: "d", categories: "Power", status: PUBLISHED) { id } }`;
const REPORT = `mutation ($id: ID!) { reportRecord(model: Brief, id: $id, reason: "Spam") }`;
const REPLY = `mutation ($id: ID!) { submitRecordReply(recordModel: PlatformBan, recordId: $id, authorName: "Press office", authorRole: PLATFORM, body: "We reviewed it.") }`;
const OPEN_REPORTS = `{ listRecordReportByStatusAndCreatedAt(status: OPEN) { items { id recordId } } }`;
const PENDING_REPLIES = `{ listRecordReplyByStatusAndSubmittedAt(status: PENDING, sortDirection: ASC, limit: 50) { items { id } } }`;

/** Each staff mutation, with the variables it needs from the fixtures. */
const STAFF_MUTATIONS = {
  hideRecord: `mutation ($briefId: ID!) { hideRecord(model: Brief, id: $briefId, reason: "Spam") { id } }`,
  restoreRecord: `mutation ($briefId: ID!) { restoreRecord(model: Brief, id: $briefId, reason: "Not spam") }`,
  dismissReport: `mutation ($reportId: ID!) { dismissReport(id: $reportId, reason: "Not spam") { id } }`,
  setFeatured: `mutation ($briefId: ID!) { setFeatured(model: Brief, id: $briefId, featured: true) }`,
  setRecordVerification: `mutation ($banId: ID!) { setRecordVerification(recordModel: PlatformBan, recordId: $banId, level: CORROBORATED, note: "Matches a report", source: MATCHING_REPORT) { id } }`,
  decideRecordReply: `mutation ($replyId: ID!) { decideRecordReply(id: $replyId, publish: true) { id } }`,
};
type StaffMutation = keyof typeof STAFF_MUTATIONS;

const errorTypes = (answer: GraphqlAnswer) => (answer.body.errors ?? []).map((error) => error.errorType);

describe.each(TEST_STORES)('staff without a second factor on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let bareModerator: TestUser;
  let bareAdmin: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  const ids: Record<string, string> = {};
  const as = (user: TestUser): TestAuth => ({ token: user.accessToken });

  beforeAll(async () => {
    backend = await startDataBackend({ database });
    creator = await backend.createUser('staff-mfa-creator@example.com');
    bareModerator = await backend.createUser('bare-moderator@example.com', { groups: ['MODERATORS'], secondFactor: false });
    bareAdmin = await backend.createUser('bare-admin@example.com', { groups: ['ADMINS'], secondFactor: false });
    moderator = await backend.createUser('enrolled-moderator@example.com', { groups: ['MODERATORS'] });
    admin = await backend.createUser('enrolled-admin@example.com', { groups: ['ADMINS'] });
    await backend.graphql(SAVE_PROFILE, {}, as(creator));
    ids.banId = ((await backend.graphql(SAVE_BAN, {}, as(creator))).body.data?.saveMyPlatformBan as { id: string }).id;
    ids.briefId = ((await backend.graphql(SAVE_BRIEF, {}, as(creator))).body.data?.saveMyBrief as { id: string }).id;
    await backend.graphql(REPORT, { id: ids.briefId }, { apiKey: backend.apiKey });
    await backend.graphql(REPLY, { id: ids.banId }, { apiKey: backend.apiKey });
    const reports = await backend.graphql(OPEN_REPORTS, {}, as(moderator));
    ids.reportId = (reports.body.data?.listRecordReportByStatusAndCreatedAt as { items: { id: string }[] }).items[0].id;
    const replies = await backend.graphql(PENDING_REPLIES, {}, as(moderator));
    ids.replyId = (replies.body.data?.listRecordReplyByStatusAndSubmittedAt as { items: { id: string }[] }).items[0].id;
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('gives them tokens without their staff groups, naming what is held back', () => {
    const claims = (user: TestUser) => JSON.parse(Buffer.from(user.accessToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims(bareModerator)).not.toHaveProperty('cognito:groups');
    expect(claims(bareModerator).withheld_groups).toBe('MODERATORS');
    expect(claims(bareAdmin).withheld_groups).toBe('ADMINS');
    expect(claims(moderator)['cognito:groups']).toEqual(['MODERATORS']);
    expect(claims(moderator)).not.toHaveProperty('withheld_groups');
  });

  it.each(Object.keys(STAFF_MUTATIONS) as StaffMutation[])('refuses %s to a moderator and an admin without one', async (name) => {
    for (const user of [bareModerator, bareAdmin]) {
      const answer = await backend.graphql(STAFF_MUTATIONS[name], ids, as(user));
      expect(answer.body.data?.[name] ?? null).toBeNull();
      expect(errorTypes(answer)).toEqual(['Unauthorized']);
    }
  });

  it('refuses them the staff reads: the report queue and the replies waiting', async () => {
    for (const query of [OPEN_REPORTS, PENDING_REPLIES]) {
      expect(errorTypes(await backend.graphql(query, {}, as(bareModerator)))).toEqual(['Unauthorized']);
    }
  });

  it('lets enrolled staff do every one of those acts', async () => {
    const order: [StaffMutation, TestUser][] = [
      ['setRecordVerification', moderator],
      ['decideRecordReply', moderator],
      ['dismissReport', moderator],
      ['setFeatured', admin],
      ['hideRecord', moderator],
      ['restoreRecord', moderator],
    ];
    for (const [name, user] of order) {
      const answer = await backend.graphql(STAFF_MUTATIONS[name], ids, as(user));
      expect({ name, errors: answer.body.errors }).toEqual({ name, errors: undefined });
    }
  });
});
