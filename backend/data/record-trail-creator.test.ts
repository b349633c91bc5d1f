/**
 * Issue 18, the creator's side of a record's trail, through the real doors: the GraphQL API (raw
 * documents, as an attacker would send them) and the S3 API with identity-pool credentials. Appeal
 * events and evidence go only on the caller's own record; evidence, once submitted, cannot be
 * changed by any door: no mutation names it, no client writes where its sealed copy lives, and
 * a new upload under the old key touches neither the item nor its copy.
 */
import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { makePng, readBody } from '../storage/test-support/test-files';
import type { AwsCredentials } from './test-support/sign-appsync-request';
import { startDataBackend, type DataTestBackend, type GraphqlAnswer, type TestUser } from './test-support/start-data-backend';

jest.setTimeout(180_000);

const SAVE_PROFILE = `mutation ($username: String!) { saveMyProfile(username: $username, displayName: "Creator") { id } }`;
const SAVE_BAN = `mutation ($id: ID, $appealStatus: AppealStatus) {
  saveMyPlatformBan(id: $id, platformId: "youtube", isActive: true, dateOfBan: "2026-03-01", appealStatus: $appealStatus) { id appealStatus verification evidenceItems } }`;
const ADD_EVENT = `mutation ($recordId: ID!, $kind: AppealEventKind!, $date: AWSDate!) {
  addMyAppealEvent(recordModel: PlatformBan, recordId: $recordId, kind: $kind, date: $date, note: "by post") { id kind date recordKey } }`;
const DELETE_EVENT = `mutation ($id: ID!) { deleteMyAppealEvent(id: $id) { id } }`;
const SUBMIT = `mutation ($recordId: ID!, $text: String, $uploadKey: String, $supersedes: ID) {
  submitMyEvidence(recordModel: PlatformBan, recordId: $recordId, text: $text, uploadKey: $uploadKey, supersedes: $supersedes) {
    id kind fileKey fileName sha256 size contentType submittedAt supersedes } }`;
const GET_BAN = `query ($id: ID!) { getPlatformBan(id: $id) { appealStatus verification evidenceItems } }`;
const GET_ITEM = `query ($id: ID!) { getEvidenceItem(id: $id) { id sha256 size fileKey text } }`;

const errorsOf = (answer: GraphqlAnswer) => (answer.body.errors ?? []).map((error) => `${error.errorType ?? ''}: ${error.message}`);
const dataOf = <T>(answer: GraphqlAnswer, field: string): T => {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.[field] as T;
};
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

let backend: DataTestBackend;
let creator: TestUser;
let mallory: TestUser;
let creatorCredentials: AwsCredentials & { identityId: string };
let malloryCredentials: AwsCredentials & { identityId: string };
let banId: string;
let png: Buffer;
const clients: S3Client[] = [];
const as = (user: TestUser) => ({ token: user.accessToken });
const asGuest = () => ({ apiKey: backend.apiKey });
const storage = () => ({ endpoint: (backend.outputs.custom as { storage_endpoint: string }).storage_endpoint, bucket: (backend.outputs.storage as { bucket_name: string }).bucket_name });
const s3As = (credentials: AwsCredentials) => {
  const client = new S3Client({ region: 'us-west-2', endpoint: storage().endpoint, forcePathStyle: true, credentials, maxAttempts: 1 });
  clients.push(client);
  return client;
};
const upload = (credentials: AwsCredentials & { identityId: string }, name: string, body: Buffer, ContentType: string, ownerSub: string) => {
  const Key = `evidence-uploads/${credentials.identityId}/${name}`;
  return s3As(credentials)
    .send(new PutObjectCommand({ Bucket: storage().bucket, Key, Body: body, ContentType, Metadata: { 'owner-sub': ownerSub } }))
    .then(() => Key);
};
const banNow = async () => dataOf<Record<string, unknown>>(await backend.graphql(GET_BAN, { id: banId }, asGuest()), 'getPlatformBan');

beforeAll(async () => {
  backend = await startDataBackend({ withStorage: true });
  png = await makePng();
  creator = await backend.createUser('creator@example.com');
  mallory = await backend.createUser('mallory@example.com');
  [creatorCredentials, malloryCredentials] = await Promise.all([backend.signedInCredentials(creator), backend.signedInCredentials(mallory)]);
  dataOf(await backend.graphql(SAVE_PROFILE, { username: 'trailcreator' }, as(creator)), 'saveMyProfile');
  dataOf(await backend.graphql(SAVE_PROFILE, { username: 'mallory' }, as(mallory)), 'saveMyProfile');
  banId = dataOf<{ id: string }>(await backend.graphql(SAVE_BAN, {}, as(creator)), 'saveMyPlatformBan').id;
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await backend?.close();
});

describe('a ban record’s trail, on the creator’s side', () => {
  it('has no generated mutation for any trail model', async () => {
    for (const [model, input] of [
      ['AppealEvent', '{ recordKey: "k", recordModel: PlatformBan, recordId: "x", profileId: "p", kind: FILED, date: "2026-03-02" }'],
      ['EvidenceItem', '{ recordKey: "k", recordModel: PlatformBan, recordId: "x", profileId: "p", kind: TEXT, sha256: "0", size: 1, contentType: "t", submittedAt: "2026-03-02T00:00:00Z" }'],
      ['VerificationStep', '{ recordKey: "k", recordModel: PlatformBan, recordId: "x", level: CONFIRMED, byRole: "MODERATOR", at: "2026-03-02T00:00:00Z" }'],
    ]) {
      for (const operation of ['create', 'update', 'delete']) {
        const answer = await backend.graphql(`mutation { ${operation}${model}(input: ${operation === 'create' ? input : '{ id: "x" }'}) { id } }`, {}, as(creator));
        expect(errorsOf(answer).join('\n')).toContain(`Cannot query field "${operation}${model}" on type "Mutation"`);
      }
    }
  });

  it('lets the creator date appeal events, the record’s appealStatus following the latest, and nobody else', async () => {
    const filed = dataOf<{ id: string; recordKey: string }>(await backend.graphql(ADD_EVENT, { recordId: banId, kind: 'FILED', date: '2026-03-05' }, as(creator)), 'addMyAppealEvent');
    expect(filed.recordKey).toBe(`PlatformBan#${banId}`);
    expect(await banNow()).toMatchObject({ appealStatus: 'PENDING' });
    const restored = dataOf<{ id: string }>(await backend.graphql(ADD_EVENT, { recordId: banId, kind: 'RESTORED', date: '2026-04-01' }, as(creator)), 'addMyAppealEvent');
    expect(await banNow()).toMatchObject({ appealStatus: 'RESTORED' });
    // The form's appealStatus gives way to the events'.
    dataOf(await backend.graphql(SAVE_BAN, { id: banId, appealStatus: 'REJECTED' }, as(creator)), 'saveMyPlatformBan');
    expect(await banNow()).toMatchObject({ appealStatus: 'RESTORED' });

    expect(errorsOf(await backend.graphql(ADD_EVENT, { recordId: banId, kind: 'REJECTED', date: '2026-04-02' }, as(mallory)))).toEqual([
      `Unauthorized: Not Authorized to change PlatformBan ${banId}: it is on another creator's profile.`,
    ]);
    expect(errorsOf(await backend.graphql(DELETE_EVENT, { id: restored.id }, as(mallory)))[0]).toMatch(/^Unauthorized: /);
    expect(errorsOf(await backend.graphql(ADD_EVENT, { recordId: banId, kind: 'FILED', date: '2099-01-01' }, as(creator)))).toEqual(['BadRequest: date cannot be in the future.']);

    dataOf(await backend.graphql(DELETE_EVENT, { id: restored.id }, as(creator)), 'deleteMyAppealEvent');
    expect(await banNow()).toMatchObject({ appealStatus: 'PENDING' });
    const timeline = await backend.graphql(
      `query ($key: String!) { listAppealEventByRecordKeyAndDate(recordKey: $key) { items { kind date note } } }`,
      { key: `PlatformBan#${banId}` },
      asGuest(),
    );
    expect(dataOf(timeline, 'listAppealEventByRecordKeyAndDate')).toEqual({ items: [{ kind: 'FILED', date: '2026-03-05', note: 'by post' }] });
  });

  it('seals a file as submitted, climbs to EVIDENCE_ATTACHED, and lets no door change it afterwards', async () => {
    expect(await banNow()).toMatchObject({ verification: 'SELF_REPORTED', evidenceItems: 0 });
    const uploadKey = await upload(creatorCredentials, 'notice.png', png, 'image/png', creator.sub);
    // Another user may not submit my upload, nor add evidence to my record.
    expect(errorsOf(await backend.graphql(SUBMIT, { recordId: banId, uploadKey }, as(mallory)))[0]).toMatch(/^Unauthorized: /);
    const mine = await backend.graphql(`mutation { saveMyPlatformBan(platformId: "x", isActive: true) { id } }`, {}, as(mallory));
    const mallorysBan = dataOf<{ id: string }>(mine, 'saveMyPlatformBan').id;
    expect(errorsOf(await backend.graphql(SUBMIT, { recordId: mallorysBan, uploadKey }, as(mallory)))[0]).toMatch(
      /^Unauthorized: uploadKey must name a file you uploaded to your own evidence-uploads folder/,
    );

    const item = dataOf<{ id: string; fileKey: string; sha256: string; size: number; contentType: string }>(
      await backend.graphql(SUBMIT, { recordId: banId, uploadKey }, as(creator)),
      'submitMyEvidence',
    );
    expect(item).toMatchObject({ sha256: sha256(png), size: png.length, contentType: 'image/png', fileKey: `evidence-items/${item.id}/notice.png` });
    expect(await banNow()).toMatchObject({ verification: 'EVIDENCE_ATTACHED', evidenceItems: 1 });
    const steps = await backend.graphql(
      `query ($key: String!) { listVerificationStepByRecordKeyAndAt(recordKey: $key) { items { level byRole } } }`,
      { key: `PlatformBan#${banId}` },
      asGuest(),
    );
    expect(dataOf(steps, 'listVerificationStepByRecordKeyAndAt')).toEqual({ items: [{ level: 'EVIDENCE_ATTACHED', byRole: 'CREATOR' }] });
    // The moderators' list of records waiting to be checked reads it through the verification index.
    const waiting = await backend.graphql(
      `query { listPlatformBanByVerification(verification: EVIDENCE_ATTACHED, limit: 100) { items { id verification } } }`,
      {},
      asGuest(),
    );
    expect(dataOf<{ items: { id: string }[] }>(waiting, 'listPlatformBanByVerification').items).toEqual([{ id: banId, verification: 'EVIDENCE_ATTACHED' }]);

    const { bucket } = storage();
    const sealedBytes = async () => readBody((await s3As(await backend.guestCredentials()).send(new GetObjectCommand({ Bucket: bucket, Key: item.fileKey }))).Body);
    // Anyone reads the sealed copy; its bytes hash to what the item states.
    expect(sha256(await sealedBytes())).toBe(item.sha256);
    // The upload is gone: it served.
    await expect(s3As(creatorCredentials).send(new GetObjectCommand({ Bucket: bucket, Key: uploadKey }))).rejects.toMatchObject({ name: 'NoSuchKey' });

    // No client may write or delete the sealed copy, its creator included.
    for (const credentials of [creatorCredentials, malloryCredentials]) {
      const s3 = s3As(credentials);
      await expect(s3.send(new PutObjectCommand({ Bucket: bucket, Key: item.fileKey, Body: Buffer.from('forged') }))).rejects.toMatchObject({ name: 'AccessDenied' });
      await expect(s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: item.fileKey }))).rejects.toMatchObject({ name: 'AccessDenied' });
    }
    // A new upload under the old key changes neither the item nor its copy.
    await upload(creatorCredentials, 'notice.png', Buffer.from('%PDF-1.7 something else'), 'application/pdf', creator.sub);
    expect(sha256(await sealedBytes())).toBe(item.sha256);
    expect(dataOf(await backend.graphql(GET_ITEM, { id: item.id }, asGuest()), 'getEvidenceItem')).toMatchObject({ sha256: sha256(png), size: png.length, fileKey: item.fileKey });
  });

  it('takes pasted text and corrections as new items, and refuses disguised files', async () => {
    const text = 'Notice of 1 March: “your channel is terminated”.';
    const first = dataOf<{ id: string; sha256: string }>(await backend.graphql(SUBMIT, { recordId: banId, text }, as(creator)), 'submitMyEvidence');
    expect(first.sha256).toBe(sha256(text));
    const correction = dataOf<{ supersedes: string }>(await backend.graphql(SUBMIT, { recordId: banId, text: `${text} (2 March)`, supersedes: first.id }, as(creator)), 'submitMyEvidence');
    expect(correction.supersedes).toBe(first.id);
    expect(dataOf(await backend.graphql(GET_ITEM, { id: first.id }, asGuest()), 'getEvidenceItem')).toMatchObject({ text, sha256: first.sha256 });

    const disguised = await upload(creatorCredentials, 'page.png', Buffer.from('<html><script>alert(1)</script>'), 'image/png', creator.sub);
    expect(errorsOf(await backend.graphql(SUBMIT, { recordId: banId, uploadKey: disguised }, as(creator)))[0]).toMatch(/^BadRequest: The file's contents are not image\/png/);
    // Uploaded to my own folder but claiming to be someone else's: refused as not mine.
    const claimed = await upload(creatorCredentials, 'claimed.png', png, 'image/png', mallory.sub);
    expect(errorsOf(await backend.graphql(SUBMIT, { recordId: banId, uploadKey: claimed }, as(creator)))[0]).toMatch(/^Unauthorized: /);
    expect(await banNow()).toMatchObject({ evidenceItems: 3 });
  });

  it('removes the record’s events, items and sealed files when the creator deletes it', async () => {
    const uploadKey = await upload(creatorCredentials, 'last.png', png, 'image/png', creator.sub);
    const item = dataOf<{ fileKey: string; id: string }>(await backend.graphql(SUBMIT, { recordId: banId, uploadKey }, as(creator)), 'submitMyEvidence');
    dataOf(await backend.graphql(`mutation ($id: ID!) { deleteMyPlatformBan(id: $id) { id } }`, { id: banId }, as(creator)), 'deleteMyPlatformBan');
    expect(dataOf(await backend.graphql(GET_ITEM, { id: item.id }, asGuest()), 'getEvidenceItem')).toBeNull();
    const events = await backend.graphql(`query ($key: String!) { listAppealEventByRecordKeyAndDate(recordKey: $key) { items { id } } }`, { key: `PlatformBan#${banId}` }, asGuest());
    expect(dataOf(events, 'listAppealEventByRecordKeyAndDate')).toEqual({ items: [] });
    await expect(s3As(await backend.guestCredentials()).send(new GetObjectCommand({ Bucket: storage().bucket, Key: item.fileKey }))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });
});
