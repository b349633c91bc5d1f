/**
 * Leaving the site (issue 48) through the real backend, with the unmodified Amplify clients in
 * Node: a creator runs leaveMyAccount (the Data client) and then deleteUser (the Auth client), as
 * /me/security does. Afterwards a guest finds none of the removed records by any door — get, list
 * with a filter, each index, the records' trails, the sealed files — and finds the anonymised ones
 * public with nothing tying them to the person; a moderator finds no authorship entry, owner or
 * profile behind them; the username is kept back; the account no longer signs in; another
 * creator's records are as they were.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { deleteUser, signIn } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';
import { usernameKeptBackMessage } from '../../amplify/data/account-leave/username-reservation';
import { makePng } from '../storage/test-support/test-files';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import { signInAs, signOutAll } from './test-support/sign-in-as';
import { startDataBackend, TEST_PASSWORD, type DataTestBackend, type GraphqlAnswer, type TestAuth, type TestUser } from './test-support/start-data-backend';
import type { AwsCredentials } from './test-support/sign-appsync-request';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(240_000);

const client = generateClient<Schema>();
const asGuest = { authMode: 'apiKey' } as const;

/** Each public trail model, by its recordKey index. */
const TRAIL_INDEXES = ['listAppealEventByRecordKeyAndDate', 'listEvidenceItemByRecordKeyAndSubmittedAt', 'listVerificationStepByRecordKeyAndAt', 'listPublishedReplyByRecordKeyAndPublishedAt'] as const;

interface Holdings {
  profileId: string;
  username: string;
  /** The named ban, the anonymised ban and the named report. */
  records: { model: 'PlatformBan' | 'ShadowbanExperience'; id: string }[];
  briefIds: string[];
  briefSlug: string;
  fileKeys: string[];
}

describe.each(TEST_STORES)('leaving the site on $store', ({ database }) => {
  // The local bucket lives in a data folder: files are tried where the backend serves storage.
  const withStorage = database === 'pglite';
  let backend: DataTestBackend;
  let moderator: TestUser;
  let stayer: TestUser;
  const s3Clients: S3Client[] = [];
  const as = (user: TestUser): TestAuth => ({ token: user.accessToken });
  const run = async (query: string, variables: Record<string, unknown>, auth: TestAuth): Promise<Record<string, unknown>> => {
    const answer: GraphqlAnswer = await backend.graphql(query, variables, auth);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data ?? {};
  };
  const bucket = () => (backend.outputs.storage as { bucket_name: string }).bucket_name;
  const s3As = (credentials: AwsCredentials) => {
    const endpoint = (backend.outputs.custom as { storage_endpoint: string }).storage_endpoint;
    const s3 = new S3Client({ region: 'us-west-2', endpoint, forcePathStyle: true, credentials, maxAttempts: 1 });
    s3Clients.push(s3);
    return s3;
  };

  /** A creator's profile with a named ban, an anonymised ban and a report, each with a story; a published brief and a draft. */
  async function creatorWithRecords(user: TestUser, username: string): Promise<Holdings> {
    const profileId = ((await run(`mutation ($u: String!) { saveMyProfile(username: $u, displayName: "Leaving Creator") { id } }`, { u: username }, as(user))).saveMyProfile as { id: string }).id;
    const save = (query: string) => run(query, {}, as(user)).then((data) => (Object.values(data)[0] as { id: string }).id);
    const records = [
      { model: 'PlatformBan' as const, id: await save(`mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, dateOfBan: "2026-03-01", explanation: "Channel terminated") { id } }`) },
      { model: 'PlatformBan' as const, id: await save(`mutation { saveMyPlatformBan(platformId: "tiktok", isActive: true, dateOfBan: "2026-03-03", explanation: "Account removed", isAnonymous: true) { id } }`) },
      {
        model: 'ShadowbanExperience' as const,
        id: await save(`mutation { saveMyShadowbanReport(platform: "X", category: "Reach", description: "Hidden from search", restrictionType: "search", date: "2026-03-02") { id } }`),
      },
    ];
    const credentials = withStorage ? await backend.signedInCredentials(user) : null;
    const png = await makePng();
    const fileKeys: string[] = [];
    for (const { model, id } of records) {
      const on = { recordModel: model, recordId: id };
      await run(`mutation ($recordModel: TrailRecordModel!, $recordId: ID!) { addMyAppealEvent(recordModel: $recordModel, recordId: $recordId, kind: FILED, date: "2026-03-05") { id } }`, on, as(user));
      await run(`mutation ($recordModel: TrailRecordModel!, $recordId: ID!) { submitMyEvidence(recordModel: $recordModel, recordId: $recordId, text: "The notice") { id } }`, on, as(user));
      if (credentials) {
        const Key = `evidence-uploads/${credentials.identityId}/${id}--${username}-notice.png`;
        await s3As(credentials).send(new PutObjectCommand({ Bucket: bucket(), Key, Body: png, ContentType: 'image/png', Metadata: { 'owner-sub': user.sub } }));
        const sealed = await run(`mutation ($recordModel: TrailRecordModel!, $recordId: ID!, $key: String!) { submitMyEvidence(recordModel: $recordModel, recordId: $recordId, uploadKey: $key) { fileKey } }`, { ...on, key: Key }, as(user));
        fileKeys.push((sealed.submitMyEvidence as { fileKey: string }).fileKey);
      }
      await run(
        `mutation ($recordModel: TrailRecordModel!, $recordId: ID!) { setRecordVerification(recordModel: $recordModel, recordId: $recordId, level: CORROBORATED, note: "Matches the press", source: PRESS, sourceUrl: "https://example.org/a") { id } }`,
        on,
        as(moderator),
      );
    }
    const brief = (await run(`mutation ($t: String!) { saveMyBrief(title: $t, description: "d", categories: "Power", status: PUBLISHED) { id slug } }`, { t: `Why ${username} left` }, as(user))).saveMyBrief as { id: string; slug: string };
    const draft = await save(`mutation { saveMyBrief(title: "Draft", description: "d", categories: "Power", status: DRAFT) { id } }`);
    return { profileId, username, records, briefIds: [brief.id, draft], briefSlug: brief.slug, fileKeys };
  }

  /** Leaves as /me/security does: the records first, then DeleteUser, with the Amplify clients. */
  async function leave(user: TestUser, records: 'REMOVE' | 'ANONYMISE') {
    await signInAs(user);
    const left = await client.mutations.leaveMyAccount({ records }, { authMode: 'userPool' });
    expect(left.errors).toBeUndefined();
    await deleteUser();
    await signOutAll();
    return left.data;
  }

  /** Whether a guest can read the file at `key` (GET with guest credentials). */
  async function guestReadsFile(key: string): Promise<boolean> {
    const guest = s3As(await backend.guestCredentials());
    return guest.send(new GetObjectCommand({ Bucket: bucket(), Key: key })).then(
      () => true,
      () => false,
    );
  }

  let stayerBan: Record<string, unknown>;

  beforeAll(async () => {
    backend = await startDataBackend({ database, withStorage });
    configureAmplifyData(backend.outputs);
    moderator = await backend.createUser('leave-moderator@example.com', { groups: ['MODERATORS'] });
    stayer = await backend.createUser('leave-stayer@example.com');
    await run(`mutation { saveMyProfile(username: "stayer", displayName: "Stayer") { id } }`, {}, as(stayer));
    const id = ((await run(`mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, dateOfBan: "2026-03-01", explanation: "Mine") { id } }`, {}, as(stayer))).saveMyPlatformBan as { id: string }).id;
    stayerBan = (await run(`query ($id: ID!) { getPlatformBan(id: $id) { id profileId isAnonymous explanation owner createdAt updatedAt } }`, { id }, as(stayer))).getPlatformBan as Record<string, unknown>;
  });
  afterAll(async () => {
    await signOutAll().catch(() => undefined);
    for (const s3 of s3Clients) s3.destroy();
    await backend?.close();
  });

  it('removes the records: no guest door finds them, their files are gone, the account signs in no more', async () => {
    const user = await backend.createUser('leave-remove@example.com');
    const held = await creatorWithRecords(user, 'removing');
    if (withStorage) for (const key of held.fileKeys) expect(await guestReadsFile(key)).toBe(true);

    expect(await leave(user, 'REMOVE')).toMatchObject({ records: 'REMOVE', removedRecords: 3, anonymisedRecords: 0, removedBriefs: 2, usernameFreeFrom: expect.any(String) });

    expect((await client.models.Profile.get({ id: held.profileId }, asGuest)).data).toBeNull();
    expect((await client.models.Profile.listProfileByUsername({ username: held.username }, asGuest)).data).toEqual([]);
    for (const { model, id } of held.records) {
      const byId = model === 'PlatformBan' ? await client.models.PlatformBan.get({ id }, asGuest) : await client.models.ShadowbanExperience.get({ id }, asGuest);
      expect([model, id, byId.data]).toEqual([model, id, null]);
      const filtered = model === 'PlatformBan' ? await client.models.PlatformBan.list({ filter: { id: { eq: id } }, ...asGuest }) : await client.models.ShadowbanExperience.list({ filter: { id: { eq: id } }, ...asGuest });
      expect(filtered.data).toEqual([]);
      for (const index of TRAIL_INDEXES) {
        const items = ((await run(`query ($k: String!) { ${index}(recordKey: $k) { items { id } } }`, { k: `${model}#${id}` }, { apiKey: backend.apiKey }))[index] as { items: unknown[] }).items;
        expect([index, items]).toEqual([index, []]);
      }
    }
    expect((await client.models.PlatformBan.listPlatformBanByProfileId({ profileId: held.profileId }, asGuest)).data).toEqual([]);
    expect((await client.models.ShadowbanExperience.listShadowbanExperienceByProfileId({ profileId: held.profileId }, asGuest)).data).toEqual([]);
    expect((await client.models.Brief.listBriefBySlug({ slug: held.briefSlug }, asGuest)).data).toEqual([]);
    expect((await client.models.Brief.listBriefByProfileId({ profileId: held.profileId }, asGuest)).data).toEqual([]);
    if (withStorage) for (const key of held.fileKeys) expect(await guestReadsFile(key)).toBe(false);
    // Moderators find no trace either: no hidden copy, no authorship entry.
    const hidden = await run(`query ($p: ID!) { listHiddenRecordByProfileId(profileId: $p) { items { id } } }`, { p: held.profileId }, as(moderator));
    expect(hidden.listHiddenRecordByProfileId).toEqual({ items: [] });
    const authorship = await run(`query ($p: ID!) { listAnonymousAuthorshipByProfileId(profileId: $p) { items { id } } }`, { p: held.profileId }, as(moderator));
    expect(authorship.listAnonymousAuthorshipByProfileId).toEqual({ items: [] });

    await expect(signIn({ username: user.email, password: TEST_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('keeps the records anonymised with nothing leading back to the person, and keeps the username back', async () => {
    const user = await backend.createUser('leave-anonymise@example.com');
    const held = await creatorWithRecords(user, 'anonymising');
    expect(await leave(user, 'ANONYMISE')).toMatchObject({ records: 'ANONYMISE', removedRecords: 0, anonymisedRecords: 3, removedBriefs: 2 });

    expect((await client.models.Profile.get({ id: held.profileId }, asGuest)).data).toBeNull();
    expect((await client.models.PlatformBan.listPlatformBanByProfileId({ profileId: held.profileId }, asGuest)).data).toEqual([]);
    expect((await client.models.Brief.listBriefBySlug({ slug: held.briefSlug }, asGuest)).data).toEqual([]);
    const publicIds = new Set<string>();
    for (const { model, id } of held.records) {
      const fields = ['id', 'isAnonymous', 'profileId', 'createdAt', 'updatedAt', 'profile.username'] as const;
      const found = model === 'PlatformBan' ? await client.models.PlatformBan.get({ id }, { ...asGuest, selectionSet: fields }) : await client.models.ShadowbanExperience.get({ id }, { ...asGuest, selectionSet: fields });
      expect(found.data).toMatchObject({ id, isAnonymous: true, profile: null, createdAt: expect.stringMatching(/T00:00:00\.00\dZ$/), updatedAt: expect.stringMatching(/T00:00:00\.00\dZ$/) });
      publicIds.add(String(found.data?.profileId));
      // Moderators, who read owners and authorship entries, find nobody behind it.
      const asModerator = await run(`query ($id: ID!) { get${model}(id: $id) { owner } }`, { id }, as(moderator));
      expect(asModerator[`get${model}`]).toEqual({ owner: null });
      expect((await run(`query ($id: ID!) { getAnonymousAuthorship(id: $id) { id } }`, { id: `${model}#${id}` }, as(moderator))).getAnonymousAuthorship).toBeNull();
      const key = { k: `${model}#${id}` };
      const events = await run(`query ($k: String!) { listAppealEventByRecordKeyAndDate(recordKey: $k) { items { profileId owner createdAt } } }`, key, as(moderator));
      expect(events.listAppealEventByRecordKeyAndDate).toEqual({ items: [{ profileId: null, owner: null, createdAt: expect.stringMatching(/T00:00:00\.00\dZ$/) }] });
      const evidence = await run(`query ($k: String!) { listEvidenceItemByRecordKeyAndSubmittedAt(recordKey: $k) { items { kind profileId owner fileName fileKey } } }`, key, as(moderator));
      const items = (evidence.listEvidenceItemByRecordKeyAndSubmittedAt as { items: { kind: string; profileId: null; owner: null; fileName: string | null; fileKey: string | null }[] }).items;
      expect(items.map((item) => [item.profileId, item.owner])).toEqual(items.map(() => [null, null]));
      for (const file of items.filter((item) => item.kind === 'FILE')) {
        expect(file.fileName).toBe('evidence.png');
        if (withStorage) expect(await guestReadsFile(String(file.fileKey))).toBe(true);
      }
    }
    // Each record alone under a public id of its own, none of them the profile's.
    expect(publicIds.size).toBe(3);
    expect(publicIds.has(held.profileId)).toBe(false);
    // The files its creator named (the anonymised ban's was `evidence.png` from the start) are there no more under that name.
    const namedFiles = held.fileKeys.filter((key) => !key.endsWith('/evidence.png'));
    expect(namedFiles).toHaveLength(withStorage ? 2 : 0);
    for (const key of namedFiles) expect(await guestReadsFile(key)).toBe(false);
    const authorship = await run(`query ($p: ID!) { listAnonymousAuthorshipByProfileId(profileId: $p) { items { id } } }`, { p: held.profileId }, as(moderator));
    expect(authorship.listAnonymousAuthorshipByProfileId).toEqual({ items: [] });

    // The username is kept back: nobody takes it over at once.
    const claim = await run(`query { getUniqueClaim(id: "username#anonymising") { recordId reservedUntil } }`, {}, as(moderator));
    const until = String((claim.getUniqueClaim as { reservedUntil: string }).reservedUntil);
    const taker = await backend.createUser('leave-taker@example.com');
    const refused = await backend.graphql(`mutation { saveMyProfile(username: "anonymising", displayName: "Taker") { id } }`, {}, as(taker));
    expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: usernameKeptBackMessage(until) });
    await expect(signIn({ username: user.email, password: TEST_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('leaves another creator’s records as they were', async () => {
    const now = (await run(`query ($id: ID!) { getPlatformBan(id: $id) { id profileId isAnonymous explanation owner createdAt updatedAt } }`, { id: stayerBan.id }, as(stayer))).getPlatformBan;
    expect(now).toEqual(stayerBan);
    const profile = await client.models.Profile.listProfileByUsername({ username: 'stayer' }, asGuest);
    expect(profile.data).toHaveLength(1);
  });
});
