import { addMyAppealEvent } from '../creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../creator-records/in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock, RecordsPort } from '../creator-records/records-port';
import { refusal } from '../creator-records/refusal.test-helper';
import { saveMyPlatformBan, saveMyShadowbanReport } from '../creator-records/save-my-ban-records';
import { saveMyProfile } from '../creator-records/save-my-profile';
import { submitMyEvidence } from '../creator-records/submit-my-evidence';
import { decideRecordReply } from './decide-record-reply';
import { hideRecord } from './hide-record';
import { PUBLIC_TRAIL_MODELS } from './record-trail-visibility';
import { restoreRecord } from './restore-record';
import { setRecordVerification } from './set-record-verification';
import { submitRecordReply } from './submit-record-reply';

const callerOf = (sub: string, groups: string[] = []): RecordCaller => ({ sub, owner: `${sub}::${sub}`, groups });
const anika = callerOf('sub-anika');
const moderator = callerOf('sub-mod', ['MODERATORS']);
const FOLDER = 'us-west-2:11111111-1111-4111-8111-111111111111';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a notice')]);
let ids = 0;
let minute = 0;
const clock = (): RecordClock => ({ now: new Date(Date.UTC(2026, 10, 20, 10, minute++)), newId: () => `id-${++ids}` });

/** A ban and a report with every kind of public trail item: an appeal event, text and file evidence, steps (its first evidence adds one), a published reply. */
async function creatorWithStories() {
  const port = createInMemoryRecordsPort();
  const files = createInMemoryEvidenceFiles(new Map([[FOLDER, anika.sub]]));
  const profile = await saveMyProfile(port, anika, clock(), { username: 'anika', displayName: 'Anika' });
  const ban = await saveMyPlatformBan(port, anika, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01' });
  const report = await saveMyShadowbanReport(port, anika, clock(), { platform: 'X', category: 'Reach', description: 'Search ban', restrictionType: 'search', date: '2026-03-02' });
  const fileKeys: string[] = [];
  for (const [recordModel, recordId] of [['PlatformBan', ban.id], ['ShadowbanExperience', report.id]]) {
    const on = { recordModel, recordId };
    await addMyAppealEvent(port, anika, clock(), { ...on, kind: 'FILED', date: '2026-03-05', note: 'Appealed in the studio' });
    await submitMyEvidence(port, files, anika, clock(), { ...on, text: 'The notice said: "hate speech".' });
    const upload = `evidence-uploads/${FOLDER}/${recordId}--notice.png`;
    files.upload(upload, PNG, 'image/png', anika.sub);
    fileKeys.push(String((await submitMyEvidence(port, files, anika, clock(), { ...on, uploadKey: upload })).fileKey));
    await setRecordVerification(port, moderator, clock(), { ...on, level: 'CORROBORATED', note: 'Matches the press', source: 'PRESS', sourceUrl: 'https://example.org/a' });
    await submitRecordReply(port, 'visitor', clock(), { ...on, authorName: 'Platform', authorRole: 'PLATFORM', body: 'We restored it.' });
    const sent = port.all('RecordReply').find((reply) => reply.recordId === recordId && reply.status === 'PENDING');
    await decideRecordReply(port, moderator, clock(), { id: sent?.id, publish: true });
  }
  return { port, files, profile, ban, report, fileKeys };
}

/** What a guest could read of a record's story: every public trail model under its key. */
const publicTrailOf = (port: ReturnType<typeof createInMemoryRecordsPort>, recordKey: string) =>
  PUBLIC_TRAIL_MODELS.flatMap((model) => port.all(model).filter((item) => item.recordKey === recordKey).map((item) => `${model}#${item.id}`)).sort();

const hide = (port: RecordsPort, files: ReturnType<typeof createInMemoryEvidenceFiles>, model: string, id: string) => hideRecord(port, files, moderator, clock(), { model, id, reason: 'Exposes a third person' });
const restore = (port: RecordsPort, files: ReturnType<typeof createInMemoryEvidenceFiles>, model: string, id: string) => restoreRecord(port, files, moderator, clock(), { model, id, reason: 'Redacted' });

describe('a record’s trail follows the record', () => {
  it('leaves the public tables and the public prefix with a hidden ban, and comes back as it was on restore', async () => {
    const { port, files, ban, report, fileKeys } = await creatorWithStories();
    const banKey = `PlatformBan#${ban.id}`;
    const before = publicTrailOf(port, banKey);
    expect(before).toHaveLength(6);
    const items = PUBLIC_TRAIL_MODELS.flatMap((model) => port.all(model));
    const commits = port.commits;

    await hide(port, files, 'PlatformBan', ban.id);
    expect(port.commits).toBe(commits + 1);
    expect(publicTrailOf(port, banKey)).toEqual([]);
    expect(files.objects.has(fileKeys[0])).toBe(false);
    expect(files.objects.get(fileKeys[0].replace('evidence-items/', 'withheld-evidence/'))?.body.equals(PNG)).toBe(true);
    // Filed under the ban's own hidden record, each as it was.
    const hiddenTrail = port.all('HiddenRecord').filter((hidden) => hidden.cascadeOf === banKey);
    expect(hiddenTrail.map((hidden) => `${String(hidden.model)}#${String(hidden.recordId)}`).sort()).toEqual(before);
    // The report beside it keeps its story and its file.
    expect(publicTrailOf(port, `ShadowbanExperience#${report.id}`)).toHaveLength(6);
    expect(files.objects.has(fileKeys[1])).toBe(true);

    await restore(port, files, 'PlatformBan', ban.id);
    expect(publicTrailOf(port, banKey)).toEqual(before);
    expect(PUBLIC_TRAIL_MODELS.flatMap((model) => port.all(model))).toEqual(expect.arrayContaining(items));
    expect(files.objects.has(fileKeys[0])).toBe(true);
    expect([...files.objects.keys()].filter((key) => key.startsWith('withheld-evidence/'))).toEqual([]);
    expect(port.all('HiddenRecord')).toEqual([]);
  });

  it('goes with a profile hidden with its records, each record’s trail under that record, and comes back with the profile', async () => {
    const { port, files, profile, ban, report, fileKeys } = await creatorWithStories();
    const trails = [publicTrailOf(port, `PlatformBan#${ban.id}`), publicTrailOf(port, `ShadowbanExperience#${report.id}`)];
    await hide(port, files, 'Profile', profile.id);
    expect(PUBLIC_TRAIL_MODELS.flatMap((model) => port.all(model))).toEqual([]);
    expect(fileKeys.filter((key) => files.objects.has(key))).toEqual([]);
    expect(port.all('HiddenRecord').filter((hidden) => hidden.cascadeOf === `PlatformBan#${ban.id}`)).toHaveLength(6);

    await restore(port, files, 'Profile', profile.id);
    expect([publicTrailOf(port, `PlatformBan#${ban.id}`), publicTrailOf(port, `ShadowbanExperience#${report.id}`)]).toEqual(trails);
    expect(fileKeys.filter((key) => files.objects.has(key))).toEqual(fileKeys);
    expect(port.all('HiddenRecord')).toEqual([]);
  });

  it('keeps a ban hidden on its own hidden with its trail when its profile is restored', async () => {
    const { port, files, profile, ban, fileKeys } = await creatorWithStories();
    await hide(port, files, 'PlatformBan', ban.id);
    await hide(port, files, 'Profile', profile.id);
    await restore(port, files, 'Profile', profile.id);
    expect(publicTrailOf(port, `PlatformBan#${ban.id}`)).toEqual([]);
    expect(files.objects.has(fileKeys[0])).toBe(false);
    expect(files.objects.has(fileKeys[1])).toBe(true);
  });

  it('moves the files back when the commit fails, and leaves every record as it was', async () => {
    const { port, files, ban, fileKeys } = await creatorWithStories();
    const before = publicTrailOf(port, `PlatformBan#${ban.id}`);
    const failing: RecordsPort = { ...port, commit: () => Promise.reject(Object.assign(new Error('Conflict'), { errorType: 'Conflict' })) };
    await expect(hide(failing, files, 'PlatformBan', ban.id)).rejects.toThrow('Conflict');
    expect(publicTrailOf(port, `PlatformBan#${ban.id}`)).toEqual(before);
    expect(files.objects.has(fileKeys[0])).toBe(true);
    expect([...files.objects.keys()].filter((key) => key.startsWith('withheld-evidence/'))).toEqual([]);
  });

  it('takes nothing new into a hidden record’s story until it is restored', async () => {
    const { port, files, ban } = await creatorWithStories();
    await hide(port, files, 'PlatformBan', ban.id);
    const on = { recordModel: 'PlatformBan', recordId: ban.id };
    expect(await refusal(addMyAppealEvent(port, anika, clock(), { ...on, kind: 'REJECTED', date: '2026-03-09' }))).toMatchObject({ errorType: 'NotFound' });
    expect(await refusal(submitMyEvidence(port, files, anika, clock(), { ...on, text: 'More' }))).toMatchObject({ errorType: 'NotFound' });
    expect(await refusal(setRecordVerification(port, moderator, clock(), { ...on, level: 'DISPUTED', note: 'x' }))).toMatchObject({ errorType: 'NotFound' });
    expect(publicTrailOf(port, `PlatformBan#${ban.id}`)).toEqual([]);
  });
});
