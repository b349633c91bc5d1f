/**
 * A commit larger than one DynamoDB transaction (100 items, 4 MB), on DynamoDB Local, which
 * refuses a larger TransactWriteItems as AWS does: hiding and restoring a profile of 500 bans,
 * each with an appeal event on its trail, and a hide of 120 (over 100 items: one transaction
 * failed on AWS) refused at its last step taking back every part that ran. DynamoDB Local writes
 * a few hundred items a second, so the trails are one item each.
 */
import { addMyAppealEvent } from '../../data/creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../../data/creator-records/in-memory-evidence-files.test-helper';
import type { RecordCaller, RecordClock, RecordDocument } from '../../data/creator-records/records-port';
import { refusal } from '../../data/creator-records/refusal.test-helper';
import { saveMyPlatformBan } from '../../data/creator-records/save-my-ban-records';
import { saveMyProfile } from '../../data/creator-records/save-my-profile';
import { hideRecord } from '../../data/moderation/hide-record';
import { PUBLIC_TRAIL_MODELS } from '../../data/moderation/record-trail-visibility';
import { restoreRecord } from '../../data/moderation/restore-record';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { itemsOf, putItems, withoutNulls } from '../test-support/table-items';
import { createDynamoRecordsPort } from './dynamodb-records-port';

const local = dynamoDbLocalForFile();
const files = createInMemoryEvidenceFiles();
const moderator: RecordCaller = { sub: 'sub-mod', owner: 'sub-mod::sub-mod', groups: ['MODERATORS'] };
let ids = 0;
let minute = 0;
const clock = (): RecordClock => ({ now: new Date(Date.UTC(2026, 10, 20, 10, minute++)), newId: () => `id-${++ids}` });
const STORE_MODELS = ['Profile', 'UniqueClaim', 'PlatformBan', ...PUBLIC_TRAIL_MODELS];

/**
 * A profile whose one ban (with an appeal event) the rules wrote, copied to `bans` bans with
 * their trails straight into the tables: seeding through the rules would take minutes, and an
 * account adds only 30 records an hour.
 */
async function profileOfManyBans(name: string, bans: number) {
  const port = createDynamoRecordsPort(local().documents);
  const creator: RecordCaller = { sub: `sub-${name}`, owner: `sub-${name}::${name}`, groups: [] };
  const profile = await saveMyProfile(port, creator, clock(), { username: name, displayName: name });
  const ban = await saveMyPlatformBan(port, creator, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01' });
  const on = { recordModel: 'PlatformBan', recordId: ban.id };
  await addMyAppealEvent(port, creator, clock(), { ...on, kind: 'FILED', date: '2026-03-05', note: 'Appealed in the studio' });
  const stored = await port.get('PlatformBan', ban.id);
  const trail = await Promise.all(PUBLIC_TRAIL_MODELS.map(async (model) => ({ model, items: await port.listByIndex(model, 'recordKey', `PlatformBan#${ban.id}`) })));
  const copies = Array.from({ length: bans - 1 }, (_, index) => `${ban.id}-copy-${index}`);
  await putItems(local().documents, String(local().tables.get('PlatformBan')), copies.map((id) => ({ ...stored, id })));
  for (const { model, items } of trail) {
    const copied = copies.flatMap((banId) => items.map((item) => ({ ...item, id: `${String(item.id)}-${banId}`, recordId: banId, recordKey: `PlatformBan#${banId}` })));
    await putItems(local().documents, String(local().tables.get(model)), copied);
  }
  return { port, profile, trailItems: bans * trail.reduce((sum, { items }) => sum + items.length, 0) };
}

/** What a guest can read in the tables a profile's hide changes: every item, as stored. */
async function publicStore(): Promise<Map<string, RecordDocument[]>> {
  const byId = (a: RecordDocument, b: RecordDocument) => a.id.localeCompare(b.id);
  return new Map(await Promise.all(STORE_MODELS.map(async (model) => [model, (await itemsOf(local(), model)).map((item) => withoutNulls(item) as RecordDocument).sort(byId)] as const)));
}

describe('a profile with hundreds of bans and their trails on DynamoDB', () => {
  it('of 500 bans is hidden and restored in several transactions, and everything comes back as it was', async () => {
    const { port, profile, trailItems } = await profileOfManyBans('prolific', 500);
    const before = await publicStore();
    expect(before.get('PlatformBan')).toHaveLength(500);
    expect(trailItems).toBe(500);

    await hideRecord(port, files, moderator, clock(), { model: 'Profile', id: profile.id, reason: 'Impersonation' });
    const hidden = await publicStore();
    for (const model of ['Profile', 'PlatformBan', ...PUBLIC_TRAIL_MODELS]) expect([model, hidden.get(model)]).toEqual([model, []]);
    expect(hidden.get('UniqueClaim')?.map((claim) => claim.id)).toEqual([`profile-of#${'sub-prolific'}`]);
    expect(await itemsOf(local(), 'HiddenRecord')).toHaveLength(1 + 500 + trailItems);

    await restoreRecord(port, files, moderator, clock(), { model: 'Profile', id: profile.id, reason: 'Verified' });
    // The username comes back as a new claim (restoreRecord claims it again, now).
    const claimOf = (store: Map<string, RecordDocument[]>) => store.get('UniqueClaim')?.map((claim) => ({ ...claim, createdAt: undefined, updatedAt: undefined }));
    const restored = await publicStore();
    expect(claimOf(restored)).toEqual(claimOf(before));
    expect(new Map([...restored].filter(([model]) => model !== 'UniqueClaim'))).toEqual(new Map([...before].filter(([model]) => model !== 'UniqueClaim')));
    expect(await itemsOf(local(), 'HiddenRecord')).toEqual([]);
  }, 120_000);

  it('of 120 bans takes back every part that ran when the last transaction is refused, leaving the store as it was', async () => {
    const { port, profile } = await profileOfManyBans('refused', 120);
    const before = await publicStore();
    const hiddenBefore = await itemsOf(local(), 'HiddenRecord');
    // Another moderator's hide of the same profile landed meanwhile: the profile's HiddenRecord exists.
    const planted = { id: `Profile#${profile.id}`, model: 'Profile', recordId: profile.id, record: '{}', reason: 'Elsewhere', updatedAt: 'x' };
    await putItems(local().documents, String(local().tables.get('HiddenRecord')), [planted]);

    expect(await refusal(hideRecord(port, files, moderator, clock(), { model: 'Profile', id: profile.id, reason: 'Impersonation' }))).toMatchObject({ errorType: 'Conflict' });
    expect(await publicStore()).toEqual(before);
    expect((await itemsOf(local(), 'HiddenRecord')).map((item) => item.id).sort()).toEqual([...hiddenBefore.map((item) => item.id), planted.id].sort());
  }, 120_000);
});
