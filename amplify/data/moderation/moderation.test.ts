import { createInMemoryEvidenceFiles } from '../creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../creator-records/in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock } from '../creator-records/records-port';
import { saveMyPlatformBan } from '../creator-records/save-my-ban-records';
import { saveMyBrief } from '../creator-records/save-my-brief';
import { saveMyProfile } from '../creator-records/save-my-profile';
import { dismissReport } from './dismiss-report';
import { hideRecord } from './hide-record';
import { reportRecord, TOO_MANY_REPORTS_MESSAGE } from './report-record';
import { restoreRecord } from './restore-record';
import { setFeatured } from './set-featured';
import { refusal } from '../creator-records/refusal.test-helper';

/** No file evidence here: the trail-visibility suite moves sealed files. */
const files = createInMemoryEvidenceFiles();

const callerOf = (sub: string, groups: string[] = []): RecordCaller => ({ sub, owner: `${sub}::${sub}`, groups });
const anika = callerOf('sub-anika');
const impostor = callerOf('sub-impostor');
const moderator = callerOf('sub-mod', ['MODERATORS']);
let ids = 0;
const clock = (now = '2026-11-20T10:00:00.000Z'): RecordClock => ({ now: new Date(now), newId: () => `id-${++ids}` });
const briefArgs = { title: 'Planted brief', description: 'A summary.', categories: 'Power', status: 'PUBLISHED' };

async function creatorWithBrief() {
  const port = createInMemoryRecordsPort();
  const profile = await saveMyProfile(port, anika, clock(), { username: 'anika', displayName: 'Anika' });
  const brief = await saveMyBrief(port, anika, clock(), briefArgs);
  return { port, profile, brief };
}

describe('hiding and restoring', () => {
  it('takes a brief off its table into HiddenRecord with the reason its owner reads, closes its reports and logs the act', async () => {
    const { port, brief } = await creatorWithBrief();
    await reportRecord(port, 'visitor-1', clock(), { model: 'Brief', id: brief.id, reason: 'Planted on my profile' });
    const hidden = await hideRecord(port, files, moderator, clock(), { model: 'Brief', id: brief.id, reason: 'Impersonation' });
    expect(port.all('Brief')).toHaveLength(0);
    expect(hidden).toMatchObject({ id: `Brief#${brief.id}`, reason: 'Impersonation', owner: anika.owner, hiddenBy: moderator.owner });
    expect(port.all('RecordReport').map((report) => report.status)).toEqual(['ACTIONED']);
    expect(port.all('ModerationAction')).toEqual([expect.objectContaining({ action: 'HIDE', model: 'Brief', recordId: brief.id, reason: 'Impersonation', moderator: moderator.owner })]);
    await restoreRecord(port, files, moderator, clock(), { model: 'Brief', id: brief.id, reason: 'Checked: genuine' });
    expect(port.all('Brief')).toEqual([expect.objectContaining({ id: brief.id, title: briefArgs.title })]);
    expect(port.all('ModerationAction').map((entry) => entry.action)).toEqual(['HIDE', 'RESTORE']);
  });

  it('recomputes a profile’s totals without a hidden ban', async () => {
    const { port } = await creatorWithBrief();
    const ban = await saveMyPlatformBan(port, anika, clock(), { platformId: 'x', isActive: true, dateOfBan: '2026-01-02', explanation: 'x' });
    expect(port.all('Profile')[0].totalBans).toBe(1);
    await hideRecord(port, files, moderator, clock(), { model: 'PlatformBan', id: ban.id, reason: 'No evidence' });
    expect(port.all('Profile')[0].totalBans).toBe(0);
    await restoreRecord(port, files, moderator, clock(), { model: 'PlatformBan', id: ban.id, reason: 'Evidence sent' });
    expect(port.all('Profile')[0].totalBans).toBe(1);
  });

  it('hides an impostor’s profile with its records and frees the name for the creator it imitated', async () => {
    const port = createInMemoryRecordsPort();
    const fake = await saveMyProfile(port, impostor, clock(), { username: 'anikasterling', displayName: 'Anika Sterling' });
    await saveMyBrief(port, impostor, clock(), briefArgs);
    await hideRecord(port, files, moderator, clock(), { model: 'Profile', id: fake.id, reason: 'Impersonates @anikasterling' });
    expect([port.all('Profile').length, port.all('Brief').length, port.all('HiddenRecord').length]).toEqual([0, 0, 2]);
    expect(await refusal(saveMyProfile(port, impostor, clock(), { username: 'another-name', displayName: 'x' }))).toEqual({
      errorType: 'Unauthorized',
      message: 'Your profile is hidden by a moderator: Impersonates @anikasterling. It cannot be changed until it is restored.',
    });
    expect(await refusal(saveMyBrief(port, impostor, clock(), briefArgs))).toMatchObject({ errorType: 'Unauthorized' });
    const real = await saveMyProfile(port, anika, clock(), { username: 'anikasterling', displayName: 'Anika Sterling' });
    expect(real.userId).toBe(anika.sub);
    expect(await refusal(restoreRecord(port, files, moderator, clock(), { model: 'Profile', id: fake.id, reason: 'appeal' }))).toMatchObject({ errorType: 'Conflict' });
    const child = port.all('HiddenRecord').find((record) => record.model === 'Brief');
    expect(await refusal(restoreRecord(port, files, moderator, clock(), { model: 'Brief', id: String(child?.recordId), reason: 'x' }))).toMatchObject({ errorType: 'BadRequest' });
  });

  it('brings a hidden profile back with everything hidden with it', async () => {
    const { port, profile } = await creatorWithBrief();
    await hideRecord(port, files, moderator, clock(), { model: 'Profile', id: profile.id, reason: 'Mistake' });
    await restoreRecord(port, files, moderator, clock(), { model: 'Profile', id: profile.id, reason: 'Undo' });
    expect([port.all('Profile').length, port.all('Brief').length, port.all('HiddenRecord').length]).toEqual([1, 1, 0]);
  });

  it('refuses unknown models, inherited names and records that are not there', async () => {
    const { port } = await creatorWithBrief();
    expect(await refusal(hideRecord(port, files, moderator, clock(), { model: 'constructor', id: 'x', reason: 'r' }))).toMatchObject({ errorType: 'BadRequest' });
    expect(await refusal(hideRecord(port, files, moderator, clock(), { model: 'Brief', id: 'missing', reason: 'r' }))).toMatchObject({ errorType: 'NotFound' });
  });
});

describe('reports', () => {
  it('takes a few reports an hour from one visitor, then refuses until the next hour', async () => {
    const { port, brief } = await creatorWithBrief();
    for (let index = 0; index < 5; index += 1) await reportRecord(port, 'visitor-1', clock(), { model: 'Brief', id: brief.id, reason: `r${index}` });
    expect(await refusal(reportRecord(port, 'visitor-1', clock(), { model: 'Brief', id: brief.id, reason: 'again' }))).toEqual({ errorType: 'BadRequest', message: TOO_MANY_REPORTS_MESSAGE });
    await reportRecord(port, 'visitor-2', clock(), { model: 'Brief', id: brief.id, reason: 'another visitor' });
    await reportRecord(port, 'visitor-1', clock('2026-11-20T11:00:00.000Z'), { model: 'Brief', id: brief.id, reason: 'next hour' });
    expect(port.all('RecordReport')).toHaveLength(7);
  });

  it('refuses reports about missing records and bad addresses', async () => {
    const { port } = await creatorWithBrief();
    expect(await refusal(reportRecord(port, 'v', clock(), { model: 'Brief', id: 'missing', reason: 'r' }))).toMatchObject({ errorType: 'NotFound' });
    const brief = port.all('Brief')[0];
    expect(await refusal(reportRecord(port, 'v', clock(), { model: 'Brief', id: brief.id, reason: 'r', contactEmail: 'not an address' }))).toMatchObject({ errorType: 'BadRequest' });
  });

  it('lets a moderator dismiss a report once, with the reason logged', async () => {
    const { port, brief } = await creatorWithBrief();
    const report = await reportRecord(port, 'v', clock(), { model: 'Brief', id: brief.id, reason: 'r' });
    await dismissReport(port, moderator, clock(), { id: report.id, reason: 'Not a rule breach' });
    expect(port.all('RecordReport')[0]).toMatchObject({ status: 'DISMISSED', resolution: 'Not a rule breach' });
    expect(await refusal(dismissReport(port, moderator, clock(), { id: report.id, reason: 'again' }))).toMatchObject({ errorType: 'Conflict' });
  });
});

describe('setFeatured', () => {
  it('features a brief and logs it', async () => {
    const { port, brief } = await creatorWithBrief();
    await setFeatured(port, callerOf('sub-admin', ['ADMINS']), clock(), { model: 'Brief', id: brief.id, featured: true });
    expect(port.all('Brief')[0].featured).toBe(true);
    expect(port.all('ModerationAction').map((entry) => entry.action)).toEqual(['FEATURE']);
  });
});
