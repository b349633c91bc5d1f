/**
 * Take my data over the DynamoDB port the accountData function uses, against AWS's own DynamoDB
 * Local with the tables Gen 2 deploys: the same export as on the in-memory port (every index it
 * reads exists under the name the port asks for, the bounded reads stop at their limit), and a
 * request's life (the conditional replacement of the one record per account).
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AppSyncResolverEvent, DynamoDBStreamEvent } from 'aws-lambda';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { addMyAppealEvent } from '../../data/creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../../data/creator-records/in-memory-evidence-files.test-helper';
import type { RecordCaller, RecordClock } from '../../data/creator-records/records-port';
import { saveMyPlatformBan, saveMyShadowbanReport } from '../../data/creator-records/save-my-ban-records';
import { saveMyBrief } from '../../data/creator-records/save-my-brief';
import { saveMyProfile } from '../../data/creator-records/save-my-profile';
import { submitMyEvidence } from '../../data/creator-records/submit-my-evidence';
import { hideRecord } from '../../data/moderation/hide-record';
import type { AccountFactsPort, ExportStoragePort } from '../../data/account-data/account-data-ports';
import { writeAccountExport } from '../../data/account-data/account-export';
import { myDataExport, prepareMyData, requestMyData } from '../../data/account-data/data-export-requests';
import { readZip } from '../../data/account-data/read-zip.test-helper';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { createDynamoRecordsPort } from '../shared/dynamodb-records-port';

// The handler's bucket and pool are the only parts not on DynamoDB Local: stood in for here.
jest.mock('./s3-export-storage', () => ({ createS3ExportStorage: () => mockStorage }));
jest.mock('./cognito-account-facts', () => ({ createCognitoAccountFacts: () => mockFacts }));

jest.setTimeout(60_000);
const local = dynamoDbLocalForFile();
const port = () => createDynamoRecordsPort(local().documents);
const files = createInMemoryEvidenceFiles();

const callerOf = (sub: string, groups: string[] = []): RecordCaller => ({ sub, owner: `${sub}::${sub}`, groups });
const anika = callerOf('sub-x-anika');
const mallory = callerOf('sub-x-mallory');
const moderator = callerOf('sub-x-mod', ['MODERATORS']);
let ids = 0;
let minute = 0;
const clock = (): RecordClock => ({ now: new Date(Date.UTC(2026, 10, 20, 10, minute++)), newId: () => `x-${++ids}` });
const mockFacts: AccountFactsPort = {
  read: async (sub) => ({ sub, username: sub, attributes: { email: `${sub}@example.com` }, pendingEmail: null, status: 'CONFIRMED', enabled: true, groups: [], secondFactors: [], preferredSecondFactor: null, createdAt: null, updatedAt: null }),
  signIns: async () => [],
};
const mockStorage: ExportStoragePort = {
  open: async (key) => (files.objects.has(key) ? Readable.from([files.objects.get(key)!.body]) : null),
  async write(key, body, { contentType }) {
    const chunks: Buffer[] = [];
    await pipeline(body, new Writable({ write: (chunk: Buffer, _encoding, callback) => (chunks.push(chunk), callback()) }));
    files.objects.set(key, { body: Buffer.concat(chunks), contentType, metadata: new Map() });
    return Buffer.concat(chunks).length;
  },
  remove: async (key) => void files.objects.delete(key),
  isIdentityOf: async () => null,
  downloadLink: async (key) => `https://bucket.example/${key}`,
};
const facts = mockFacts;
const storage = mockStorage;

async function exportOf(caller: RecordCaller, limits?: { recordsPerKind: number; fileBytes: number }) {
  const { stream, manifest } = writeAccountExport({ port: port(), facts, storage, limits }, caller, new Date('2026-11-21T12:00:00Z'));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const entries = await readZip(Buffer.concat(chunks));
  return { read: (name: string) => JSON.parse(String(entries.get(name))) as { id: string; [field: string]: unknown }[], manifest: await manifest, entries };
}

describe('take my data on DynamoDB', () => {
  let records: Record<string, { id: string }>;
  beforeAll(async () => {
    const profile = await saveMyProfile(port(), anika, clock(), { username: 'x-anika', displayName: 'Anika' });
    await saveMyProfile(port(), mallory, clock(), { username: 'x-mallory', displayName: 'Mallory' });
    const draft = await saveMyBrief(port(), anika, clock(), { title: 'Not yet', description: 'A draft.', categories: 'Power', status: 'DRAFT' });
    const ban = await saveMyPlatformBan(port(), anika, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01' });
    const second = await saveMyPlatformBan(port(), anika, clock(), { platformId: 'tiktok', isActive: true, dateOfBan: '2026-03-02' });
    const anonymous = await saveMyShadowbanReport(port(), anika, clock(), { platform: 'X', category: 'Search', description: 'Gone.', restrictionType: 'Hidden', date: '2026-03-02', isAnonymous: true });
    const event = await addMyAppealEvent(port(), anika, clock(), { recordModel: 'PlatformBan', recordId: ban.id, kind: 'FILED', date: '2026-03-05' });
    const item = await submitMyEvidence(port(), files, anika, clock(), { recordModel: 'ShadowbanExperience', recordId: anonymous.id, text: 'It said: limited.' });
    const hidden = await saveMyPlatformBan(port(), anika, clock(), { platformId: 'twitch', isActive: true, dateOfBan: '2026-01-05' });
    await submitMyEvidence(port(), files, anika, clock(), { recordModel: 'PlatformBan', recordId: hidden.id, text: 'The notice.' });
    await hideRecord(port(), files, moderator, clock(), { model: 'PlatformBan', id: hidden.id, reason: 'No evidence' });
    const mallorys = await saveMyPlatformBan(port(), mallory, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01' });
    records = { profile, draft, ban, second, anonymous, event, item, hidden, mallorys };
  });

  it('reads every kind by its index, as the in-memory port does, and nothing of another creator', async () => {
    const { read, manifest, entries } = await exportOf(anika);
    expect(read('briefs.json').map((brief) => brief.id)).toEqual([records.draft.id]);
    expect(read('platform-bans.json').map((ban) => ban.id).sort()).toEqual([records.ban.id, records.second.id].sort());
    expect(read('platform-bans.json').find((ban) => ban.id === records.ban.id)).toMatchObject({ appealEvents: [{ id: records.event.id }] });
    expect(read('shadowban-reports.json')).toEqual([expect.objectContaining({ id: records.anonymous.id, anonymised: true, evidenceItems: [expect.objectContaining({ id: records.item.id })] })]);
    // The hidden ban, its evidence item and its verification step (found through cascadeOf).
    expect(read('hidden-records.json').map((entry) => entry.model).sort()).toEqual(['EvidenceItem', 'PlatformBan', 'VerificationStep']);
    expect([...entries.values()].map(String).join('\n')).not.toContain(records.mallorys.id);
    expect(manifest.leftOut).toEqual([]);
  });

  it('stops each bounded read at its limit and says so', async () => {
    const { read, manifest } = await exportOf(anika, { recordsPerKind: 1, fileBytes: 1024 });
    expect(read('platform-bans.json')).toHaveLength(1);
    expect(manifest.leftOut).toEqual(expect.arrayContaining([expect.objectContaining({ part: 'platform-bans.json', count: null })]));
  });

  it('keeps one export record per account, replaced only as read', async () => {
    let now = new Date('2026-11-21T12:00:00Z');
    const context = { port: port(), caller: anika, clock: { now: () => now }, storage, facts, mail: { dataReady: async () => undefined } };
    const { doc } = await requestMyData(context, { identityId: 'us-west-2:33333333-3333-4333-8333-333333333333' });
    now = new Date('2026-11-21T12:00:03Z');
    await prepareMyData(context, doc);
    expect(await myDataExport(context)).toMatchObject({ status: 'READY', downloadUrl: expect.stringMatching(/^https:\/\/bucket\.example\/account-exports\/us-west-2:3{8}/) });
    // A preparation that lost the record to a newer request writes nothing that stays.
    now = new Date('2026-11-21T13:00:04Z');
    const newer = await requestMyData(context, { identityId: 'us-west-2:33333333-3333-4333-8333-333333333333' });
    expect(await prepareMyData(context, doc)).toBeNull();
    expect(await myDataExport(context)).toMatchObject({ status: 'PREPARING', requestedAt: newer.doc.requestedAt });
  });

  it('answers AppSync as the resolver and prepares what the table’s stream reports, once', async () => {
    process.env.SIGN_INS_TABLE_NAME = 'AccountSignIns-local';
    const { handler } = await import('./handler');
    const dana = callerOf('sub-x-dana');
    const appsync = (fieldName: string, args: Record<string, unknown>) =>
      handler({ info: { fieldName }, arguments: args, identity: { sub: dana.sub, username: dana.sub, groups: [] } } as unknown as AppSyncResolverEvent<Record<string, unknown>>);
    expect(await appsync('myDataExport', {})).toMatchObject({ status: 'NONE' });
    expect(await appsync('requestMyData', { identityId: 'us-west-2:44444444-4444-4444-8444-444444444444' })).toMatchObject({ status: 'PREPARING' });
    const stored = await port().get('AccountDataExport', dana.sub);
    const streamed = (eventName: 'INSERT' | 'MODIFY', next: Record<string, unknown>, previous?: Record<string, unknown>) =>
      handler({
        Records: [{ eventName, dynamodb: { NewImage: marshall(next, { removeUndefinedValues: true }), ...(previous ? { OldImage: marshall(previous, { removeUndefinedValues: true }) } : {}) } }],
      } as unknown as DynamoDBStreamEvent);
    await streamed('INSERT', stored!);
    const ready = (await appsync('myDataExport', {})) as { status: string; downloadUrl: string };
    expect(ready).toMatchObject({ status: 'READY', downloadUrl: expect.stringMatching(/^https:\/\/bucket\.example\/account-exports\/us-west-2:4{8}/) });
    // Its own change to READY (and any other change of the same request) starts nothing.
    const settled = await port().get('AccountDataExport', dana.sub);
    const exports = () => [...files.objects.keys()].filter((key) => key.includes('44444444-4444'));
    const before = exports();
    await streamed('MODIFY', settled!, stored!);
    expect(exports()).toEqual(before);
    expect(await appsync('myDataExport', {})).toMatchObject({ status: 'READY', downloadUrl: ready.downloadUrl });
  });
});
