/**
 * The mutations dynamodb-records-port.test.ts leaves out, on AWS's own DynamoDB Local through the
 * real SDK (issue 44: "for every mutation, quota, moderation act"): a creator deleting an appeal
 * event, a shadowban report, a brief and a ban; an admin featuring a brief; a moderator dismissing
 * a report; a visitor's contact message and newsletter signup. The same script on the in-memory
 * port the rules' own tests use must leave the same records in every table.
 */
import { addMyAppealEvent, deleteMyAppealEvent } from '../../data/creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../../data/creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../../data/creator-records/in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock, RecordsPort } from '../../data/creator-records/records-port';
import { deleteMyPlatformBan, deleteMyShadowbanReport, saveMyPlatformBan, saveMyShadowbanReport } from '../../data/creator-records/save-my-ban-records';
import { deleteMyBrief, saveMyBrief } from '../../data/creator-records/save-my-brief';
import { saveMyProfile } from '../../data/creator-records/save-my-profile';
import { dismissReport } from '../../data/moderation/dismiss-report';
import { reportRecord } from '../../data/moderation/report-record';
import { setFeatured } from '../../data/moderation/set-featured';
import { sendContactMessage, subscribeNewsletter } from '../../data/site/inbox-operations';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { clearTables, itemsOf, withoutNulls } from '../test-support/table-items';
import { createDynamoRecordsPort } from './dynamodb-records-port';

jest.setTimeout(60_000);
const local = dynamoDbLocalForFile();
const files = createInMemoryEvidenceFiles();

const callerOf = (sub: string, groups: string[] = []): RecordCaller => ({ sub, owner: `${sub}::${sub}`, groups });
const creator = callerOf('sub-d-anika');
const moderator = callerOf('sub-d-mod', ['MODERATORS']);
const admin = callerOf('sub-d-admin', ['ADMINS']);
let ids = 0;
let minute = 0;
const clock = (): RecordClock => ({ now: new Date(Date.UTC(2026, 10, 21, 9, minute++)), newId: () => `id-${++ids}` });

/** Each mutation in turn; answers what the script saw along the way. */
async function script(records: RecordsPort) {
  ids = 0;
  minute = 0;
  const profile = await saveMyProfile(records, creator, clock(), { username: 'd-anika', displayName: 'Anika' });
  const ban = await saveMyPlatformBan(records, creator, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01' });
  const kept = await saveMyPlatformBan(records, creator, clock(), { platformId: 'tiktok', isActive: false, dateOfBan: '2025-01-09' });
  const on = { recordModel: 'PlatformBan', recordId: kept.id };
  const filed = await addMyAppealEvent(records, creator, clock(), { ...on, kind: 'FILED', date: '2025-01-10', note: 'Appealed' });
  await addMyAppealEvent(records, creator, clock(), { ...on, kind: 'RESTORED', date: '2025-02-01', note: 'Back' });
  const appealBefore = (await records.get('PlatformBan', kept.id))?.appealStatus;
  await deleteMyAppealEvent(records, creator, clock(), { id: filed.id });
  const report = await saveMyShadowbanReport(records, creator, clock(), { platform: 'X', category: 'Reach', description: 'Search ban', restrictionType: 'search', date: '2026-03-02' });
  await deleteMyShadowbanReport(records, files, creator, clock(), { id: report.id });
  const gone = await saveMyBrief(records, creator, clock(), { title: 'Gone soon', description: 'A summary.', categories: 'Power', status: 'PUBLISHED' });
  const brief = await saveMyBrief(records, creator, clock(), { title: 'Ten rules', description: 'A summary.', categories: 'Power', status: 'PUBLISHED' });
  await setFeatured(records, admin, clock(), { model: 'Brief', id: brief.id, featured: true });
  await deleteMyBrief(records, creator, { id: gone.id });
  await reportRecord(records, 'visitor-d', clock(), { model: 'PlatformBan', id: kept.id, reason: 'Not true' });
  const [open] = await records.listByIndex('RecordReport', 'recordKey', `PlatformBan#${kept.id}`);
  await dismissReport(records, moderator, clock(), { id: open?.id, reason: 'The notice is on file' });
  await deleteMyPlatformBan(records, files, creator, clock(), { id: ban.id });
  await sendContactMessage(records, 'visitor-d', clock(), { name: 'Vera', email: 'vera@example.org', subject: 'Hello', message: 'A question.' });
  await subscribeNewsletter(records, 'visitor-d', clock(), { email: 'Vera@example.org' });
  return { profile, appealBefore, appealAfter: (await records.get('PlatformBan', kept.id))?.appealStatus };
}

describe('the remaining mutations on DynamoDB and on the in-memory port', () => {
  it('leave the same records: deletes, a feature, a dismissed report, a contact message and a newsletter signup', async () => {
    await clearTables(local());
    const memory = createInMemoryRecordsPort();
    const inMemory = await script(memory);
    const onDynamo = await script(createDynamoRecordsPort(local().documents));
    expect(onDynamo).toEqual(inMemory);
    expect(onDynamo.appealBefore).toBe('RESTORED');

    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.id).localeCompare(String(b.id));
    const contentsOf = async (read: (model: string) => Promise<Record<string, unknown>[]>) =>
      new Map(await Promise.all([...local().tables.keys()].map(async (model) => [model, (await read(model)).map(withoutNulls).sort(byId)] as const)));
    const stored = await contentsOf((model) => itemsOf(local(), model));
    expect(stored).toEqual(await contentsOf(async (model) => memory.all(model)));
    const dynamo = (model: string): Record<string, unknown>[] | undefined => stored.get(model);

    // What each mutation did, as stored on DynamoDB.
    expect(dynamo('PlatformBan')?.map((ban) => ban.platformId)).toEqual(['tiktok']);
    expect(dynamo('AppealEvent')?.map((event) => event.kind)).toEqual(['RESTORED']);
    expect(dynamo('ShadowbanExperience')).toEqual([]);
    expect(dynamo('Brief')?.map((brief) => [brief.title, brief.featured])).toEqual([['Ten rules', true]]);
    expect(dynamo('RecordReport')?.map((report) => report.status)).toEqual(['DISMISSED']);
    expect(dynamo('ModerationAction')?.map((action) => action.action).sort()).toEqual(['DISMISS_REPORT', 'FEATURE']);
    expect(dynamo('ContactMessage')).toHaveLength(1);
    expect(dynamo('NewsletterSubscription')).toHaveLength(1);
    expect(dynamo('Profile')?.[0]).toMatchObject({ id: onDynamo.profile.id, totalBans: 1 });
  });
});
