/**
 * New ban and shadowban records, and new briefs, per account and hour, through the public GraphQL
 * API and the real creator rules on each store: an account adds its hour's number, the next is
 * refused with the rule's words and nothing is written, while edits and other accounts go on.
 */
import { NEW_BRIEFS_PER_CREATOR_HOUR, NEW_RECORDS_PER_CREATOR_HOUR, TOO_MANY_NEW_BRIEFS_MESSAGE, TOO_MANY_NEW_RECORDS_MESSAGE } from '../../amplify/data/creator-records/new-record-quota';
import { startDataBackend, type DataTestBackend, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation ($u: String!) { saveMyProfile(username: $u, displayName: "Creator") { id } }`;
const SAVE_BAN = `mutation ($id: ID, $e: String) { saveMyPlatformBan(id: $id, platformId: "youtube", dateOfBan: "2026-03-01", explanation: $e) { id explanation } }`;
const SAVE_BRIEF = `mutation ($t: String!) { saveMyBrief(title: $t, description: "Notes.", categories: "Power", status: PUBLISHED) { id } }`;
const SAVE_REPORT = `mutation { saveMyShadowbanReport(platform: "TIKTOK", category: "Reach", description: "Views fell.", restrictionType: "Demoted", date: "2026-02-01") { id } }`;

describe.each(TEST_STORES)('new records per account and hour on $store', ({ database }) => {
  let backend: DataTestBackend;
  let anika: TestUser;
  let bruno: TestUser;
  const as = (user: TestUser) => ({ token: user.accessToken });

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    anika = await backend.createUser('anika@example.com');
    bruno = await backend.createUser('bruno@example.com');
    for (const [user, username] of [[anika, 'anikasterling'], [bruno, 'brunoreyes']] as const) {
      expect((await backend.graphql(SAVE_PROFILE, { u: username }, as(user))).body.errors).toBeUndefined();
    }
  });
  afterAll(async () => {
    await backend?.close();
  });

  it(`takes ${NEW_RECORDS_PER_CREATOR_HOUR} new records in an hour, refuses the next, and still takes edits and other accounts' records`, async () => {
    let firstBan = '';
    for (let n = 0; n < NEW_RECORDS_PER_CREATOR_HOUR; n++) {
      const answer = await backend.graphql(n % 3 === 0 ? SAVE_REPORT : SAVE_BAN, { e: `Ban ${n}` }, as(anika));
      expect(answer.body.errors).toBeUndefined();
      firstBan ||= (answer.body.data?.saveMyPlatformBan as { id: string } | undefined)?.id ?? '';
    }
    for (const document of [SAVE_BAN, SAVE_REPORT]) {
      const refused = await backend.graphql(document, { e: 'One too many' }, as(anika));
      expect(refused.body.errors?.map((error) => error.message)).toEqual([TOO_MANY_NEW_RECORDS_MESSAGE]);
    }
    const stored = await backend.backend.context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM data_records WHERE model IN ('PlatformBan', 'ShadowbanExperience')`);
    expect(stored.rows[0].n).toBe(NEW_RECORDS_PER_CREATOR_HOUR);

    const edited = await backend.graphql(SAVE_BAN, { id: firstBan, e: 'Strike two.' }, as(anika));
    expect(edited.body.data?.saveMyPlatformBan).toEqual({ id: firstBan, explanation: 'Strike two.' });
    expect((await backend.graphql(SAVE_BAN, { e: 'Strike one.' }, as(bruno))).body.errors).toBeUndefined();
  });

  it(`takes ${NEW_BRIEFS_PER_CREATOR_HOUR} new briefs in an hour and refuses the next`, async () => {
    for (let n = 0; n < NEW_BRIEFS_PER_CREATOR_HOUR; n++) expect((await backend.graphql(SAVE_BRIEF, { t: `Field notes ${n}` }, as(bruno))).body.errors).toBeUndefined();
    const refused = await backend.graphql(SAVE_BRIEF, { t: 'One too many' }, as(bruno));
    expect(refused.body.errors?.map((error) => error.message)).toEqual([TOO_MANY_NEW_BRIEFS_MESSAGE]);
    const stored = await backend.backend.context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM data_records WHERE model = 'Brief'`);
    expect(stored.rows[0].n).toBe(NEW_BRIEFS_PER_CREATOR_HOUR);
  });
});
