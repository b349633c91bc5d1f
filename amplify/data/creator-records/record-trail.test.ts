import { createHash } from 'node:crypto';
import { addMyAppealEvent, deleteMyAppealEvent } from './appeal-events';
import { APPEAL_EVENTS_PER_RECORD, EVIDENCE_ITEMS_PER_RECORD, evidenceUploadKey } from './trail-limits';
import { createInMemoryEvidenceFiles } from './in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from './in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock, RecordsPort } from './records-port';
import { refusal } from './refusal.test-helper';
import { deleteMyPlatformBan, saveMyPlatformBan, saveMyShadowbanReport } from './save-my-ban-records';
import { saveMyProfile } from './save-my-profile';
import { submitMyEvidence } from './submit-my-evidence';

const callerOf = (sub: string): RecordCaller => ({ sub, owner: `${sub}::${sub}`, groups: [] });
const anika = callerOf('sub-anika');
const mallory = callerOf('sub-mallory');
const ANIKA_FOLDER = 'us-west-2:11111111-1111-4111-8111-111111111111';
const MALLORY_FOLDER = 'us-west-2:22222222-2222-4222-8222-222222222222';
let ids = 0;
let minute = 0;
/** Each call a minute later, so events entered one after another keep their order. */
const clock = (): RecordClock => ({ now: new Date(Date.UTC(2026, 10, 20, 10, minute++)), newId: () => `id-${++ids}` });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a picture')]);
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

async function setUp() {
  const port = createInMemoryRecordsPort();
  const files = createInMemoryEvidenceFiles(new Map([[ANIKA_FOLDER, anika.sub], [MALLORY_FOLDER, mallory.sub]]));
  await saveMyProfile(port, anika, clock(), { username: 'anika', displayName: 'Anika' });
  await saveMyProfile(port, mallory, clock(), { username: 'mallory', displayName: 'Mallory' });
  const ban = await saveMyPlatformBan(port, anika, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', appealStatus: 'NONE' });
  const event = (kind: string, date: string, caller = anika, extra = {}) =>
    addMyAppealEvent(port, caller, clock(), { recordModel: 'PlatformBan', recordId: ban.id, kind, date, ...extra });
  const evidence = (args: Record<string, unknown>, caller = anika, on: RecordsPort = port) =>
    submitMyEvidence(on, files, caller, clock(), { recordModel: 'PlatformBan', recordId: ban.id, ...args });
  const banNow = () => port.all('PlatformBan').find((record) => record.id === ban.id);
  return { port, files, ban, event, evidence, banNow };
}

describe('appeal events', () => {
  it('derive the record’s appealStatus from the latest event by date, then by entry', async () => {
    const { port, event, banNow } = await setUp();
    await event('FILED', '2026-03-05', anika, { note: 'Sent the form.' });
    expect(banNow()?.appealStatus).toBe('PENDING');
    const restored = await event('RESTORED', '2026-04-01');
    expect(banNow()?.appealStatus).toBe('RESTORED');
    // Entered later but dated earlier: the latest by date still decides.
    await event('REJECTED', '2026-03-20');
    expect(banNow()?.appealStatus).toBe('RESTORED');
    await deleteMyAppealEvent(port, anika, clock(), { id: restored.id });
    expect(banNow()?.appealStatus).toBe('REJECTED');
    expect(port.all('AppealEvent')[0]).toMatchObject({ recordKey: expect.stringMatching(/^PlatformBan#/), profileId: banNow()?.profileId, owner: anika.owner, note: 'Sent the form.' });
  });

  it('lift an active ban restored on appeal, on the event’s day, and update the profile’s totals with it', async () => {
    const { port, event, banNow } = await setUp();
    const profile = () => port.all('Profile').find((doc) => doc.username === 'anika');
    expect(profile()).toMatchObject({ bannedPlatforms: ['YOUTUBE'] });
    await event('FILED', '2026-03-05');
    expect(banNow()).toMatchObject({ isActive: true });
    await event('RESTORED', '2026-04-01');
    expect(banNow()).toMatchObject({ appealStatus: 'RESTORED', isActive: false, endDate: '2026-04-01' });
    expect(profile()?.bannedPlatforms).toEqual([]);
  });

  it('go back to NONE when the last event is removed', async () => {
    const { port, event, banNow } = await setUp();
    const filed = await event('FILED', '2026-03-05');
    await deleteMyAppealEvent(port, anika, clock(), { id: filed.id });
    expect(banNow()?.appealStatus).toBe('NONE');
  });

  it('refuse dates in the future or before the record’s own date, long notes, and a 31st event', async () => {
    const { port, event } = await setUp();
    expect(await refusal(event('FILED', '2027-01-01'))).toEqual({ errorType: 'BadRequest', message: 'date cannot be in the future.' });
    expect(await refusal(event('FILED', '2026-02-28'))).toEqual({ errorType: 'BadRequest', message: "date cannot be before the ban's own date (2026-03-01)." });
    expect(await refusal(event('FILED', '2026-03-05', anika, { note: 'x'.repeat(1001) }))).toMatchObject({ message: 'note must be at most 1000 characters.' });
    expect(await refusal(event('APPEALED', '2026-03-05'))).toMatchObject({ errorType: 'BadRequest', message: expect.stringMatching(/^kind must be one of/) });
    for (let index = 0; index < APPEAL_EVENTS_PER_RECORD; index += 1) await event('ANSWERED', '2026-03-06');
    expect(await refusal(event('ANSWERED', '2026-03-07'))).toMatchObject({ errorType: 'BadRequest', message: expect.stringContaining('at most 30 appeal events') });
    expect(port.all('AppealEvent')).toHaveLength(APPEAL_EVENTS_PER_RECORD);
  });

  it('refuse another creator: no event on my record, no removing mine', async () => {
    const { port, event, banNow } = await setUp();
    expect(await refusal(event('FILED', '2026-03-05', mallory))).toMatchObject({ errorType: 'Unauthorized' });
    const filed = await event('FILED', '2026-03-05');
    expect(await refusal(deleteMyAppealEvent(port, mallory, clock(), { id: filed.id }))).toMatchObject({ errorType: 'Unauthorized' });
    expect(port.all('AppealEvent')).toHaveLength(1);
    expect(banNow()?.appealStatus).toBe('PENDING');
  });

  it('keep the derived appealStatus when the creator saves the record with another one', async () => {
    const { port, ban, event, banNow } = await setUp();
    await event('REJECTED', '2026-03-05');
    await saveMyPlatformBan(port, anika, clock(), { id: ban.id, platformId: 'youtube', isActive: false, appealStatus: 'RESTORED' });
    expect(banNow()).toMatchObject({ appealStatus: 'REJECTED', isActive: false });
  });

  it('work on shadowban reports too, bounded by the report’s date', async () => {
    const { port } = await setUp();
    const report = await saveMyShadowbanReport(port, anika, clock(), { platform: 'TIKTOK', category: 'Reach', description: 'Views fell.', restrictionType: 'Demoted', date: '2026-02-01' });
    const add = (date: string) => addMyAppealEvent(port, anika, clock(), { recordModel: 'ShadowbanExperience', recordId: report.id, kind: 'PARTIALLY_RESTORED', date });
    expect(await refusal(add('2026-01-31'))).toMatchObject({ message: "date cannot be before the report's own date (2026-02-01)." });
    await add('2026-02-10');
    expect(port.all('ShadowbanExperience')[0].appealStatus).toBe('PARTIALLY_RESTORED');
  });
});

describe('evidence items', () => {
  it('store pasted text with the SHA-256 and size of its UTF-8 bytes, and climb to EVIDENCE_ATTACHED once', async () => {
    const { port, evidence, banNow } = await setUp();
    expect(banNow()).toMatchObject({ verification: 'SELF_REPORTED', evidenceItems: 0 });
    const text = 'Your channel was terminated — “spam”.';
    const item = await evidence({ text });
    expect(item).toMatchObject({ kind: 'TEXT', text, sha256: sha256(text), size: Buffer.byteLength(text), contentType: 'text/plain; charset=utf-8', supersedes: null });
    expect(banNow()).toMatchObject({ verification: 'EVIDENCE_ATTACHED', evidenceItems: 1 });
    await evidence({ text: 'A second screenshot transcript.' });
    expect(banNow()?.evidenceItems).toBe(2);
    // The record carries every item's hash, oldest first, for lists and the open data.
    expect(banNow()?.evidenceSha256).toEqual([sha256(text), sha256('A second screenshot transcript.')]);
    expect(port.all('VerificationStep')).toEqual([expect.objectContaining({ level: 'EVIDENCE_ATTACHED', byRole: 'CREATOR', recordKey: item.recordKey })]);
  });

  it('leave a level a moderator set as it is', async () => {
    const { port, evidence, banNow } = await setUp();
    const record = banNow();
    await port.commit([{ kind: 'put', model: 'PlatformBan', doc: { ...record!, verification: 'CONFIRMED' } }]);
    await evidence({ text: 'The notice.' });
    expect(banNow()).toMatchObject({ verification: 'CONFIRMED', evidenceItems: 1 });
    expect(port.all('VerificationStep')).toHaveLength(0);
  });

  it('seal an uploaded file where no client writes, hashed, and delete the upload', async () => {
    const { files, evidence } = await setUp();
    const uploadKey = `evidence-uploads/${ANIKA_FOLDER}/1-notice (1).png`;
    files.upload(uploadKey, PNG, 'image/png', anika.sub);
    const item = await evidence({ uploadKey });
    expect(item).toMatchObject({ kind: 'FILE', fileKey: `evidence-items/${item.id}/1-notice-1-.png`, fileName: '1-notice-1-.png', sha256: sha256(PNG), size: PNG.length, contentType: 'image/png', text: null });
    expect(files.objects.has(uploadKey)).toBe(false);
    expect(files.objects.get(String(item.fileKey))?.body.equals(PNG)).toBe(true);
  });

  it('name a sealed file as the creator named it, without the unique part of its upload key', async () => {
    const { files, evidence } = await setUp();
    const uploadKey = evidenceUploadKey(ANIKA_FOLDER, 'Termination notice.png', 'mwsplbyw-7ac91u');
    files.upload(uploadKey, PNG, 'image/png', anika.sub);
    const item = await evidence({ uploadKey });
    expect(item).toMatchObject({ fileName: 'Termination-notice.png', fileKey: `evidence-items/${item.id}/Termination-notice.png` });
  });

  it('refuse someone else’s upload, a wrong type, a disguised file, and both or neither of text and file', async () => {
    const { port, files, evidence } = await setUp();
    const mallorys = `evidence-uploads/${MALLORY_FOLDER}/private.png`;
    files.upload(mallorys, PNG, 'image/png', mallory.sub);
    expect(await refusal(evidence({ uploadKey: mallorys }))).toMatchObject({ errorType: 'Unauthorized' });
    // In my folder but uploaded as someone else (the metadata is what AWS can check).
    files.upload(`evidence-uploads/${ANIKA_FOLDER}/planted.png`, PNG, 'image/png', mallory.sub);
    expect(await refusal(evidence({ uploadKey: `evidence-uploads/${ANIKA_FOLDER}/planted.png` }))).toMatchObject({ errorType: 'Unauthorized' });
    files.upload(`evidence-uploads/${ANIKA_FOLDER}/page.html`, Buffer.from('<script>'), 'text/html', anika.sub);
    expect(await refusal(evidence({ uploadKey: `evidence-uploads/${ANIKA_FOLDER}/page.html` }))).toMatchObject({ message: expect.stringContaining('Evidence files must be') });
    files.upload(`evidence-uploads/${ANIKA_FOLDER}/fake.pdf`, Buffer.from('<html>'), 'application/pdf', anika.sub);
    expect(await refusal(evidence({ uploadKey: `evidence-uploads/${ANIKA_FOLDER}/fake.pdf` }))).toMatchObject({ message: expect.stringContaining('are not application/pdf') });
    const huge = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    files.upload(`evidence-uploads/${ANIKA_FOLDER}/huge.png`, huge, 'image/png', anika.sub);
    expect(await refusal(evidence({ uploadKey: `evidence-uploads/${ANIKA_FOLDER}/huge.png` }))).toEqual({ errorType: 'BadRequest', message: 'Evidence files must be at most 10 MB.' });
    expect(await refusal(evidence({ uploadKey: 'public/x.png' }))).toMatchObject({ errorType: 'BadRequest', message: expect.stringContaining('uploadKey must be') });
    expect(await refusal(evidence({ uploadKey: `evidence-uploads/${ANIKA_FOLDER}/../x.png` }))).toMatchObject({ errorType: 'BadRequest' });
    expect(await refusal(evidence({ text: 'a', uploadKey: mallorys }))).toMatchObject({ message: expect.stringContaining('exactly one') });
    expect(await refusal(evidence({ text: '   ' }))).toMatchObject({ message: expect.stringContaining('exactly one') });
    expect(await refusal(evidence({ text: 'x'.repeat(20_001) }))).toMatchObject({ message: 'text must be at most 20000 characters.' });
    expect(await refusal(evidence({ text: 'mine now' }, mallory))).toMatchObject({ errorType: 'Unauthorized' });
    expect(port.all('EvidenceItem')).toHaveLength(0);
    // Nothing sealed stays behind a refusal, and Mallory's upload is untouched.
    expect([...files.objects.keys()].filter((key) => key.startsWith('evidence-items/'))).toEqual([]);
    expect(files.objects.has(mallorys)).toBe(true);
  });

  it('take a correction as a new item naming one uncorrected item of the same record', async () => {
    const { port, ban, evidence } = await setUp();
    const first = await evidence({ text: 'Dated 3 March.' });
    const correction = await evidence({ text: 'Dated 4 March.', supersedes: first.id });
    expect(correction.supersedes).toBe(first.id);
    expect(port.all('EvidenceItem').find((item) => item.id === first.id)).toMatchObject({ text: 'Dated 3 March.' });
    expect(await refusal(evidence({ text: 'Again.', supersedes: first.id }))).toMatchObject({ message: expect.stringContaining('already corrected') });
    const other = await saveMyPlatformBan(port, anika, clock(), { platformId: 'x', isActive: true });
    const elsewhere = await submitMyEvidence(port, createInMemoryEvidenceFiles(), anika, clock(), { recordModel: 'PlatformBan', recordId: other.id, text: 'Other.' });
    expect(await refusal(evidence({ text: 'Wrong record.', supersedes: elsewhere.id }))).toMatchObject({ message: 'supersedes must name an evidence item of this record.' });
    expect(ban.id).not.toBe(other.id);
  });

  it('refuse a 51st item', async () => {
    const { evidence, banNow } = await setUp();
    for (let index = 0; index < EVIDENCE_ITEMS_PER_RECORD; index += 1) await evidence({ text: `item ${index}` });
    expect(await refusal(evidence({ text: 'one more' }))).toMatchObject({ message: 'A record keeps at most 50 evidence items.' });
    expect(banNow()?.evidenceItems).toBe(EVIDENCE_ITEMS_PER_RECORD);
  });

  it('lose no count when the record changed meanwhile: the submission reads again', async () => {
    const { port, evidence, banNow } = await setUp();
    let isFirstCommit = true;
    const racing: RecordsPort = {
      ...port,
      async commit(writes) {
        if (isFirstCommit) {
          isFirstCommit = false;
          // Another tab's save lands between this submission's read and its commit.
          await port.commit([{ kind: 'put', model: 'PlatformBan', doc: { ...banNow()!, updatedAt: '2026-11-20T11:59:00.000Z' } }]);
        }
        return port.commit(writes);
      },
    };
    await evidence({ text: 'raced' }, anika, racing);
    expect(banNow()).toMatchObject({ evidenceItems: 1, verification: 'EVIDENCE_ATTACHED' });
    expect(port.all('EvidenceItem')).toHaveLength(1);
  });

  it('keep the server-set fields when the creator saves the record, and go with the record when it is deleted', async () => {
    const { port, files, ban, evidence, event, banNow } = await setUp();
    files.upload(`evidence-uploads/${ANIKA_FOLDER}/a.png`, PNG, 'image/png', anika.sub);
    const item = await evidence({ uploadKey: `evidence-uploads/${ANIKA_FOLDER}/a.png` });
    await event('FILED', '2026-03-05');
    await saveMyPlatformBan(port, anika, clock(), { id: ban.id, platformId: 'youtube', isActive: true, verification: 'CONFIRMED', evidenceItems: 0 });
    expect(banNow()).toMatchObject({ verification: 'EVIDENCE_ATTACHED', evidenceItems: 1 });
    await deleteMyPlatformBan(port, files, anika, clock(), { id: ban.id });
    expect([port.all('PlatformBan'), port.all('AppealEvent'), port.all('EvidenceItem')]).toEqual([[], [], []]);
    expect(files.objects.has(String(item.fileKey))).toBe(false);
  });
});
