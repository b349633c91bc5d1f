/**
 * Issue 43: a hidden record keeps none of its history public. A ban and a shadowban report, each
 * with an appeal event, text and file evidence, verification steps and a published reply, are
 * hidden (alone, and with their profile) and restored through the GraphQL API; at each step every
 * door a guest has to the trail is tried — get, list with and without filters, each recordKey
 * index — and, where the backend serves storage, the sealed files by GET, HEAD, list and a
 * presigned URL. Hidden with the record, back with it, at the very next request.
 */
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { makePng } from '../storage/test-support/test-files';
import type { AwsCredentials } from './test-support/sign-appsync-request';
import { startDataBackend, type DataTestBackend, type GraphqlAnswer, type TestAuth, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(240_000);

/** Each public trail model, its list query, and the query of its recordKey index. */
const TRAIL_DOORS = [
  { model: 'AppealEvent', list: 'listAppealEvents', byRecord: 'listAppealEventByRecordKeyAndDate' },
  { model: 'EvidenceItem', list: 'listEvidenceItems', byRecord: 'listEvidenceItemByRecordKeyAndSubmittedAt' },
  { model: 'VerificationStep', list: 'listVerificationSteps', byRecord: 'listVerificationStepByRecordKeyAndAt' },
  { model: 'PublishedReply', list: 'listPublishedReplies', byRecord: 'listPublishedReplyByRecordKeyAndPublishedAt' },
] as const;

const RECORDS = [
  { model: 'PlatformBan', save: `mutation { saveMyPlatformBan(platformId: "youtube", isActive: true, dateOfBan: "2026-03-01", explanation: "Channel terminated") { id } }` },
  {
    model: 'ShadowbanExperience',
    save: `mutation { saveMyShadowbanReport(platform: "X", category: "Reach", description: "Hidden from search", restrictionType: "search", date: "2026-03-02") { id } }`,
  },
] as const;

const dataOf = <T>(answer: GraphqlAnswer, field: string): T => {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.[field] as T;
};

describe.each(TEST_STORES)('a hidden record’s trail on $store', ({ database }) => {
  // The local bucket lives in a data folder: files are tried where the backend serves storage.
  const withStorage = database === 'pglite';
  let backend: DataTestBackend;
  let creator: TestUser;
  let moderator: TestUser;
  let creatorCredentials: AwsCredentials & { identityId: string };
  let profileId: string;
  const records: { model: string; id: string; key: string }[] = [];
  const fileKeys: string[] = [];
  const clients: S3Client[] = [];
  const as = (user: TestUser): TestAuth => ({ token: user.accessToken });
  const asGuest = (): TestAuth => ({ apiKey: backend.apiKey });
  const bucket = () => (backend.outputs.storage as { bucket_name: string }).bucket_name;
  const s3As = (credentials: AwsCredentials) => {
    const endpoint = (backend.outputs.custom as { storage_endpoint: string }).storage_endpoint;
    const client = new S3Client({ region: 'us-west-2', endpoint, forcePathStyle: true, credentials, maxAttempts: 1 });
    clients.push(client);
    return client;
  };
  const run = async (query: string, variables: Record<string, unknown>, auth: TestAuth) => {
    const answer = await backend.graphql(query, variables, auth);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data ?? {};
  };

  /** Every trail item a guest reaches by any GraphQL door, as `<door> <model>#<id>`, sorted. */
  async function guestTrail(): Promise<string[]> {
    const seen: string[] = [];
    const ids = new Set<string>();
    for (const { model, list, byRecord } of TRAIL_DOORS) {
      const all = await run(`{ ${list}(limit: 1000) { items { id recordKey } } }`, {}, asGuest());
      for (const item of (all[list] as { items: { id: string }[] }).items) {
        seen.push(`list ${model}#${item.id}`);
        ids.add(`${model}#${item.id}`);
      }
      for (const { key } of records) {
        const filtered = await run(`query ($key: String!) { ${list}(filter: { recordKey: { eq: $key } }) { items { id } } }`, { key }, asGuest());
        for (const item of (filtered[list] as { items: { id: string }[] }).items) seen.push(`filter ${model}#${item.id}`);
        const indexed = await run(`query ($key: String!) { ${byRecord}(recordKey: $key) { items { id } } }`, { key }, asGuest());
        for (const item of (indexed[byRecord] as { items: { id: string }[] }).items) seen.push(`index ${model}#${item.id}`);
      }
    }
    for (const known of knownItems) {
      const [model, id] = known.split('#');
      const got = await run(`query ($id: ID!) { get${model}(id: $id) { id } }`, { id }, asGuest());
      if (got[`get${model}`]) seen.push(`get ${known}`);
    }
    return seen.sort();
  }
  /** Every item the story had while public, as `<model>#<id>`: what `get` is tried with once hidden. */
  const knownItems = new Set<string>();

  /** What a guest reaches of the sealed files: GET, HEAD, a presigned GET and the listing, per key. */
  async function guestFiles(): Promise<string[]> {
    if (!withStorage) return [];
    const guest = s3As(await backend.guestCredentials());
    const seen: string[] = [];
    const listed = await guest.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: 'evidence-items/' }));
    for (const object of listed.Contents ?? []) if (fileKeys.includes(String(object.Key))) seen.push(`list ${object.Key}`);
    for (const Key of fileKeys) {
      if (await guest.send(new GetObjectCommand({ Bucket: bucket(), Key })).then(() => true, () => false)) seen.push(`get ${Key}`);
      if (await guest.send(new HeadObjectCommand({ Bucket: bucket(), Key })).then(() => true, () => false)) seen.push(`head ${Key}`);
      const url = await getSignedUrl(guest, new GetObjectCommand({ Bucket: bucket(), Key }), { expiresIn: 300 });
      if ((await fetch(url)).status === 200) seen.push(`presigned ${Key}`);
    }
    return seen.sort();
  }

  const hide = (model: string, id: string) => run(`mutation ($model: ModeratedModel!, $id: ID!) { hideRecord(model: $model, id: $id, reason: "Exposes a third person") { id } }`, { model, id }, as(moderator));
  const restore = (model: string, id: string) => run(`mutation ($model: ModeratedModel!, $id: ID!) { restoreRecord(model: $model, id: $id, reason: "Redacted and checked") }`, { model, id }, as(moderator));

  let publicTrail: string[];
  let publicFiles: string[];

  beforeAll(async () => {
    backend = await startDataBackend({ database, withStorage });
    creator = await backend.createUser('hidden-trail-creator@example.com');
    moderator = await backend.createUser('hidden-trail-moderator@example.com', { groups: ['MODERATORS'] });
    profileId = dataOf<{ id: string }>(await backend.graphql(`mutation { saveMyProfile(username: "hiddentrail", displayName: "Hidden Trail") { id } }`, {}, as(creator)), 'saveMyProfile').id;
    if (withStorage) creatorCredentials = await backend.signedInCredentials(creator);
    const png = await makePng();
    for (const { model, save } of RECORDS) {
      const id = (Object.values(await run(save, {}, as(creator)))[0] as { id: string }).id;
      records.push({ model, id, key: `${model}#${id}` });
      const on = { recordModel: model, recordId: id };
      await run(`mutation ($recordModel: TrailRecordModel!, $recordId: ID!) { addMyAppealEvent(recordModel: $recordModel, recordId: $recordId, kind: FILED, date: "2026-03-05", note: "Named the moderator who banned me") { id } }`, on, as(creator));
      await run(`mutation ($recordModel: TrailRecordModel!, $recordId: ID!) { submitMyEvidence(recordModel: $recordModel, recordId: $recordId, text: "Their e-mail address is in this notice") { id } }`, on, as(creator));
      if (withStorage) {
        const Key = `evidence-uploads/${creatorCredentials.identityId}/${id}--notice.png`;
        await s3As(creatorCredentials).send(new PutObjectCommand({ Bucket: bucket(), Key, Body: png, ContentType: 'image/png', Metadata: { 'owner-sub': creator.sub } }));
        const sealed = await run(`mutation ($recordModel: TrailRecordModel!, $recordId: ID!, $key: String!) { submitMyEvidence(recordModel: $recordModel, recordId: $recordId, uploadKey: $key) { fileKey } }`, { ...on, key: Key }, as(creator));
        fileKeys.push((sealed.submitMyEvidence as { fileKey: string }).fileKey);
      }
      await run(
        `mutation ($recordModel: TrailRecordModel!, $recordId: ID!) { setRecordVerification(recordModel: $recordModel, recordId: $recordId, level: CORROBORATED, note: "A second creator's notice", source: PRESS, sourceUrl: "https://example.org/a") { id } }`,
        on,
        as(moderator),
      );
      await run(`mutation ($recordModel: TrailRecordModel!, $recordId: ID!) { submitRecordReply(recordModel: $recordModel, recordId: $recordId, authorName: "Platform", authorRole: PLATFORM, body: "Restored on review.") }`, on, asGuest());
      const pending = await run(`{ listRecordReplyByStatusAndSubmittedAt(status: PENDING) { items { id recordId } } }`, {}, as(moderator));
      const reply = (pending.listRecordReplyByStatusAndSubmittedAt as { items: { id: string; recordId: string }[] }).items.find((item) => item.recordId === id);
      await run(`mutation ($id: ID!) { decideRecordReply(id: $id, publish: true) { id } }`, { id: reply?.id }, as(moderator));
    }
    publicTrail = await guestTrail();
    for (const entry of publicTrail) knownItems.add(entry.split(' ')[1]);
    publicTrail = await guestTrail();
    publicFiles = await guestFiles();
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await backend?.close();
  });

  it('shows a guest the whole story of a public record, by every door', () => {
    // Per record: an appeal event, two evidence items, two steps (evidence attached, corroborated), a reply.
    expect(knownItems.size).toBe(records.length * (withStorage ? 6 : 5));
    for (const door of ['list', 'filter', 'index', 'get']) expect(publicTrail.filter((entry) => entry.startsWith(`${door} `))).toHaveLength(knownItems.size);
    if (withStorage) expect(publicFiles).toHaveLength(fileKeys.length * 4);
  });

  it('takes a hidden ban’s whole story off every door at once, and leaves the report’s', async () => {
    const [ban, report] = records;
    await hide(ban.model, ban.id);
    const trail = await guestTrail();
    expect(trail).toEqual(publicTrail.filter((entry) => !entryOf(entry, ban.id)));
    expect(trail.some((entry) => entryOf(entry, report.id))).toBe(true);
    if (withStorage) {
      expect(await guestFiles()).toEqual(publicFiles.filter((entry) => !entry.endsWith(fileKeys[0])));
      // Kept where moderators read it, and nobody else.
      const withheld = fileKeys[0].replace('evidence-items/', 'withheld-evidence/');
      const read = (credentials: AwsCredentials) => s3As(credentials).send(new GetObjectCommand({ Bucket: bucket(), Key: withheld }));
      await expect(read(await backend.guestCredentials())).rejects.toMatchObject({ name: 'AccessDenied' });
      await expect(read(creatorCredentials)).rejects.toMatchObject({ name: 'AccessDenied' });
      await expect(read(await backend.signedInCredentials(moderator))).resolves.toBeDefined();
    }
    await restore(ban.model, ban.id);
    expect(await guestTrail()).toEqual(publicTrail);
    expect(await guestFiles()).toEqual(publicFiles);
  });

  it('takes every record’s story with a hidden profile, and brings it all back with the profile', async () => {
    await hide('Profile', profileId);
    expect(await guestTrail()).toEqual([]);
    expect(await guestFiles()).toEqual([]);
    await restore('Profile', profileId);
    expect(await guestTrail()).toEqual(publicTrail);
    expect(await guestFiles()).toEqual(publicFiles);
  });

  /** Whether a trail entry belongs to the record `id` (by the items' ids noted when public). */
  function entryOf(entry: string, id: string): boolean {
    return itemsOf.get(id)?.has(entry.split(' ')[1]) ?? false;
  }
  const itemsOf = new Map<string, Set<string>>();
  beforeAll(async () => {
    for (const { key, id } of records) {
      const items = new Set<string>();
      for (const { model, byRecord } of TRAIL_DOORS) {
        const indexed = await run(`query ($key: String!) { ${byRecord}(recordKey: $key) { items { id } } }`, { key }, asGuest());
        for (const item of (indexed[byRecord] as { items: { id: string }[] }).items) items.add(`${model}#${item.id}`);
      }
      itemsOf.set(id, items);
    }
  });
});
