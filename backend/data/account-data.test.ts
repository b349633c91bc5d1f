/**
 * Take my data (issue 48) through the real doors: the unmodified aws-amplify client signs in and
 * calls requestMyData / myDataExport as the site does; the export is prepared after the answer,
 * written to the caller's own `account-exports/<identity id>/` folder, announced in the outbox, and
 * downloaded with the link the query hands out. Another account reads neither the object nor the link's record.
 */
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { readZip } from '../../amplify/data/account-data/read-zip.test-helper';
import type { Schema } from '../../lib/data/schema';
import { findLatestMessageTo } from '../core/mail/read-outbox';
import { makePng } from '../storage/test-support/test-files';
import { settleAccountExports, sweepExpiredExports } from './custom-operations/account-data';
import { createSqlRecordsPort } from './custom-operations/sql-records-port';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import type { AwsCredentials } from './test-support/sign-appsync-request';
import { startDataBackend, TEST_PASSWORD, type DataTestBackend, type GraphqlAnswer, type TestUser } from './test-support/start-data-backend';

jest.setTimeout(180_000);

const SAVE_PROFILE = `mutation ($username: String!) { saveMyProfile(username: $username, displayName: "Creator") { id } }`;
const SAVE_BAN = `mutation ($anonymous: Boolean) { saveMyPlatformBan(platformId: "youtube", isActive: true, dateOfBan: "2026-03-01", isAnonymous: $anonymous) { id } }`;
const SAVE_DRAFT = `mutation { saveMyBrief(title: "Half written", description: "A draft.", categories: "Power", status: DRAFT) { id } }`;
const SUBMIT = `mutation ($recordId: ID!, $uploadKey: String) { submitMyEvidence(recordModel: PlatformBan, recordId: $recordId, uploadKey: $uploadKey) { id sha256 fileName } }`;
const ADD_EVENT = `mutation ($recordId: ID!) { addMyAppealEvent(recordModel: PlatformBan, recordId: $recordId, kind: FILED, date: "2026-03-05") { id } }`;
const REQUEST = `mutation ($identityId: String!) { requestMyData(identityId: $identityId) { status nextRequestAt } }`;
const GET_EXPORT = `query ($id: ID!) { getAccountDataExport(id: $id) { id status } }`;

const dataOf = <T>(answer: GraphqlAnswer, field: string): T => {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data?.[field] as T;
};

let backend: DataTestBackend & { dataDir?: string };
let creator: TestUser;
let mallory: TestUser;
let creatorCredentials: AwsCredentials & { identityId: string };
let malloryCredentials: AwsCredentials & { identityId: string };
const clients: S3Client[] = [];
const client = generateClient<Schema>({ authMode: 'userPool' });
const as = (user: TestUser) => ({ token: user.accessToken });
const storage = () => ({ endpoint: (backend.outputs.custom as { storage_endpoint: string }).storage_endpoint, bucket: (backend.outputs.storage as { bucket_name: string }).bucket_name });
const s3As = (credentials: AwsCredentials) => {
  const s3 = new S3Client({ region: 'us-west-2', endpoint: storage().endpoint, forcePathStyle: true, credentials, maxAttempts: 1 });
  clients.push(s3);
  return s3;
};


beforeAll(async () => {
  backend = await startDataBackend({ withStorage: true });
  configureAmplifyData(backend.outputs);
  creator = await backend.createUser('exporter@example.com');
  mallory = await backend.createUser('mallory.export@example.com');
  [creatorCredentials, malloryCredentials] = await Promise.all([backend.signedInCredentials(creator), backend.signedInCredentials(mallory)]);
  dataOf(await backend.graphql(SAVE_PROFILE, { username: 'exporter' }, as(creator)), 'saveMyProfile');
  dataOf(await backend.graphql(SAVE_PROFILE, { username: 'mallory' }, as(mallory)), 'saveMyProfile');
});
afterAll(async () => {
  await signOut().catch(() => undefined);
  for (const s3 of clients) s3.destroy();
  await backend?.close();
});

describe('take my data, through the Amplify client', () => {
  it('prepares a ZIP of every record of the caller in their own folder, mails them, and hands out a working link', async () => {
    const ban = dataOf<{ id: string }>(await backend.graphql(SAVE_BAN, { anonymous: false }, as(creator)), 'saveMyPlatformBan');
    const anonymous = dataOf<{ id: string }>(await backend.graphql(SAVE_BAN, { anonymous: true }, as(creator)), 'saveMyPlatformBan');
    const draft = dataOf<{ id: string }>(await backend.graphql(SAVE_DRAFT, {}, as(creator)), 'saveMyBrief');
    const event = dataOf<{ id: string }>(await backend.graphql(ADD_EVENT, { recordId: anonymous.id }, as(creator)), 'addMyAppealEvent');
    const png = await makePng();
    const uploadKey = `evidence-uploads/${creatorCredentials.identityId}/u1--notice.png`;
    await s3As(creatorCredentials).send(new PutObjectCommand({ Bucket: storage().bucket, Key: uploadKey, Body: png, ContentType: 'image/png', Metadata: { 'owner-sub': creator.sub } }));
    const item = dataOf<{ id: string; sha256: string; fileName: string }>(await backend.graphql(SUBMIT, { recordId: ban.id, uploadKey }, as(creator)), 'submitMyEvidence');
    const mallorysBan = dataOf<{ id: string }>(await backend.graphql(SAVE_BAN, { anonymous: false }, as(mallory)), 'saveMyPlatformBan');

    await signIn({ username: creator.email, password: TEST_PASSWORD });
    const { identityId } = await fetchAuthSession();
    expect(identityId).toBe(creatorCredentials.identityId);
    expect((await client.queries.myDataExport()).data).toMatchObject({ status: 'NONE', downloadUrl: null });
    const asked = await client.mutations.requestMyData({ identityId: identityId! });
    expect(asked.errors).toBeUndefined();
    expect(asked.data).toMatchObject({ status: expect.stringMatching(/^(PREPARING|READY)$/) });
    await settleAccountExports();

    const { data: ready, errors } = await client.queries.myDataExport();
    expect(errors).toBeUndefined();
    expect(ready).toMatchObject({ status: 'READY', fileName: expect.stringMatching(/^streamit-data-\d{4}-\d\d-\d\d-[0-9a-f]{12}\.zip$/), size: expect.any(Number) });
    // Kept 7 days (to the second, as the table's TTL counts).
    expect(7 * 24 * 60 * 60 * 1000 - (Date.parse(ready!.expiresAt!) - Date.parse(ready!.readyAt!))).toBeLessThan(1000);
    const mail = await findLatestMessageTo(backend.dataDir!, creator.email);
    expect(mail).toMatchObject({ subject: 'Your data is ready' });
    expect(mail?.text).toContain('/me/security');

    const response = await fetch(ready!.downloadUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(ready!.fileName!);
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    const read = (name: string) => JSON.parse(String(entries.get(name))) as Record<string, unknown>[];
    expect((read('account.json') as unknown as { attributes: { email: string } }).attributes.email).toBe(creator.email);
    expect(read('briefs.json').map((brief) => brief.id)).toEqual([draft.id]);
    const bans = read('platform-bans.json');
    expect(bans.map((record) => record.id).sort()).toEqual([ban.id, anonymous.id].sort());
    expect(bans.find((record) => record.id === anonymous.id)).toMatchObject({ anonymised: true, appealEvents: [{ id: event.id }] });
    expect(bans.find((record) => record.id === ban.id)).toMatchObject({ evidenceItems: [{ id: item.id, sha256: item.sha256 }] });
    expect(entries.get(`files/evidence/${item.id}/${item.fileName}`)).toEqual(png);
    expect([...entries.values()].map(String).join('\n')).not.toContain(mallorysBan.id);

    // Only its owner reads it: another account's credentials are refused, and the record is not theirs to read.
    const key = `account-exports/${identityId}/${ready!.fileName}`;
    await expect(s3As(malloryCredentials).send(new GetObjectCommand({ Bucket: storage().bucket, Key: key }))).rejects.toMatchObject({ name: 'AccessDenied' });
    const own = await s3As(creatorCredentials).send(new GetObjectCommand({ Bucket: storage().bucket, Key: key }));
    expect(own.ContentLength).toBe(ready!.size);
    expect(dataOf(await backend.graphql(GET_EXPORT, { id: creator.sub }, as(mallory)), 'getAccountDataExport')).toBeNull();
    expect(dataOf(await backend.graphql(GET_EXPORT, { id: creator.sub }, as(creator)), 'getAccountDataExport')).toMatchObject({ status: 'READY' });

    // One an hour.
    const again = await client.mutations.requestMyData({ identityId: identityId! });
    expect(again.errors?.[0]).toMatchObject({ errorType: 'BadRequest', message: expect.stringMatching(/^You can ask for your data once an hour: ask again after /) });
  });

  it('refuses an identity folder that is not the caller’s, and guests', async () => {
    const refused = await backend.graphql(REQUEST, { identityId: malloryCredentials.identityId }, as(creator));
    expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const guest = await backend.graphql(REQUEST, { identityId: malloryCredentials.identityId }, { apiKey: backend.apiKey });
    expect(guest.body.errors?.[0]?.errorType).toMatch(/Unauthorized/);
  });
});

describe('the sweep of expired exports', () => {
  it('deletes an export whose time is up, file and record, and leaves a current one', async () => {
    const db = backend.backend.context.db;
    const removed: string[] = [];
    const record = (id: string, expiresAt: number) => ({ id, owner: `${id}::${id}`, status: 'READY', identityId: 'x', requestedAt: '2026-01-01T00:00:00.000Z', expiresAt, fileKey: `account-exports/x/${id}.zip`, createdAt: 'a', updatedAt: 'a' });
    const port = createSqlRecordsPort(db);
    const now = new Date('2026-12-01T00:00:00Z');
    await port.commit([
      { kind: 'create', model: 'AccountDataExport', doc: record('sweep-old', Math.floor(now.getTime() / 1000) - 1) },
      { kind: 'create', model: 'AccountDataExport', doc: record('sweep-new', Math.floor(now.getTime() / 1000) + 60) },
    ]);
    expect(await sweepExpiredExports(db, { remove: async (key) => void removed.push(key) }, now)).toBeGreaterThanOrEqual(1);
    expect(removed).toContain('account-exports/x/sweep-old.zip');
    expect(removed).not.toContain('account-exports/x/sweep-new.zip');
    expect(await port.get('AccountDataExport', 'sweep-old')).toBeNull();
    expect(await port.get('AccountDataExport', 'sweep-new')).not.toBeNull();
  });
});
