import { addMyAppealEvent } from '../creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../creator-records/in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock, RecordDocument } from '../creator-records/records-port';
import { refusal } from '../creator-records/refusal.test-helper';
import { saveMyPlatformBan, saveMyShadowbanReport } from '../creator-records/save-my-ban-records';
import { saveMyBrief } from '../creator-records/save-my-brief';
import { saveMyProfile } from '../creator-records/save-my-profile';
import { submitMyEvidence } from '../creator-records/submit-my-evidence';
import { USERNAME_TAKEN_MESSAGE } from '../creator-records/usernames';
import { decideRecordReply } from '../moderation/decide-record-reply';
import { hideRecord } from '../moderation/hide-record';
import { PUBLIC_TRAIL_MODELS } from '../moderation/record-trail-visibility';
import { setRecordVerification } from '../moderation/set-record-verification';
import { submitRecordReply } from '../moderation/submit-record-reply';
import { EXPORT_MODEL } from '../account-data/data-export-requests';
import { FORMER_MEMBER } from './leave-choices';
import { leaveMyAccount } from './leave-my-account';
import { USERNAME_RESERVATION_DAYS, usernameKeptBackMessage } from './username-reservation';

/**
 * Leaving the site (issue 48) on the in-memory port: both choices for the records, nobody else's
 * records touched, the usernames kept back for USERNAME_RESERVATION_DAYS and then free, the audit
 * log keeping each act without the person, and a second run changing nothing.
 */
const FOLDER = 'us-west-2:00000000-0000-4000-8000-000000000001';
const anika: RecordCaller = { sub: 'sub-anika', owner: 'sub-anika::sub-anika', groups: [] };
const mallory: RecordCaller = { sub: 'sub-mallory', owner: 'sub-mallory::sub-mallory', groups: [] };
const newcomer: RecordCaller = { sub: 'sub-newcomer', owner: 'sub-newcomer::sub-newcomer', groups: [] };
const moderator: RecordCaller = { sub: 'sub-mod', owner: 'sub-mod::sub-mod', groups: ['MODERATORS'] };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a notice')]);
const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 20, 10, 0);
let ids = 0;
let minutes = 0;
const clock = (): RecordClock => ({ now: new Date(START + (minutes += 1) * 60_000), newId: () => `id-${++ids}` });
const clockAt = (time: number): RecordClock => ({ now: new Date(time), newId: () => `id-${++ids}` });
const banArgs = { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', explanation: 'Strike three.' };
const reportArgs = { platform: 'X', category: 'Reach', description: 'Search ban', restrictionType: 'search', date: '2026-03-02' };

/**
 * Anika: a profile renamed once (so it holds two usernames), a named ban and report and an
 * anonymised ban, each with a full story (appeal event, text and file evidence, a moderator's
 * step, a published reply and a waiting one), a published brief and a draft, and a ban a moderator
 * hid (its file withheld). Mallory: a profile with a ban and a brief, which nothing may touch.
 */
async function twoCreators() {
  const port = createInMemoryRecordsPort();
  const files = createInMemoryEvidenceFiles(new Map([[FOLDER, anika.sub]]));
  await saveMyProfile(port, anika, clock(), { username: 'anika-first', displayName: 'Anika' });
  const profile = await saveMyProfile(port, anika, clock(), { username: 'anika', displayName: 'Anika' });
  const named = await saveMyPlatformBan(port, anika, clock(), banArgs);
  const report = await saveMyShadowbanReport(port, anika, clock(), reportArgs);
  const anonymous = await saveMyPlatformBan(port, anika, clock(), { ...banArgs, platformId: 'tiktok', isAnonymous: true });
  const hidden = await saveMyPlatformBan(port, anika, clock(), { ...banArgs, platformId: 'x' });
  for (const [recordModel, recordId] of [['PlatformBan', named.id], ['ShadowbanExperience', report.id], ['PlatformBan', anonymous.id], ['PlatformBan', hidden.id]]) {
    const on = { recordModel, recordId };
    await addMyAppealEvent(port, anika, clock(), { ...on, kind: 'FILED', date: '2026-03-05', note: 'Appealed' });
    await submitMyEvidence(port, files, anika, clock(), { ...on, text: 'The notice said: "hate speech".' });
    const upload = `evidence-uploads/${FOLDER}/${recordId}--anika-notice.png`;
    files.upload(upload, PNG, 'image/png', anika.sub);
    await submitMyEvidence(port, files, anika, clock(), { ...on, uploadKey: upload });
    await setRecordVerification(port, moderator, clock(), { ...on, level: 'CORROBORATED', note: 'Matches the press', source: 'PRESS', sourceUrl: 'https://example.org/a' });
    await submitRecordReply(port, `platform-${recordId}`, clock(), { ...on, authorName: 'Platform', authorRole: 'PLATFORM', body: 'We restored it.' });
    const sent = port.all('RecordReply').find((reply) => reply.recordId === recordId && reply.status === 'PENDING');
    await decideRecordReply(port, moderator, clock(), { id: sent?.id, publish: true });
    await submitRecordReply(port, `press-${recordId}`, clock(), { ...on, authorName: 'Press', authorRole: 'THIRD_PARTY', body: 'Waiting.' });
  }
  await saveMyBrief(port, anika, clock(), { title: 'Why I was banned', description: 'd', categories: 'Power', status: 'PUBLISHED' });
  await saveMyBrief(port, anika, clock(), { title: 'Draft notes', description: 'd', categories: 'Power', status: 'DRAFT' });
  await hideRecord(port, files, moderator, clock(), { model: 'PlatformBan', id: hidden.id, reason: 'Names a third person' });

  await saveMyProfile(port, mallory, clock(), { username: 'mallory', displayName: 'Mallory' });
  await saveMyPlatformBan(port, mallory, clock(), banArgs);
  await saveMyBrief(port, mallory, clock(), { title: 'Mallory writes', description: 'd', categories: 'Power', status: 'PUBLISHED' });
  return { port, files, profile, named, report, anonymous, hidden };
}

type Port = ReturnType<typeof createInMemoryRecordsPort>;
const CREATOR_TABLES = ['Profile', 'Brief', 'UnpublishedBrief', 'PlatformBan', 'ShadowbanExperience', 'AnonymousAuthorship', 'HiddenRecord', 'RecordReply', ...PUBLIC_TRAIL_MODELS];

/** Every record of Mallory's, by table: what leaving must not touch. */
function malloryRecords(port: Port): Record<string, RecordDocument[]> {
  return Object.fromEntries(CREATOR_TABLES.map((model) => [model, port.all(model).filter((doc) => doc.owner === mallory.owner || doc.userId === mallory.sub)]));
}

/** Every record (but the usernames kept back, which hold the name on purpose) as text, to look for anything of Anika's. */
const storeText = (port: Port) =>
  JSON.stringify([...CREATOR_TABLES, 'UniqueClaim', 'ModerationAction'].flatMap((model) => port.all(model).filter((doc) => !(model === 'UniqueClaim' && doc.kind === 'username' && doc.reservedUntil))));

describe('leaving the site with the records removed', () => {
  it('takes the profile, briefs, every ban and report (named, anonymised, hidden) and their whole trails and files', async () => {
    const { port, files, profile } = await twoCreators();
    const mallorysBefore = malloryRecords(port);
    const auditBefore = port.all('ModerationAction');
    expect(port.all('HiddenRecord').length).toBeGreaterThan(1);
    expect([...files.objects.keys()].filter((key) => key.startsWith('withheld-evidence/'))).toHaveLength(1);

    const left = await leaveMyAccount(port, files, anika, clock(), { records: 'REMOVE' });
    expect(left).toEqual({ records: 'REMOVE', removedRecords: 4, anonymisedRecords: 0, removedBriefs: 2, usernameFreeFrom: expect.any(String) });
    for (const model of CREATOR_TABLES) {
      const leftOver = port.all(model).filter((doc) => !Object.values(mallorysBefore).flat().some((kept) => kept.id === doc.id));
      expect([model, leftOver]).toEqual([model, []]);
    }
    expect(malloryRecords(port)).toEqual(mallorysBefore);
    // Sealed and withheld files went with them; none of Mallory's existed.
    expect([...files.objects.keys()].filter((key) => key.startsWith('evidence-items/') || key.startsWith('withheld-evidence/'))).toEqual([]);
    // The moderators' acts on her records stay as they were.
    expect(port.all('ModerationAction')).toEqual(auditBefore);
    expect(storeText(port)).not.toContain(anika.sub);
    expect(storeText(port)).not.toContain(JSON.stringify(profile.id));
    // Her claims: no profile claim left, both usernames kept back, the briefs' addresses free.
    expect(port.all('UniqueClaim').map((claim) => claim.id).sort()).toEqual(['brief-slug#mallory-writes', 'profile-of#sub-mallory', 'username#anika', 'username#anika-first', 'username#mallory']);
    for (const id of ['username#anika', 'username#anika-first']) {
      expect(await port.get('UniqueClaim', id)).toMatchObject({ recordId: FORMER_MEMBER, isCurrent: false, reservedUntil: left.usernameFreeFrom });
    }
  });

  it('changes nothing when run again (a retry after a failure answers the same shape)', async () => {
    const { port, files } = await twoCreators();
    await leaveMyAccount(port, files, anika, clock(), { records: 'REMOVE' });
    const commits = port.commits;
    const store = storeText(port);
    expect(await leaveMyAccount(port, files, anika, clock(), { records: 'ANONYMISE' })).toEqual({ records: 'ANONYMISE', removedRecords: 0, anonymisedRecords: 0, removedBriefs: 0, usernameFreeFrom: null });
    expect(port.commits).toBe(commits);
    expect(storeText(port)).toBe(store);
  });
});

describe('leaving the site with the records kept anonymised', () => {
  it('keeps every public ban and report, anonymised as a creator anonymises one, and nothing leads back to the person', async () => {
    const { port, files, profile, named, report, anonymous, hidden } = await twoCreators();
    const mallorysBefore = malloryRecords(port);
    const left = await leaveMyAccount(port, files, anika, clock(), { records: 'ANONYMISE' });
    expect(left).toMatchObject({ records: 'ANONYMISE', removedRecords: 1, anonymisedRecords: 3, removedBriefs: 2 });

    const kept = [(await port.get('PlatformBan', named.id))!, (await port.get('ShadowbanExperience', report.id))!, (await port.get('PlatformBan', anonymous.id))!];
    const profileIds = new Set(kept.map((record) => record.profileId));
    expect(profileIds.size).toBe(3);
    expect(profileIds.has(profile.id)).toBe(false);
    for (const record of kept) {
      expect(record).toMatchObject({ isAnonymous: true, createdAt: expect.stringMatching(/T00:00:00\.00\dZ$/), updatedAt: expect.stringMatching(/T00:00:00\.00\dZ$/) });
      expect(record).not.toHaveProperty('owner');
      // What the creator wrote stays as they wrote it.
      expect(record.explanation ?? record.description).toBeTruthy();
    }
    expect(kept[0]).toMatchObject({ explanation: 'Strike three.', platformId: 'youtube', verification: 'CORROBORATED', evidenceItems: 2 });
    // The hidden ban was not public: it went, with its withheld file.
    expect(await port.get('PlatformBan', hidden.id)).toBeNull();
    expect(port.all('HiddenRecord')).toEqual([]);
    expect(port.all('AnonymousAuthorship')).toEqual([]);
    expect(port.all('Profile').map((doc) => doc.username)).toEqual(['mallory']);
    expect([...port.all('Brief'), ...port.all('UnpublishedBrief')].map((brief) => brief.title)).toEqual(['Mallory writes']);

    // Their stories stay whole, without the person: the creator's items show their day and no owner or profile.
    for (const record of kept) {
      const items = PUBLIC_TRAIL_MODELS.flatMap((model) => port.all(model).filter((item) => item.recordId === record.id).map((item) => ({ model, item })));
      expect(items.map(({ model }) => model).sort()).toEqual(['AppealEvent', 'EvidenceItem', 'EvidenceItem', 'PublishedReply', 'VerificationStep', 'VerificationStep']);
      for (const { model, item } of items) {
        expect(item).not.toHaveProperty('owner');
        expect(item).not.toHaveProperty('profileId');
        if (model === 'AppealEvent' || model === 'EvidenceItem' || item.byRole === 'CREATOR') expect(item.createdAt).toMatch(/T00:00:00\.00\dZ$/);
      }
      const file = items.find(({ model, item }) => model === 'EvidenceItem' && item.kind === 'FILE')?.item;
      expect(file).toMatchObject({ fileName: 'evidence.png', fileKey: `evidence-items/${file?.id}/evidence.png`, submittedAt: expect.stringMatching(/T00:00:00\.000Z$/) });
      expect(files.objects.get(String(file?.fileKey))?.body.equals(PNG)).toBe(true);
      // Replies others wrote, waiting for a moderator, stay with the record.
      expect(port.all('RecordReply').filter((reply) => reply.recordId === record.id)).toHaveLength(2);
    }
    expect([...files.objects.keys()].filter((key) => key.includes('anika-notice') || key.startsWith('withheld-evidence/'))).toEqual([]);
    expect(storeText(port)).not.toContain(anika.sub);
    expect(storeText(port)).not.toContain(JSON.stringify(profile.id));
    expect(malloryRecords(port)).toEqual(mallorysBefore);
    // A second run finds nothing of hers.
    expect(await leaveMyAccount(port, files, anika, clock(), { records: 'ANONYMISE' })).toMatchObject({ anonymisedRecords: 0, removedRecords: 0 });
  });

  it('refuses a choice it does not know', async () => {
    const { port, files } = await twoCreators();
    expect(await refusal(leaveMyAccount(port, files, anika, clock(), { records: 'HIDE' }))).toEqual({ errorType: 'BadRequest', message: 'records must be one of REMOVE, ANONYMISE.' });
    expect(await refusal(leaveMyAccount(port, files, anika, clock(), {}))).toMatchObject({ errorType: 'BadRequest' });
  });
});

describe('the usernames of an account that left', () => {
  it('are kept back for the waiting period, then free for anyone', async () => {
    const { port, files } = await twoCreators();
    const left = await leaveMyAccount(port, files, anika, clockAt(START + DAY_MS), { records: 'REMOVE' });
    const until = String(left.usernameFreeFrom);
    expect(Date.parse(until) - (START + DAY_MS)).toBe(USERNAME_RESERVATION_DAYS * DAY_MS);
    for (const username of ['anika', 'anika-first']) {
      const asked = { username, displayName: 'Someone new' };
      expect(await refusal(saveMyProfile(port, newcomer, clockAt(START + 2 * DAY_MS), asked))).toEqual({ errorType: 'Conflict', message: usernameKeptBackMessage(until) });
      expect(await refusal(saveMyProfile(port, newcomer, clockAt(Date.parse(until) - 1), asked))).toMatchObject({ errorType: 'Conflict' });
    }
    expect(usernameKeptBackMessage(until)).toContain('kept back until 21 December 2026');
    // Mallory's name is simply taken.
    expect(await refusal(saveMyProfile(port, newcomer, clockAt(Date.parse(until)), { username: 'mallory', displayName: 'M' }))).toEqual({ errorType: 'Conflict', message: USERNAME_TAKEN_MESSAGE });
    const taken = await saveMyProfile(port, newcomer, clockAt(Date.parse(until)), { username: 'anika', displayName: 'Someone new' });
    expect(await port.get('UniqueClaim', 'username#anika')).toEqual({ id: 'username#anika', kind: 'username', value: 'anika', recordId: taken.id, isCurrent: true, createdAt: until, updatedAt: until });
    // Taken now: the other kept-back name is still free to whoever asks first, this one is taken.
    expect(await refusal(saveMyProfile(port, mallory, clockAt(Date.parse(until) + 1), { username: 'anika', displayName: 'M' }))).toEqual({ errorType: 'Conflict', message: USERNAME_TAKEN_MESSAGE });
  });
});

describe('the audit log after an account left', () => {
  it('keeps a leaving moderator’s acts, by a former member', async () => {
    const { port, files, named } = await twoCreators();
    await hideRecord(port, files, moderator, clock(), { model: 'PlatformBan', id: named.id, reason: 'Checking a claim' });
    const before = port.all('ModerationAction');
    const theirs = before.filter((entry) => entry.moderatorSub === moderator.sub);
    expect(theirs.length).toBeGreaterThan(3);

    expect(await leaveMyAccount(port, files, moderator, clock(), { records: 'REMOVE' })).toEqual({ records: 'REMOVE', removedRecords: 0, anonymisedRecords: 0, removedBriefs: 0, usernameFreeFrom: null });
    const after = port.all('ModerationAction');
    expect(after).toHaveLength(before.length);
    for (const entry of theirs) {
      const now = after.find((candidate) => candidate.id === entry.id);
      // The act, when, on what and why: as it was. Who: nobody.
      expect(now).toEqual({ ...entry, moderatorSub: FORMER_MEMBER, moderator: FORMER_MEMBER, updatedAt: expect.any(String) });
    }
    expect(JSON.stringify(after)).not.toContain(moderator.sub);
    // What they moderated is untouched.
    expect(await port.get('HiddenRecord', `PlatformBan#${named.id}`)).not.toBeNull();
  });
});

describe('a data export of an account that left', () => {
  it.each(['REMOVE', 'ANONYMISE'])('goes with it, record and file, whichever the choice (%s); another account’s stays', async (records) => {
    const { port, files } = await twoCreators();
    for (const [who, folder] of [[anika, 'eu-west-1:anika'], [mallory, 'eu-west-1:mallory']] as const) {
      const fileKey = `account-exports/${folder}/streamit-data-2026-11-21-000000000000.zip`;
      files.upload(fileKey, Buffer.from('PK'), 'application/zip');
      await port.commit([{ kind: 'create', model: EXPORT_MODEL, doc: { id: who.sub, owner: who.owner, status: 'READY', identityId: folder, fileKey, createdAt: '2026-11-21T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' } }]);
    }
    await leaveMyAccount(port, files, anika, clock(), { records });
    expect(port.all(EXPORT_MODEL).map((doc) => doc.id)).toEqual([mallory.sub]);
    expect([...files.objects.keys()].filter((key) => key.startsWith('account-exports/'))).toEqual(['account-exports/eu-west-1:mallory/streamit-data-2026-11-21-000000000000.zip']);
  });
});
