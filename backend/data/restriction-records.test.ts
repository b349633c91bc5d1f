/**
 * Issue 18's restriction fields through the public GraphQL API with an ordinary account and the
 * real creator rules: a ban and a shadowban report keep their DSA restriction, policy, end date,
 * statement of reasons and content link, guests read them; each bad value is refused with a
 * clear error and nothing is saved.
 */
import { startDataBackend, type DataTestBackend, type GraphqlAnswer, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const SAVE_PROFILE = `mutation { saveMyProfile(username: "anikasterling", displayName: "Anika") { id } }`;
const RESTRICTION = 'dsaRestriction policyCited endDate statementOfReasons contentUrl';
const SAVE_BAN = `mutation ($dsaRestriction: DsaRestriction, $policyCited: String, $endDate: AWSDate, $statementOfReasons: Boolean, $contentUrl: String) {
  saveMyPlatformBan(platformId: "youtube", isActive: false, dateOfBan: "2026-03-01", explanation: "Strike three.", dsaRestriction: $dsaRestriction,
    policyCited: $policyCited, endDate: $endDate, statementOfReasons: $statementOfReasons, contentUrl: $contentUrl) { id ${RESTRICTION} } }`;
const SAVE_REPORT = `mutation ($dsaRestriction: DsaRestriction, $endDate: AWSDate) {
  saveMyShadowbanReport(platform: "TIKTOK", category: "Reach", description: "Views fell.", restrictionType: "For You ineligible", date: "2026-02-01",
    dsaRestriction: $dsaRestriction, endDate: $endDate, statementOfReasons: false) { id restrictionType ${RESTRICTION} } }`;
const GOOD = {
  dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED',
  policyCited: 'Spam, deceptive practices and scams',
  endDate: '2026-04-01',
  statementOfReasons: true,
  contentUrl: 'https://www.youtube.com/@anikasterling',
};

const errorsOf = (answer: GraphqlAnswer) => (answer.body.errors ?? []).map((error) => error.message);

describe.each(TEST_STORES)('restriction fields on $store', ({ database }) => {
  let backend: DataTestBackend;
  let creator: TestUser;
  let profileId: string;
  const as = (user: TestUser) => ({ token: user.accessToken });
  const bansOnProfile = async () => {
    const answer = await backend.graphql(`query ($p: ID!) { listPlatformBanByProfileId(profileId: $p) { items { id ${RESTRICTION} } } }`, { p: profileId }, { apiKey: backend.apiKey });
    return (answer.body.data?.listPlatformBanByProfileId as { items: Record<string, unknown>[] }).items;
  };

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    creator = await backend.createUser('anika@example.com');
    const profile = await backend.graphql(SAVE_PROFILE, {}, as(creator));
    profileId = (profile.body.data?.saveMyProfile as { id: string }).id;
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('refuses each bad value with its reason and saves nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ endDate: '2026-02-28' }, /^endDate cannot be before dateOfBan \(2026-03-01\)\.$/],
      [{ contentUrl: 'javascript:alert(1)' }, /^contentUrl must be a web address starting with https:\/\/ or http:\/\/\.$/],
      [{ policyCited: 'p'.repeat(301) }, /^policyCited must be at most 300 characters\.$/],
      // GraphQL itself refuses a value the enum does not have, naming it.
      [{ dsaRestriction: 'DECISION_ACCOUNT_BANISHED' }, /DECISION_ACCOUNT_BANISHED/],
    ];
    for (const [change, message] of cases) {
      const answer = await backend.graphql(SAVE_BAN, { ...GOOD, ...change }, as(creator));
      expect(errorsOf(answer)).toEqual([expect.stringMatching(message)]);
      expect(answer.body.data?.saveMyPlatformBan ?? null).toBeNull();
    }
    expect(await bansOnProfile()).toEqual([]);
  });

  it('saves a ban with its restriction, and guests read it back', async () => {
    const saved = await backend.graphql(SAVE_BAN, GOOD, as(creator));
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveMyPlatformBan).toMatchObject(GOOD);
    expect(await bansOnProfile()).toEqual([{ id: (saved.body.data?.saveMyPlatformBan as { id: string }).id, ...GOOD }]);
  });

  it('saves a shadowban report with its free-text restriction type and its typed restriction side by side', async () => {
    const saved = await backend.graphql(SAVE_REPORT, { dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED' }, as(creator));
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveMyShadowbanReport).toMatchObject({
      restrictionType: 'For You ineligible',
      dsaRestriction: 'DECISION_VISIBILITY_CONTENT_DEMOTED',
      endDate: null,
      statementOfReasons: false,
      contentUrl: null,
    });
    const early = await backend.graphql(SAVE_REPORT, { endDate: '2026-01-01' }, as(creator));
    expect(errorsOf(early)).toEqual(['endDate cannot be before date (2026-02-01).']);
  });
});
