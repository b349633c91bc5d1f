/**
 * The AWS functions' rules through the real AWS SDK against AWS's own DynamoDB Local, with the
 * tables Gen 2 deploys: creator saves, quotas, moderation acts and a record's trail, through the
 * functions' handlers where a whole request matters and through the records port elsewhere; and
 * the same script on the in-memory port the rules' own tests use leaves the same records.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { addMyAppealEvent } from '../../data/creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../../data/creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../../data/creator-records/in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock, RecordsPort } from '../../data/creator-records/records-port';
import { refusal } from '../../data/creator-records/refusal.test-helper';
import { saveMyPlatformBan, saveMyShadowbanReport } from '../../data/creator-records/save-my-ban-records';
import { saveMyProfile } from '../../data/creator-records/save-my-profile';
import { submitMyEvidence } from '../../data/creator-records/submit-my-evidence';
import { decideRecordReply } from '../../data/moderation/decide-record-reply';
import { hideRecord } from '../../data/moderation/hide-record';
import { PUBLIC_TRAIL_MODELS } from '../../data/moderation/record-trail-visibility';
import { reportRecord, TOO_MANY_REPORTS_MESSAGE } from '../../data/moderation/report-record';
import { restoreRecord } from '../../data/moderation/restore-record';
import { setRecordVerification } from '../../data/moderation/set-record-verification';
import { submitRecordReply } from '../../data/moderation/submit-record-reply';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { clearTables, itemsOf, withoutNulls } from '../test-support/table-items';
import { createDynamoRecordsPort } from './dynamodb-records-port';

// DynamoDB Local answers in milliseconds, but a busy CI machine slows each story to seconds.
jest.setTimeout(30_000);
const local = dynamoDbLocalForFile();
const port = () => createDynamoRecordsPort(local().documents);
const files = createInMemoryEvidenceFiles();

const callerOf = (sub: string, groups: string[] = []): RecordCaller => ({ sub, owner: `${sub}::${sub}`, groups });
const moderator = callerOf('sub-mod', ['MODERATORS']);
let ids = 0;
let minute = 0;
const clock = (): RecordClock => ({ now: new Date(Date.UTC(2026, 10, 20, 10, minute++)), newId: () => `id-${++ids}` });
const banArgs = { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01' };

/** An AppSync direct Lambda resolver event, as AppSync sends it for a Cognito user (or a guest). */
const eventOf = (fieldName: string, args: Record<string, unknown>, caller: RecordCaller | null) =>
  ({
    info: { fieldName },
    arguments: args,
    identity: caller ? { sub: caller.sub, username: caller.sub, groups: caller.groups } : null,
    request: { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.1' } },
  }) as unknown as AppSyncResolverEvent<Record<string, unknown>>;

/** The handlers read DynamoDB Local's address from the environment dynamoDbLocalForFile sets, so they load after it started. */
const handlers = async () => ({
  creatorRecords: (await import('../creator-records/handler')).handler,
  moderation: (await import('../moderation/handler')).handler,
});

describe('the creatorRecords function on DynamoDB', () => {
  it('saves a profile, a ban, a shadowban report and a brief, and refuses a write on another creator’s record', async () => {
    const { creatorRecords } = await handlers();
    const anika = callerOf('sub-h-anika');
    const mallory = callerOf('sub-h-mallory');
    const profile = (await creatorRecords(eventOf('saveMyProfile', { username: 'h-anika', displayName: 'Anika' }, anika))) as { id: string };
    const ban = (await creatorRecords(eventOf('saveMyPlatformBan', banArgs, anika))) as { id: string; profileId: string };
    await creatorRecords(eventOf('saveMyShadowbanReport', { platform: 'X', category: 'Reach', description: 'Search ban', restrictionType: 'search', date: '2026-03-02' }, anika));
    await creatorRecords(eventOf('saveMyBrief', { title: 'Ten rules', description: 'A summary.', categories: 'Power', status: 'PUBLISHED' }, anika));
    expect(ban.profileId).toBe(profile.id);
    expect(await port().get('Profile', profile.id)).toMatchObject({ username: 'h-anika', totalBans: 1, owner: anika.owner });
    expect(await port().listByIndex('Brief', 'profileId', profile.id)).toHaveLength(1);

    await creatorRecords(eventOf('saveMyProfile', { username: 'h-mallory', displayName: 'Mallory' }, mallory));
    expect(await refusal(creatorRecords(eventOf('saveMyPlatformBan', { ...banArgs, id: ban.id, isActive: false }, mallory)))).toMatchObject({ errorType: 'Unauthorized' });
    expect(await refusal(creatorRecords(eventOf('saveMyProfile', { username: 'H-Anika', displayName: 'Not Anika' }, mallory)))).toMatchObject({ errorType: 'Conflict' });
    expect(await port().get('PlatformBan', ban.id)).toMatchObject({ isActive: true, profileId: profile.id });
  });
});

describe('quotas on DynamoDB', () => {
  it('never passes the limit when sends race: countUp is one conditional write', async () => {
    const counter = { limit: 5, created: { id: 'race-quota', count: 1 as const, expiresAt: 1 }, updatedAt: '2026-11-20T10:00:00.000Z' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => port().countUp('ReportQuota', 'race-quota', counter, { model: 'ContactMessage', doc: { id: `race-message-${index}`, body: 'hi' } })));
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(await port().get('ReportQuota', 'race-quota')).toMatchObject({ count: 5 });
    const sent = await Promise.all(Array.from({ length: 20 }, (_, index) => port().get('ContactMessage', `race-message-${index}`)));
    expect(sent.filter(Boolean)).toHaveLength(5);
  });

  it('takes a visitor’s reports through the moderation function until the hour’s limit', async () => {
    const { moderation } = await handlers();
    const anika = callerOf('sub-q-anika');
    const profile = await saveMyProfile(port(), anika, clock(), { username: 'q-anika', displayName: 'Anika' });
    const report = (n: number) => moderation(eventOf('reportRecord', { model: 'Profile', id: profile.id, reason: `Report ${n}` }, null));
    const answers = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => report(n)));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5);
    expect(answers.find((answer) => answer.status === 'rejected')).toMatchObject({ reason: { message: TOO_MANY_REPORTS_MESSAGE } });
    expect(await port().listByIndex('RecordReport', 'recordKey', `Profile#${profile.id}`)).toHaveLength(5);
  });
});

/** A creator's ban with a trail of every public kind (text evidence: files are S3's), a report about it and a pending reply. */
async function banWithStory(records: RecordsPort, name: string) {
  const anika = callerOf(`sub-${name}`);
  const profile = await saveMyProfile(records, anika, clock(), { username: name, displayName: 'Anika' });
  const ban = await saveMyPlatformBan(records, anika, clock(), banArgs);
  const on = { recordModel: 'PlatformBan', recordId: ban.id };
  await addMyAppealEvent(records, anika, clock(), { ...on, kind: 'FILED', date: '2026-03-05', note: 'Appealed' });
  await submitMyEvidence(records, files, anika, clock(), { ...on, text: 'The notice said: "hate speech".' });
  await setRecordVerification(records, moderator, clock(), { ...on, level: 'CORROBORATED', note: 'Matches the press', source: 'PRESS', sourceUrl: 'https://example.org/a' });
  await submitRecordReply(records, `visitor-${name}`, clock(), { ...on, authorName: 'Platform', authorRole: 'PLATFORM', body: 'We restored it.' });
  const reply = (await records.listByIndex('RecordReply', 'recordKey', `PlatformBan#${ban.id}`))[0];
  await decideRecordReply(records, moderator, clock(), { id: reply.id, publish: true });
  await reportRecord(records, `visitor-${name}`, clock(), { model: 'PlatformBan', id: ban.id, reason: 'Not true' });
  await saveMyShadowbanReport(records, anika, clock(), { platform: 'X', category: 'Reach', description: 'Search ban', restrictionType: 'search', date: '2026-03-02' });
  return { anika, profile, ban, banKey: `PlatformBan#${ban.id}` };
}

const trailOf = async (records: RecordsPort, recordKey: string) =>
  (await Promise.all(PUBLIC_TRAIL_MODELS.map(async (model) => (await records.listByIndex(model, 'recordKey', recordKey)).map((item) => `${model}#${item.id}`)))).flat().sort();

describe('moderation acts on DynamoDB', () => {
  it('hides a ban with its trail, closes its report, recomputes the totals, and restores all of it', async () => {
    const records = port();
    const { profile, ban, banKey } = await banWithStory(records, 'm-anika');
    const trail = await trailOf(records, banKey);
    expect(trail).toHaveLength(5); // the appeal event, the evidence and the step it adds, the moderator's step, the reply
    expect(await records.get('Profile', profile.id)).toMatchObject({ totalBans: 1 });

    await hideRecord(records, files, moderator, clock(), { model: 'PlatformBan', id: ban.id, reason: 'Names a third person' });
    expect(await records.get('PlatformBan', ban.id)).toBeNull();
    expect(await trailOf(records, banKey)).toEqual([]);
    expect((await records.listByIndex('HiddenRecord', 'cascadeOf', banKey)).map((hidden) => `${String(hidden.model)}#${String(hidden.recordId)}`).sort()).toEqual(trail);
    expect((await records.listByIndex('RecordReport', 'recordKey', banKey)).map((report) => report.status)).toEqual(['ACTIONED']);
    expect(await records.get('Profile', profile.id)).toMatchObject({ totalBans: 0 });

    await restoreRecord(records, files, moderator, clock(), { model: 'PlatformBan', id: ban.id, reason: 'Redacted' });
    expect(await records.get('PlatformBan', ban.id)).toMatchObject({ id: ban.id, verification: 'CORROBORATED' });
    expect(await trailOf(records, banKey)).toEqual(trail);
    expect(await records.listByIndex('HiddenRecord', 'profileId', profile.id)).toEqual([]);
    expect(await records.get('Profile', profile.id)).toMatchObject({ totalBans: 1 });
  });

  it('runs hideRecord and restoreRecord through the moderation function, for moderators only', async () => {
    const { moderation } = await handlers();
    const { anika, profile, ban, banKey } = await banWithStory(port(), 'f-anika');
    const trail = await trailOf(port(), banKey);
    expect(await refusal(moderation(eventOf('hideRecord', { model: 'Profile', id: profile.id, reason: 'x' }, null)))).toMatchObject({ errorType: 'Unauthorized' });
    const hidden = await moderation(eventOf('hideRecord', { model: 'Profile', id: profile.id, reason: 'Impersonation' }, moderator));
    expect(hidden).toMatchObject({ id: `Profile#${profile.id}`, owner: anika.owner, reason: 'Impersonation' });
    expect(await port().get('PlatformBan', ban.id)).toBeNull();
    expect(await port().get('UniqueClaim', 'username#f-anika')).toBeNull();
    expect(await refusal(moderation(eventOf('hideRecord', { model: 'Profile', id: profile.id, reason: 'Again' }, moderator)))).toMatchObject({ errorType: 'Conflict' });
    expect(await moderation(eventOf('restoreRecord', { model: 'Profile', id: profile.id, reason: 'Verified' }, moderator))).toBe(true);
    expect(await port().get('PlatformBan', ban.id)).toMatchObject({ profileId: profile.id });
    expect(await trailOf(port(), banKey)).toEqual(trail);
  });

  it('refuses a verification step and a reply decision from someone outside the moderators', async () => {
    const records = port();
    const { anika, ban, banKey } = await banWithStory(records, 'v-anika');
    const on = { recordModel: 'PlatformBan', recordId: ban.id };
    expect(await refusal(setRecordVerification(records, anika, clock(), { ...on, level: 'CONFIRMED', note: 'Mine', source: 'PLATFORM_NOTICE', sourceUrl: 'https://example.org/b' }))).toMatchObject({ errorType: 'Unauthorized' });
    await submitRecordReply(records, 'visitor-v2', clock(), { ...on, authorName: 'Someone', authorRole: 'THIRD_PARTY', body: 'A correction.' });
    const pending = (await records.listByIndex('RecordReply', 'recordKey', banKey)).find((reply) => reply.status === 'PENDING');
    expect(await refusal(decideRecordReply(records, anika, clock(), { id: pending?.id, publish: true }))).toMatchObject({ errorType: 'Unauthorized' });
    expect(await records.get('RecordReply', String(pending?.id))).toMatchObject({ status: 'PENDING' });
  });
});

describe('the same rules on DynamoDB and on the in-memory port', () => {
  /** Every model's records, nulls left out (DynamoDB stores none), ordered by id. */
  const contentsOf = async (read: (model: string) => Promise<Record<string, unknown>[]>) =>
    Object.fromEntries(await Promise.all([...local().tables.keys()].map(async (model) => [model, (await read(model)).map(withoutNulls).sort((a, b) => String(a.id).localeCompare(String(b.id)))])));

  it('leaves the same records after saves, a story, a hidden profile and its restore', async () => {
    const script = async (records: RecordsPort) => {
      ids = 0;
      minute = 0;
      const { profile } = await banWithStory(records, 'parity');
      await hideRecord(records, files, moderator, clock(), { model: 'Profile', id: profile.id, reason: 'Checking' });
      const hidden = await records.listByIndex('HiddenRecord', 'profileId', profile.id);
      await restoreRecord(records, files, moderator, clock(), { model: 'Profile', id: profile.id, reason: 'Checked' });
      return hidden.length;
    };
    await clearTables(local());
    const memory = createInMemoryRecordsPort();
    const hiddenInMemory = await script(memory);
    const hiddenOnDynamo = await script(port());
    expect(hiddenOnDynamo).toBe(hiddenInMemory);
    expect(hiddenOnDynamo).toBeGreaterThan(4);
    const onDynamo = await contentsOf((model) => itemsOf(local(), model));
    expect(onDynamo).toEqual(await contentsOf(async (model) => memory.all(model)));
    expect(onDynamo.PublishedReply).toHaveLength(1);
  });
});
