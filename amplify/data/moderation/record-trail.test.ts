import { createInMemoryEvidenceFiles } from '../creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../creator-records/in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock } from '../creator-records/records-port';
import { refusal } from '../creator-records/refusal.test-helper';
import { saveMyPlatformBan } from '../creator-records/save-my-ban-records';
import { saveMyProfile } from '../creator-records/save-my-profile';
import { decideRecordReply } from './decide-record-reply';
import { hideRecord } from './hide-record';
import { REPLIES_PER_VISITOR_HOUR, REPORTS_PER_VISITOR_HOUR } from './moderation-records';
import { reportRecord, TOO_MANY_REPORTS_MESSAGE } from './report-record';
import { setRecordVerification } from './set-record-verification';
import { submitRecordReply, TOO_MANY_REPLIES_MESSAGE } from './submit-record-reply';

/** No file evidence here: the trail-visibility suite moves sealed files. */
const files = createInMemoryEvidenceFiles();

const callerOf = (sub: string, groups: string[] = []): RecordCaller => ({ sub, owner: `${sub}::${sub}-name`, groups });
const creator = callerOf('sub-creator');
const moderator = callerOf('sub-mod', ['MODERATORS']);
let ids = 0;
const clock = (now = '2026-11-20T10:00:00.000Z'): RecordClock => ({ now: new Date(now), newId: () => `id-${++ids}` });

async function creatorWithBan() {
  const port = createInMemoryRecordsPort();
  await saveMyProfile(port, creator, clock(), { username: 'anika', displayName: 'Anika' });
  const ban = await saveMyPlatformBan(port, creator, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-01-02', explanation: 'x' });
  return { port, ban };
}

const corroborate = { recordModel: 'PlatformBan', level: 'CORROBORATED', note: 'Matches a second report', source: 'MATCHING_REPORT' };
const reply = { recordModel: 'PlatformBan', authorName: 'YouTube Trust & Safety', authorRole: 'PLATFORM', body: 'The channel was restored on 3 January.' };

describe('setRecordVerification', () => {
  it('adds a step, moves the record up the ladder and logs the act, in one commit', async () => {
    const { port, ban } = await creatorWithBan();
    const commits = port.commits;
    const step = await setRecordVerification(port, moderator, clock('2026-11-21T09:00:00.000Z'), { ...corroborate, recordId: ban.id, sourceUrl: 'https://example.org/second' });
    expect(port.commits).toBe(commits + 1);
    expect(step).toMatchObject({ recordKey: `PlatformBan#${ban.id}`, level: 'CORROBORATED', byRole: 'MODERATOR', by: 'sub-mod-name', at: '2026-11-21T09:00:00.000Z', source: 'MATCHING_REPORT', sourceUrl: 'https://example.org/second' });
    expect(port.all('PlatformBan')[0]).toMatchObject({ verification: 'CORROBORATED', updatedAt: '2026-11-21T09:00:00.000Z', explanation: 'x' });
    expect(port.all('ModerationAction')).toEqual([expect.objectContaining({ action: 'VERIFY', model: 'PlatformBan', recordId: ban.id, reason: 'Matches a second report', detail: 'CORROBORATED · MATCHING_REPORT' })]);
  });

  it('keeps every step: disputed after confirmation, corroborated again after the dispute', async () => {
    const { port, ban } = await creatorWithBan();
    await setRecordVerification(port, moderator, clock(), { ...corroborate, recordId: ban.id, level: 'CONFIRMED', source: 'PLATFORM_NOTICE' });
    await setRecordVerification(port, moderator, clock(), { recordModel: 'PlatformBan', recordId: ban.id, level: 'DISPUTED', note: 'The platform denies it' });
    expect(port.all('PlatformBan')[0].verification).toBe('DISPUTED');
    await setRecordVerification(port, moderator, clock(), { ...corroborate, recordId: ban.id });
    expect(port.all('VerificationStep').map((step) => step.level)).toEqual(['CONFIRMED', 'DISPUTED', 'CORROBORATED']);
    expect(port.all('PlatformBan')[0].verification).toBe('CORROBORATED');
  });

  it('lets no one but a moderator climb the ladder, not even the record’s creator', async () => {
    const { port, ban } = await creatorWithBan();
    const before = structuredClone(port.all('PlatformBan')[0]);
    expect(await refusal(setRecordVerification(port, creator, clock(), { ...corroborate, recordId: ban.id }))).toEqual({ errorType: 'Unauthorized', message: 'Only moderators may do this.' });
    expect(await refusal(setRecordVerification(port, null, clock(), { ...corroborate, recordId: ban.id }))).toMatchObject({ errorType: 'Unauthorized' });
    expect(port.all('VerificationStep')).toHaveLength(0);
    expect(port.all('PlatformBan')[0]).toEqual(before);
  });

  it('refuses levels moderators do not set, missing notes and sources, and a confirmation not resting on the platform', async () => {
    const { port, ban } = await creatorWithBan();
    const refused = async (args: Record<string, unknown>) => (await refusal(setRecordVerification(port, moderator, clock(), { ...corroborate, recordId: ban.id, ...args }))).message;
    expect(await refused({ level: 'EVIDENCE_ATTACHED' })).toBe('level must be one of CORROBORATED, CONFIRMED, DISPUTED.');
    expect(await refused({ level: 'SELF_REPORTED' })).toMatch(/^level must be one of/);
    expect(await refused({ note: '  ' })).toBe('note is required.');
    expect(await refused({ note: 'n'.repeat(1001) })).toBe('note must be at most 1000 characters.');
    expect(await refused({ source: null })).toBe('source is required for CORROBORATED: say what the step rests on.');
    expect(await refused({ level: 'CONFIRMED', source: 'PRESS' })).toMatch(/^CONFIRMED needs the platform's notice/);
    expect(await refused({ source: 'RUMOUR' })).toMatch(/^source must be one of/);
    expect(await refused({ sourceUrl: 'javascript:alert(1)' })).toBe('sourceUrl must be a web address starting with https:// or http://.');
    expect(await refused({ sourceUrl: `https://example.org/${'a'.repeat(2000)}` })).toBe('sourceUrl must be at most 2000 characters.');
    expect(await refused({ recordModel: 'Brief' })).toBe('recordModel must be one of PlatformBan, ShadowbanExperience.');
    expect(await refused({ recordModel: 'constructor' })).toMatch(/^recordModel must be one of/);
    expect(port.all('VerificationStep')).toHaveLength(0);
  });

  it('takes DISPUTED without a source, and refuses missing and hidden records', async () => {
    const { port, ban } = await creatorWithBan();
    await setRecordVerification(port, moderator, clock(), { recordModel: 'PlatformBan', recordId: ban.id, level: 'DISPUTED', note: 'Contradicted' });
    expect(await refusal(setRecordVerification(port, moderator, clock(), { ...corroborate, recordId: 'missing' }))).toEqual({ errorType: 'NotFound', message: 'No PlatformBan missing.' });
    await hideRecord(port, files, moderator, clock(), { model: 'PlatformBan', id: ban.id, reason: 'Fabricated' });
    expect(await refusal(setRecordVerification(port, moderator, clock(), { ...corroborate, recordId: ban.id }))).toEqual({
      errorType: 'NotFound',
      message: `PlatformBan ${ban.id} is hidden by a moderator.`,
    });
  });

  it('reads the record again when it changed meanwhile, keeping the creator’s edit', async () => {
    const { port, ban } = await creatorWithBan();
    const commit = port.commit.bind(port);
    let isFirst = true;
    port.commit = async (writes) => {
      if (isFirst) {
        isFirst = false;
        // The creator saves between the moderator's read and write.
        await saveMyPlatformBan(port, creator, clock('2026-11-20T10:30:00.000Z'), { id: ban.id, platformId: 'youtube', isActive: false, dateOfBan: '2026-01-02', explanation: 'edited' });
      }
      return commit(writes);
    };
    await setRecordVerification(port, moderator, clock('2026-11-20T11:00:00.000Z'), { ...corroborate, recordId: ban.id });
    expect(port.all('PlatformBan')[0]).toMatchObject({ explanation: 'edited', isActive: false, verification: 'CORROBORATED' });
    expect(port.all('VerificationStep')).toHaveLength(1);
  });
});

describe('submitRecordReply', () => {
  it('files a pending reply about a public record, from a guest', async () => {
    const { port, ban } = await creatorWithBan();
    const sent = await submitRecordReply(port, 'visitor-1', clock(), { ...reply, recordId: ban.id, contactEmail: 'press@example.com' });
    expect(sent).toMatchObject({ recordKey: `PlatformBan#${ban.id}`, status: 'PENDING', authorRole: 'PLATFORM', contactEmail: 'press@example.com', submittedAt: '2026-11-20T10:00:00.000Z' });
    expect(port.all('RecordReply')).toHaveLength(1);
    expect(port.all('PublishedReply')).toHaveLength(0);
  });

  it('refuses bad fields and missing records', async () => {
    const { port, ban } = await creatorWithBan();
    // The creator's own count of new records is there already; the visitor's must not join it.
    const quotas = port.all('ReportQuota');
    const refused = async (args: Record<string, unknown>) => refusal(submitRecordReply(port, 'v', clock(), { ...reply, recordId: ban.id, ...args }));
    expect((await refused({ authorName: '' })).message).toBe('authorName is required.');
    expect((await refused({ authorName: 'n'.repeat(121) })).message).toBe('authorName must be at most 120 characters.');
    expect((await refused({ body: 'b'.repeat(5001) })).message).toBe('body must be at most 5000 characters.');
    expect((await refused({ authorRole: 'MODERATOR' })).message).toBe('authorRole must be one of PLATFORM, CREATOR, THIRD_PARTY.');
    expect((await refused({ contactEmail: 'not an address' })).message).toBe('contactEmail must be an e-mail address.');
    expect(await refused({ recordId: 'missing' })).toEqual({ errorType: 'NotFound', message: 'No PlatformBan missing.' });
    expect(port.all('RecordReply')).toHaveLength(0);
    // A refused reply costs nothing from the visitor's quota.
    expect(port.all('ReportQuota')).toEqual(quotas);
  });

  it('takes a few replies an hour from one visitor, counted apart from their reports', async () => {
    const { port, ban } = await creatorWithBan();
    for (let index = 0; index < REPLIES_PER_VISITOR_HOUR; index += 1) await submitRecordReply(port, 'visitor-1', clock(), { ...reply, recordId: ban.id });
    expect(await refusal(submitRecordReply(port, 'visitor-1', clock(), { ...reply, recordId: ban.id }))).toEqual({ errorType: 'BadRequest', message: TOO_MANY_REPLIES_MESSAGE });
    for (let index = 0; index < REPORTS_PER_VISITOR_HOUR; index += 1) await reportRecord(port, 'visitor-1', clock(), { model: 'PlatformBan', id: ban.id, reason: `r${index}` });
    expect(await refusal(reportRecord(port, 'visitor-1', clock(), { model: 'PlatformBan', id: ban.id, reason: 'again' }))).toMatchObject({ message: TOO_MANY_REPORTS_MESSAGE });
    await submitRecordReply(port, 'visitor-2', clock(), { ...reply, recordId: ban.id });
    await submitRecordReply(port, 'visitor-1', clock('2026-11-20T11:00:00.000Z'), { ...reply, recordId: ban.id });
    expect(port.all('RecordReply')).toHaveLength(REPLIES_PER_VISITOR_HOUR + 2);
  });
});

describe('decideRecordReply', () => {
  async function pendingReply() {
    const { port, ban } = await creatorWithBan();
    const sent = await submitRecordReply(port, 'v', clock(), { ...reply, recordId: ban.id, contactEmail: 'press@example.com' });
    return { port, ban, sent };
  }

  it('publishes a reply beside its record, without its contact address, once', async () => {
    const { port, ban, sent } = await pendingReply();
    const decided = await decideRecordReply(port, moderator, clock('2026-11-22T08:00:00.000Z'), { id: sent.id, publish: true });
    expect(decided).toMatchObject({ status: 'PUBLISHED', decidedBy: 'sub-mod-name', decidedAt: '2026-11-22T08:00:00.000Z', declineReason: null });
    expect(port.all('PublishedReply')).toEqual([
      {
        id: sent.id,
        recordKey: `PlatformBan#${ban.id}`,
        recordModel: 'PlatformBan',
        recordId: ban.id,
        authorName: reply.authorName,
        authorRole: 'PLATFORM',
        body: reply.body,
        submittedAt: '2026-11-20T10:00:00.000Z',
        publishedAt: '2026-11-22T08:00:00.000Z',
        createdAt: '2026-11-22T08:00:00.000Z',
        updatedAt: '2026-11-22T08:00:00.000Z',
      },
    ]);
    expect(port.all('ModerationAction')).toEqual([expect.objectContaining({ action: 'PUBLISH_REPLY', model: 'PlatformBan', recordId: ban.id, reason: null })]);
    expect(await refusal(decideRecordReply(port, moderator, clock(), { id: sent.id, publish: false, reason: 'changed my mind' }))).toEqual({
      errorType: 'Conflict',
      message: `Reply ${sent.id} was published already.`,
    });
  });

  it('declines a reply only with a reason, which stays on the reply', async () => {
    const { port, sent } = await pendingReply();
    expect(await refusal(decideRecordReply(port, moderator, clock(), { id: sent.id, publish: false }))).toEqual({ errorType: 'BadRequest', message: 'reason is required.' });
    expect(await refusal(decideRecordReply(port, moderator, clock(), { id: sent.id, publish: false, reason: 'r'.repeat(1001) }))).toMatchObject({ errorType: 'BadRequest' });
    await decideRecordReply(port, moderator, clock(), { id: sent.id, publish: false, reason: 'Off topic' });
    expect(port.all('RecordReply')[0]).toMatchObject({ status: 'DECLINED', declineReason: 'Off topic' });
    expect(port.all('PublishedReply')).toHaveLength(0);
    expect(port.all('ModerationAction').map((entry) => [entry.action, entry.reason])).toEqual([['DECLINE_REPLY', 'Off topic']]);
    expect(await refusal(decideRecordReply(port, moderator, clock(), { id: sent.id, publish: true }))).toMatchObject({ errorType: 'Conflict', message: `Reply ${sent.id} was declined already.` });
  });

  it('refuses non-moderators, missing replies and a missing decision', async () => {
    const { port, sent } = await pendingReply();
    expect(await refusal(decideRecordReply(port, creator, clock(), { id: sent.id, publish: true }))).toMatchObject({ errorType: 'Unauthorized' });
    expect(await refusal(decideRecordReply(port, moderator, clock(), { id: 'missing', publish: true }))).toEqual({ errorType: 'NotFound', message: 'No reply missing.' });
    expect(await refusal(decideRecordReply(port, moderator, clock(), { id: sent.id }))).toEqual({ errorType: 'BadRequest', message: 'publish is required.' });
    expect(port.all('RecordReply')[0].status).toBe('PENDING');
  });
});
