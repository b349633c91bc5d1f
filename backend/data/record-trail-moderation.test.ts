/**
 * Issue 18, the moderators' side of a ban record's story, through the real GraphQL door with raw
 * documents (an attacker is not limited to what the client generates): only moderators climb the
 * verification ladder, replies wait unseen until a moderator publishes them, and nobody writes
 * the trail models except through these rules.
 */
import { REPLIES_PER_VISITOR_HOUR } from '../../amplify/data/moderation/moderation-records';
import { TOO_MANY_REPLIES_MESSAGE } from '../../amplify/data/moderation/submit-record-reply';
import { findRecord, selectRecords } from './store/record-store';
import { startDataBackend, type DataTestBackend, type GraphqlAnswer, type TestAuth, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation { saveMyProfile(username: "trailcreator", displayName: "Trail Creator") { id } }`;
const SAVE_BAN = `mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, explanation: "Channel terminated") { id } }`;
const VERIFY = `mutation ($id: ID!, $level: VerificationLevel!, $source: VerificationSource) {
  setRecordVerification(recordModel: PlatformBan, recordId: $id, level: $level, note: "Checked against a second report", source: $source) {
    id recordKey level byRole by at source } }`;
const REPLY = `mutation ($id: ID!, $body: String!) {
  submitRecordReply(recordModel: PlatformBan, recordId: $id, authorName: "YouTube press office", authorRole: PLATFORM, body: $body, contactEmail: "press@example.com") }`;
const DECIDE = `mutation ($id: ID!, $publish: Boolean!, $reason: String) { decideRecordReply(id: $id, publish: $publish, reason: $reason) { id status declineReason } }`;
const PENDING = `{ listRecordReplyByStatusAndSubmittedAt(status: PENDING, sortDirection: ASC, limit: 50) { items { id body contactEmail } } }`;

const errorsOf = (answer: GraphqlAnswer) => (answer.body.errors ?? []).map((error) => error.message);

describe.each(TEST_STORES)('verification ladder and replies on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let other: TestUser;
  let moderator: TestUser;
  let banId: string;
  const as = (user: TestUser): TestAuth => ({ token: user.accessToken });
  const asGuest = (): TestAuth => ({ apiKey: backend.apiKey });
  const banRecord = () => findRecord(backend.backend.context.db, 'PlatformBan', banId);

  async function pendingReplyIds(): Promise<string[]> {
    const answer = await backend.graphql(PENDING, {}, as(moderator));
    return (answer.body.data?.listRecordReplyByStatusAndSubmittedAt as { items: { id: string }[] }).items.map((item) => item.id);
  }

  beforeAll(async () => {
    backend = await startDataBackend({ database });
    creator = await backend.createUser('trail-creator@example.com');
    other = await backend.createUser('trail-other@example.com');
    moderator = await backend.createUser('trail-moderator@example.com', { groups: ['MODERATORS'] });
    expect((await backend.graphql(SAVE_PROFILE, {}, as(creator))).body.errors).toBeUndefined();
    const ban = await backend.graphql(SAVE_BAN, {}, as(creator));
    banId = (ban.body.data?.saveMyPlatformBan as { id: string }).id;
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('lets neither the record’s creator nor a guest climb the ladder', async () => {
    const before = await banRecord();
    for (const auth of [as(creator), as(other), asGuest()]) {
      const answer = await backend.graphql(VERIFY, { id: banId, level: 'CONFIRMED', source: 'PLATFORM_NOTICE' }, auth);
      expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    }
    expect(await banRecord()).toEqual(before);
    const steps = await backend.graphql(`query ($k: String!) { listVerificationStepByRecordKeyAndAt(recordKey: $k) { items { id } } }`, { k: `PlatformBan#${banId}` }, asGuest());
    expect(steps.body.data).toEqual({ listVerificationStepByRecordKeyAndAt: { items: [] } });
  });

  it('lets a moderator corroborate a record: the record and its history follow, the public sees the step but not who', async () => {
    const answer = await backend.graphql(VERIFY, { id: banId, level: 'CORROBORATED', source: 'MATCHING_REPORT' }, as(moderator));
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.setRecordVerification).toMatchObject({ recordKey: `PlatformBan#${banId}`, level: 'CORROBORATED', byRole: 'MODERATOR', by: moderator.username, source: 'MATCHING_REPORT' });
    expect(await banRecord()).toMatchObject({ verification: 'CORROBORATED', explanation: 'Channel terminated' });

    const publicBan = await backend.graphql(`query ($id: ID!) { getPlatformBan(id: $id) { verification } }`, { id: banId }, asGuest());
    expect(publicBan.body.data).toEqual({ getPlatformBan: { verification: 'CORROBORATED' } });
    const history = `query ($k: String!) { listVerificationStepByRecordKeyAndAt(recordKey: $k) { items { level byRole at by } } }`;
    const publicSteps = await backend.graphql(history, { k: `PlatformBan#${banId}` }, asGuest());
    expect(publicSteps.body.data).toEqual({ listVerificationStepByRecordKeyAndAt: { items: [expect.objectContaining({ level: 'CORROBORATED', byRole: 'MODERATOR', by: null })] } });
    expect(errorsOf(publicSteps)).toEqual(['Not Authorized to access by on type VerificationStep']);

    const audit = await selectRecords(backend.backend.context.db, { model: 'ModerationAction', where: `doc->>'action' = $1`, params: ['VERIFY'], orderBy: 'id', limit: 5 });
    expect(audit).toEqual([expect.objectContaining({ model: 'PlatformBan', recordId: banId, reason: 'Checked against a second report', detail: 'CORROBORATED · MATCHING_REPORT' })]);
  });

  it('refuses a confirmation not resting on the platform’s own word, with the reason', async () => {
    const answer = await backend.graphql(VERIFY, { id: banId, level: 'CONFIRMED', source: 'PRESS' }, as(moderator));
    expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'BadRequest', message: expect.stringMatching(/^CONFIRMED needs the platform's notice/) });
    const missing = await backend.graphql(VERIFY, { id: 'no-such-ban', level: 'DISPUTED' }, as(moderator));
    expect(missing.body.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    expect(await banRecord()).toMatchObject({ verification: 'CORROBORATED' });
  });

  it('offers no generated mutation of the trail models to anyone', async () => {
    const attempts = [
      `mutation ($id: ID!) { createVerificationStep(input: { recordKey: "PlatformBan#x", recordModel: PlatformBan, recordId: $id, level: CONFIRMED, byRole: "MODERATOR", at: "2026-01-01T00:00:00.000Z" }) { id } }`,
      `mutation ($id: ID!) { updateVerificationStep(input: { id: $id, level: CONFIRMED }) { id } }`,
      `mutation ($id: ID!) { deleteVerificationStep(input: { id: $id }) { id } }`,
      `mutation ($id: ID!) { createRecordReply(input: { id: $id, status: PUBLISHED }) { id } }`,
      `mutation ($id: ID!) { updateRecordReply(input: { id: $id, status: PUBLISHED }) { id } }`,
      `mutation ($id: ID!) { createPublishedReply(input: { recordId: $id, body: "Planted" }) { id } }`,
      `mutation ($id: ID!) { deletePublishedReply(input: { id: $id }) { id } }`,
    ];
    for (const document of attempts) {
      for (const auth of [asGuest(), as(creator), as(moderator)]) {
        const answer = await backend.graphql(document, { id: banId }, auth);
        expect(errorsOf(answer)[0]).toMatch(/^Cannot query field "(create|update|delete)(VerificationStep|RecordReply|PublishedReply)" on type "Mutation"/);
      }
    }
    // Nor may anyone set the ladder through the creator's own save.
    const planted = await backend.graphql(`mutation ($id: ID!) { saveMyPlatformBan(id: $id, platformId: "youtube", isActive: true, verification: CONFIRMED) { id } }`, { id: banId }, as(creator));
    expect(errorsOf(planted)[0]).toMatch(/Unknown argument "verification"/);
    expect(await banRecord()).toMatchObject({ verification: 'CORROBORATED' });
  });

  it('keeps a guest’s reply from the public until a moderator publishes it, and a declined one for good', async () => {
    const sent = await backend.graphql(REPLY, { id: banId, body: 'The channel was restored on appeal.' }, asGuest());
    expect(sent.body).toEqual({ data: { submitRecordReply: true } });
    const declinedSent = await backend.graphql(REPLY, { id: banId, body: 'Spam link here.' }, as(other));
    expect(declinedSent.body).toEqual({ data: { submitRecordReply: true } });

    for (const auth of [asGuest(), as(creator)]) {
      const read = await backend.graphql(`query ($k: String!) { listRecordReplyByRecordKey(recordKey: $k) { items { id body contactEmail } } listRecordReplies { items { id } } }`, { k: `PlatformBan#${banId}` }, auth);
      expect(read.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
      expect(JSON.stringify(read.body.data ?? null)).not.toContain('press@example.com');
    }
    const pending = await backend.graphql(PENDING, {}, as(moderator));
    const items = (pending.body.data?.listRecordReplyByStatusAndSubmittedAt as { items: { id: string; body: string; contactEmail: string }[] }).items;
    expect(items.map((item) => [item.body, item.contactEmail])).toEqual([
      ['The channel was restored on appeal.', 'press@example.com'],
      ['Spam link here.', 'press@example.com'],
    ]);
    const [toPublish, toDecline] = items.map((item) => item.id);

    const byCreator = await backend.graphql(DECIDE, { id: toPublish, publish: true }, as(creator));
    expect(byCreator.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const noReason = await backend.graphql(DECIDE, { id: toDecline, publish: false }, as(moderator));
    expect(noReason.body.errors?.[0]).toMatchObject({ errorType: 'BadRequest', message: 'reason is required.' });
    expect((await backend.graphql(DECIDE, { id: toPublish, publish: true }, as(moderator))).body.data?.decideRecordReply).toMatchObject({ status: 'PUBLISHED' });
    expect((await backend.graphql(DECIDE, { id: toDecline, publish: false, reason: 'Advertising' }, as(moderator))).body.data?.decideRecordReply).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Advertising',
    });
    const again = await backend.graphql(DECIDE, { id: toPublish, publish: false, reason: 'oops' }, as(moderator));
    expect(again.body.errors?.[0]).toMatchObject({ errorType: 'Conflict' });

    const published = await backend.graphql(
      `query ($k: String!) { listPublishedReplyByRecordKeyAndPublishedAt(recordKey: $k) { items { id authorName authorRole body submittedAt publishedAt } } }`,
      { k: `PlatformBan#${banId}` },
      asGuest(),
    );
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data?.listPublishedReplyByRecordKeyAndPublishedAt).toEqual({
      items: [expect.objectContaining({ id: toPublish, authorName: 'YouTube press office', authorRole: 'PLATFORM', body: 'The channel was restored on appeal.' })],
    });
    const contact = await backend.graphql(`query ($id: ID!) { getPublishedReply(id: $id) { contactEmail } }`, { id: toPublish }, asGuest());
    expect(errorsOf(contact)[0]).toMatch(/contactEmail/);
    expect(await pendingReplyIds()).toEqual([]);
  });

  it('refuses a reply about a record that is not there, and more than a few replies an hour from one sender', async () => {
    const missing = await backend.graphql(REPLY, { id: 'no-such-ban', body: 'x' }, asGuest());
    expect(missing.body.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    // `other` sent one reply above; their quota is their own, apart from the guest's.
    for (let index = 1; index < REPLIES_PER_VISITOR_HOUR; index += 1) {
      expect((await backend.graphql(REPLY, { id: banId, body: `Correction ${index}` }, as(other))).body.errors).toBeUndefined();
    }
    const refused = await backend.graphql(REPLY, { id: banId, body: 'One too many' }, as(other));
    expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'BadRequest', message: TOO_MANY_REPLIES_MESSAGE });
    expect((await backend.graphql(REPLY, { id: banId, body: 'From someone else' }, asGuest())).body.errors).toBeUndefined();
    expect(await pendingReplyIds()).toHaveLength(REPLIES_PER_VISITOR_HOUR);
  });
});
