import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readZip } from './read-zip.test-helper';
import { addMyAppealEvent } from '../creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../creator-records/in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock } from '../creator-records/records-port';
import { saveMyPlatformBan, saveMyShadowbanReport } from '../creator-records/save-my-ban-records';
import { saveMyBrief } from '../creator-records/save-my-brief';
import { saveMyProfile } from '../creator-records/save-my-profile';
import { submitMyEvidence } from '../creator-records/submit-my-evidence';
import { evidenceUploadKey } from '../creator-records/trail-limits';
import { hideRecord } from '../moderation/hide-record';
import { EXPORT_INTERVAL_MS, EXPORT_KEPT_MS, EXPORT_PREPARE_DEADLINE_MS } from './account-data-limits';
import type { AccountFactsPort, ExportStoragePort } from './account-data-ports';
import { writeAccountExport } from './account-export';
import { EXPORT_MODEL, myDataExport, prepareMyData, requestMyData } from './data-export-requests';

const callerOf = (sub: string, groups: string[] = []): RecordCaller => ({ sub, owner: `${sub}::${sub}`, groups });
const anika = callerOf('sub-anika');
const mallory = callerOf('sub-mallory');
const moderator = callerOf('sub-mod', ['MODERATORS']);
const ANIKA_FOLDER = 'us-west-2:11111111-1111-4111-8111-111111111111';
const MALLORY_FOLDER = 'us-west-2:22222222-2222-4222-8222-222222222222';
let ids = 0;
let minute = 0;
const clock = (): RecordClock => ({ now: new Date(Date.UTC(2026, 10, 20, 10, minute++)), newId: () => `id-${++ids}` });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('anika’s notice, as a picture')]);

const facts: AccountFactsPort = {
  read: async (sub) => ({
    sub,
    username: sub,
    attributes: { email: `${sub}@example.com`, email_verified: 'true', sub },
    pendingEmail: null,
    status: 'CONFIRMED',
    enabled: true,
    groups: [],
    secondFactors: ['SOFTWARE_TOKEN_MFA'],
    preferredSecondFactor: 'SOFTWARE_TOKEN_MFA',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }),
  signIns: async () => [{ signedInAt: '2026-11-20T09:00:00.000Z', device: 'Chrome on Linux', signInMark: null }],
};

/** A creator with one of every kind of record, and another creator beside her. */
async function setUp() {
  const port = createInMemoryRecordsPort();
  const files = createInMemoryEvidenceFiles(new Map([[ANIKA_FOLDER, anika.sub], [MALLORY_FOLDER, mallory.sub]]));
  const profile = await saveMyProfile(port, anika, clock(), { username: 'anika', displayName: 'Anika' });
  await saveMyProfile(port, mallory, clock(), { username: 'mallory', displayName: 'Mallory' });
  const published = await saveMyBrief(port, anika, clock(), { title: 'Why I left', description: 'A published brief.', categories: 'Power', status: 'PUBLISHED' });
  const draft = await saveMyBrief(port, anika, clock(), { title: 'Not yet', description: 'A draft.', categories: 'Power', status: 'DRAFT' });
  const ban = await saveMyPlatformBan(port, anika, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', explanation: 'Strike three.' });
  const anonymousBan = await saveMyPlatformBan(port, anika, clock(), { platformId: 'x', isActive: true, dateOfBan: '2026-02-01', isAnonymous: true });
  const report = await saveMyShadowbanReport(port, anika, clock(), { platform: 'TIKTOK', category: 'Reach', description: 'Views fell.', restrictionType: 'Demoted', date: '2026-03-01' });
  const anonymousReport = await saveMyShadowbanReport(port, anika, clock(), { platform: 'X', category: 'Search', description: 'Gone from search.', restrictionType: 'Hidden', date: '2026-03-02', isAnonymous: true });
  const hiddenBan = await saveMyPlatformBan(port, anika, clock(), { platformId: 'twitch', isActive: true, dateOfBan: '2026-01-05' });
  const event = await addMyAppealEvent(port, anika, clock(), { recordModel: 'PlatformBan', recordId: ban.id, kind: 'FILED', date: '2026-03-05', note: 'Sent the form.' });
  const anonymousEvent = await addMyAppealEvent(port, anika, clock(), { recordModel: 'PlatformBan', recordId: anonymousBan.id, kind: 'FILED', date: '2026-02-03' });
  const uploadKey = evidenceUploadKey(ANIKA_FOLDER, 'anika-notice.png', 'u1');
  files.upload(uploadKey, PNG, 'image/png', anika.sub);
  const fileItem = await submitMyEvidence(port, files, anika, clock(), { recordModel: 'PlatformBan', recordId: ban.id, uploadKey });
  const textItem = await submitMyEvidence(port, files, anika, clock(), { recordModel: 'ShadowbanExperience', recordId: anonymousReport.id, text: 'The screenshot said: limited.' });
  const hiddenItemKey = evidenceUploadKey(ANIKA_FOLDER, 'twitch.png', 'u2');
  files.upload(hiddenItemKey, PNG, 'image/png', anika.sub);
  const hiddenItem = await submitMyEvidence(port, files, anika, clock(), { recordModel: 'PlatformBan', recordId: hiddenBan.id, uploadKey: hiddenItemKey });
  await hideRecord(port, files, moderator, clock(), { model: 'PlatformBan', id: hiddenBan.id, reason: 'No evidence of the ban' });
  // Mallory's records must never appear in Anika's export.
  const mallorysBan = await saveMyPlatformBan(port, mallory, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', explanation: 'Mallory’s own.' });
  const records = { profile, published, draft, ban, anonymousBan, report, anonymousReport, hiddenBan, event, anonymousEvent, fileItem, textItem, hiddenItem, mallorysBan };
  return { port, files, records };
}

/** The bucket port over the in-memory objects, with exports kept in the same map. */
function storageOver(files: ReturnType<typeof createInMemoryEvidenceFiles>, identities = new Map([[ANIKA_FOLDER, anika.sub], [MALLORY_FOLDER, mallory.sub]])): ExportStoragePort {
  return {
    open: async (key) => {
      const found = files.objects.get(key);
      return found ? Readable.from([found.body]) : null;
    },
    async write(key, body, { contentType }) {
      const chunks: Buffer[] = [];
      await pipeline(body, new Writable({ write: (chunk: Buffer, _encoding, callback) => (chunks.push(chunk), callback()) }));
      const bytes = Buffer.concat(chunks);
      files.objects.set(key, { body: bytes, contentType, metadata: new Map() });
      return bytes.length;
    },
    remove: async (key) => void files.objects.delete(key),
    isIdentityOf: async (identityId, sub) => (identities.has(identityId) ? identities.get(identityId) === sub : null),
    downloadLink: async (key, identityId, seconds) => `https://bucket.example/${key}?for=${identityId}&seconds=${seconds}`,
  };
}


async function exportOf(port: ReturnType<typeof createInMemoryRecordsPort>, files: ReturnType<typeof createInMemoryEvidenceFiles>, caller: RecordCaller, limits?: { recordsPerKind: number; fileBytes: number }) {
  const { stream, manifest } = writeAccountExport({ port, facts, storage: storageOver(files), limits }, caller, new Date('2026-11-21T12:00:00Z'));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const entries = await readZip(Buffer.concat(chunks));
  const read = (name: string) => JSON.parse(String(entries.get(name))) as unknown;
  return { entries, read, manifest: await manifest };
}

const idsOf = (list: unknown) => (list as { id: string }[]).map((record) => record.id).sort();

describe('an account’s export', () => {
  it('holds every kind of record of the caller — drafts, anonymised and hidden ones, trails and files — and nothing of anyone else', async () => {
    const { port, files, records } = await setUp();
    const { entries, read, manifest } = await exportOf(port, files, anika);
    expect([...entries.keys()].sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'briefs.json',
        `files/evidence/${records.fileItem.id}/anika-notice.png`,
        `files/evidence/${records.hiddenItem.id}/twitch.png`,
        'hidden-records.json',
        'manifest.json',
        'platform-bans.json',
        'profile.json',
        'shadowban-reports.json',
      ].sort(),
    );
    expect(read('account.json')).toMatchObject({ sub: anika.sub, attributes: { email: 'sub-anika@example.com' }, secondFactors: ['SOFTWARE_TOKEN_MFA'], lastSignIns: [{ device: 'Chrome on Linux' }] });
    expect(read('profile.json')).toMatchObject({ id: records.profile.id, username: 'anika' });
    expect(idsOf(read('briefs.json'))).toEqual([records.published.id, records.draft.id].sort());
    const bans = read('platform-bans.json') as { id: string; anonymised: boolean; appealEvents: { id: string }[]; evidenceItems: { id: string; fileInExport?: string }[] }[];
    expect(idsOf(bans)).toEqual([records.ban.id, records.anonymousBan.id].sort());
    const named = bans.find((ban) => ban.id === records.ban.id)!;
    expect(named).toMatchObject({ anonymised: false, appealEvents: [{ id: records.event.id }], evidenceItems: [{ id: records.fileItem.id, sha256: records.fileItem.sha256 }] });
    expect(named.evidenceItems[0].fileInExport).toBe(`files/evidence/${records.fileItem.id}/anika-notice.png`);
    expect(bans.find((ban) => ban.id === records.anonymousBan.id)).toMatchObject({ anonymised: true, appealEvents: [{ id: records.anonymousEvent.id }] });
    const reports = read('shadowban-reports.json') as { id: string; anonymised: boolean; evidenceItems: { id: string }[] }[];
    expect(idsOf(reports)).toEqual([records.report.id, records.anonymousReport.id].sort());
    expect(reports.find((report) => report.id === records.anonymousReport.id)).toMatchObject({ anonymised: true, evidenceItems: [{ id: records.textItem.id, text: 'The screenshot said: limited.' }] });
    // The hidden ban with its trail, the reason kept and the moderator's name left out; its file from where it is withheld.
    const hidden = read('hidden-records.json') as { model: string; recordId: string; reason: string; hiddenBy?: string; record: { fileInExport?: string } }[];
    expect(hidden.find((entry) => entry.model === 'PlatformBan')).toMatchObject({ recordId: records.hiddenBan.id, reason: 'No evidence of the ban' });
    expect(hidden.find((entry) => entry.model === 'EvidenceItem')?.record.fileInExport).toBe(`files/evidence/${records.hiddenItem.id}/twitch.png`);
    expect(hidden.every((entry) => entry.hiddenBy === undefined)).toBe(true);
    expect(entries.get(`files/evidence/${records.fileItem.id}/anika-notice.png`)).toEqual(PNG);
    // Mallory's records nowhere.
    const everything = [...entries.values()].map(String).join('\n');
    expect(everything).not.toContain(records.mallorysBan.id);
    expect(everything).not.toContain('Mallory');
    expect(manifest).toMatchObject({ counts: { profile: 1, briefs: 2, PlatformBan: 2, ShadowbanExperience: 2, hiddenRecords: 3, appealEvents: 2, evidenceItems: 2 }, leftOut: [], files: { included: 2, leftOut: [] } });
    expect(read('manifest.json')).toEqual(JSON.parse(JSON.stringify(manifest)));
  });

  it('says what its bounds left out rather than cutting silently', async () => {
    const { port, files, records } = await setUp();
    const { read, manifest } = await exportOf(port, files, anika, { recordsPerKind: 1, fileBytes: 10 });
    expect((read('platform-bans.json') as unknown[]).length).toBe(1);
    expect(manifest.leftOut).toEqual(
      expect.arrayContaining([
        { part: 'platform-bans.json (anonymised)', count: 1, why: 'an export holds at most 1 records of one kind' },
        { part: 'hidden-records.json', count: null, why: 'an export holds at most 1 records of one kind' },
      ]),
    );
    expect(manifest.files.leftOut).toEqual(expect.arrayContaining([expect.objectContaining({ itemId: records.fileItem.id, why: expect.stringContaining('MB of files') })]));
    expect(manifest.files.included).toBe(0);
  });

  it('of an account without a profile holds its account and empty lists', async () => {
    const { port, files } = await setUp();
    const { read, manifest } = await exportOf(port, files, callerOf('sub-reader'));
    expect(read('profile.json')).toBeNull();
    expect(read('briefs.json')).toEqual([]);
    expect(read('platform-bans.json')).toEqual([]);
    expect(read('account.json')).toMatchObject({ sub: 'sub-reader' });
    expect(manifest.counts).toMatchObject({ profile: 0, signIns: 1 });
  });
});

describe('asking for one’s data', () => {
  const contextOf = (port: ReturnType<typeof createInMemoryRecordsPort>, files: ReturnType<typeof createInMemoryEvidenceFiles>, now: () => Date) => {
    const mails: { to: string; expiresAt: Date }[] = [];
    const context = { port, caller: anika, clock: { now }, storage: storageOver(files), facts, mail: { dataReady: async (to: string, expiresAt: Date) => void mails.push({ to, expiresAt }) } };
    return { context, mails };
  };

  it('prepares it into the caller’s own folder, mails the owner, hands a link until its time is up, then deletes it', async () => {
    const { port, files } = await setUp();
    let now = new Date('2026-11-21T12:00:00Z');
    const { context, mails } = contextOf(port, files, () => now);
    expect(await myDataExport(context)).toMatchObject({ status: 'NONE' });
    const { doc, isNew } = await requestMyData(context, { identityId: ANIKA_FOLDER });
    expect(isNew).toBe(true);
    expect(await myDataExport(context)).toMatchObject({ status: 'PREPARING', requestedAt: '2026-11-21T12:00:00.000Z', downloadUrl: null });
    // Asking again while it prepares answers the same export.
    expect((await requestMyData(context, { identityId: ANIKA_FOLDER })).isNew).toBe(false);
    now = new Date('2026-11-21T12:00:05Z');
    await prepareMyData(context, doc);
    const ready = await myDataExport(context);
    expect(ready).toMatchObject({ status: 'READY', readyAt: '2026-11-21T12:00:05.000Z', expiresAt: '2026-11-28T12:00:05.000Z', nextRequestAt: '2026-11-21T13:00:00.000Z' });
    expect(ready.downloadUrl).toMatch(new RegExp(`^https://bucket\\.example/account-exports/${ANIKA_FOLDER}/streamit-data-2026-11-21-[0-9a-f]{12}\\.zip\\?for=${ANIKA_FOLDER}&seconds=900$`));
    const key = `account-exports/${ANIKA_FOLDER}/${ready.fileName}`;
    expect(files.objects.get(key)?.contentType).toBe('application/zip');
    expect(mails).toEqual([{ to: 'sub-anika@example.com', expiresAt: new Date('2026-11-28T12:00:05.000Z') }]);
    // Once an hour.
    await expect(requestMyData(context, { identityId: ANIKA_FOLDER })).rejects.toMatchObject({ errorType: 'BadRequest', message: 'You can ask for your data once an hour: ask again after 2026-11-21 13:00 UTC.' });
    // Past its time: refused (no link) and deleted.
    now = new Date(now.getTime() + EXPORT_KEPT_MS);
    expect(await myDataExport(context)).toMatchObject({ status: 'NONE', downloadUrl: null });
    expect(files.objects.has(key)).toBe(false);
    expect(await port.get(EXPORT_MODEL, anika.sub)).toBeNull();
  });

  it('replaces the last download with a new one after the hour', async () => {
    const { port, files } = await setUp();
    let now = new Date('2026-11-21T12:00:00Z');
    const { context } = contextOf(port, files, () => now);
    await prepareMyData(context, (await requestMyData(context, { identityId: ANIKA_FOLDER })).doc);
    const first = await myDataExport(context);
    now = new Date(now.getTime() + EXPORT_INTERVAL_MS + 1000);
    await prepareMyData(context, (await requestMyData(context, { identityId: ANIKA_FOLDER })).doc);
    const second = await myDataExport(context);
    expect(second.fileName).not.toBe(first.fileName);
    expect(files.objects.has(`account-exports/${ANIKA_FOLDER}/${first.fileName}`)).toBe(false);
  });

  it('refuses someone else’s folder, and lets a stopped or failed preparation be asked for again at once', async () => {
    const { port, files } = await setUp();
    let now = new Date('2026-11-21T12:00:00Z');
    const { context } = contextOf(port, files, () => now);
    await expect(requestMyData(context, { identityId: MALLORY_FOLDER })).rejects.toMatchObject({ errorType: 'Unauthorized' });
    await expect(requestMyData(context, {})).rejects.toMatchObject({ errorType: 'BadRequest' });
    await requestMyData(context, { identityId: ANIKA_FOLDER });
    now = new Date(now.getTime() + EXPORT_PREPARE_DEADLINE_MS + 1000);
    expect(await myDataExport(context)).toMatchObject({ status: 'FAILED', failure: expect.stringContaining('stopped before it finished'), nextRequestAt: null });
    const again = await requestMyData(context, { identityId: ANIKA_FOLDER });
    // A read that fails fails the export as a whole, and leaves nothing in the bucket.
    const broken = { ...context, storage: { ...context.storage, open: async () => Readable.from((async function* () { yield Buffer.from('x'); throw new Error('disk gone'); })()) } };
    await expect(prepareMyData(broken, again.doc)).rejects.toThrow('disk gone');
    expect(await myDataExport(context)).toMatchObject({ status: 'FAILED', failure: expect.stringContaining('could not prepare your data') });
    expect([...files.objects.keys()].filter((key) => key.startsWith('account-exports/'))).toEqual([]);
    expect((await requestMyData(context, { identityId: ANIKA_FOLDER })).isNew).toBe(true);
  });
});
